-- Initial schema: tenancy, auth, employers, contracts with effective-dated terms, work events,
-- payslips with their lines, idempotency records and the append-only audit log.

CREATE TYPE "UserRole" AS ENUM ('admin', 'clerk');
CREATE TYPE "EmployerType" AS ENUM ('domestic', 'business');
CREATE TYPE "CcnlLevel" AS ENUM ('A', 'AS', 'B', 'BS', 'C', 'CS', 'D', 'DS');
CREATE TYPE "JobType" AS ENUM ('domestic_help', 'carer_self_sufficient', 'carer_non_self_sufficient', 'babysitter', 'night_assistance', 'night_presence', 'rest_day_substitute', 'cook', 'other');
CREATE TYPE "PayBasis" AS ENUM ('hourly', 'monthly');
CREATE TYPE "ContractEndReason" AS ENUM ('dismissal', 'resignation', 'mutual_agreement', 'end_of_fixed_term', 'death_of_assisted_person', 'just_cause');
CREATE TYPE "WorkEventType" AS ENUM ('work', 'leave', 'public_holiday', 'vacation', 'sick_leave', 'work_injury', 'leave_of_absence');
CREATE TYPE "WorkEventSubType" AS ENUM ('regular_work', 'holiday_work', 'sunday_work', 'night_work', 'other_work', 'overtime', 'daily_overtime', 'night_overtime', 'unpaid_absence', 'unpaid_absence_suspended', 'paid_permit', 'unpaid_permit', 'sick_full', 'sick_half', 'sick_none', 'sick_custom', 'work_injury_full', 'work_injury_none', 'regular_vacation', 'regular_public_holiday', 'maternity_leave', 'paternity_leave', 'matrimonial_leave');
CREATE TYPE "PayslipKind" AS ENUM ('ordinary', 'thirteenth', 'severance_liquidation');
CREATE TYPE "PayslipStatus" AS ENUM ('draft', 'final');
CREATE TYPE "PayslipElementSection" AS ENUM ('earning', 'deduction', 'imputed', 'employee_tax', 'employer_tax');
CREATE TYPE "PeriodType" AS ENUM ('period', 'week', 'hour', 'day', 'month', 'year');
CREATE TYPE "IdempotencyState" AS ENUM ('in_flight', 'completed');
CREATE TYPE "ActorType" AS ENUM ('api_key', 'user', 'system');

CREATE TABLE "organizations" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" VARCHAR(200) NOT NULL,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "organizations_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "users" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "password_hash" VARCHAR(255) NOT NULL,
    "role" "UserRole" NOT NULL DEFAULT 'clerk',
    "locale" VARCHAR(5) NOT NULL DEFAULT 'it',
    "disabled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");
CREATE INDEX "users_organization_id_idx" ON "users"("organization_id");

CREATE TABLE "api_keys" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "display_prefix" VARCHAR(24) NOT NULL,
    "key_hash" CHAR(64) NOT NULL,
    "read_only" BOOLEAN NOT NULL DEFAULT false,
    "created_by_id" UUID,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");
CREATE INDEX "api_keys_organization_id_created_at_idx" ON "api_keys"("organization_id", "created_at");

CREATE TABLE "employers" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "type" "EmployerType" NOT NULL,
    "personal_info" JSONB,
    "business_details" JSONB,
    "display_name" VARCHAR(300) NOT NULL,
    "display_tax_id" VARCHAR(16),
    "search_text" TEXT NOT NULL,
    "patron_saint_day" CHAR(5),
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "employers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "employers_type_matches_details" CHECK (
        ("type" = 'domestic' AND "personal_info" IS NOT NULL AND "business_details" IS NULL)
        OR ("type" = 'business' AND "business_details" IS NOT NULL AND "personal_info" IS NULL)
    )
);
CREATE INDEX "employers_organization_id_created_at_id_idx" ON "employers"("organization_id", "created_at", "id");
CREATE INDEX "employers_organization_id_display_name_id_idx" ON "employers"("organization_id", "display_name", "id");
CREATE INDEX "employers_organization_id_archived_at_idx" ON "employers"("organization_id", "archived_at");

CREATE TABLE "domestic_contracts" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "employer_id" UUID NOT NULL,
    "worker_first_name" VARCHAR(100) NOT NULL,
    "worker_last_name" VARCHAR(100) NOT NULL,
    "worker_fiscal_code" VARCHAR(16),
    "worker_birth_date" DATE,
    "worker_birth_place" VARCHAR(100),
    "worker_nationality" VARCHAR(60),
    "worker_address" VARCHAR(200),
    "worker_locality" VARCHAR(100),
    "worker_province" CHAR(2),
    "worker_zip_code" CHAR(5),
    "worker_iban" VARCHAR(34),
    "inps_relationship_code" VARCHAR(20),
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "end_reason" "ContractEndReason",
    "fixed_term" BOOLEAN NOT NULL DEFAULT false,
    "fixed_term_end_date" DATE,
    "replaces_absent_worker" BOOLEAN NOT NULL DEFAULT false,
    "cuaf_due" BOOLEAN NOT NULL DEFAULT true,
    "worker_renounced_ivs_share" BOOLEAN NOT NULL DEFAULT false,
    "notes" VARCHAR(2000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "domestic_contracts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "domestic_contracts_end_after_start" CHECK ("end_date" IS NULL OR "end_date" >= "start_date"),
    CONSTRAINT "domestic_contracts_fixed_term_has_end" CHECK (NOT "fixed_term" OR "fixed_term_end_date" IS NOT NULL)
);
CREATE INDEX "domestic_contracts_organization_id_created_at_id_idx" ON "domestic_contracts"("organization_id", "created_at", "id");
CREATE INDEX "domestic_contracts_employer_id_idx" ON "domestic_contracts"("employer_id");

CREATE TABLE "contract_terms" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "contract_id" UUID NOT NULL,
    "effective_from" DATE NOT NULL,
    "level" "CcnlLevel" NOT NULL,
    "job_type" "JobType" NOT NULL,
    "cohabiting" BOOLEAN NOT NULL,
    "pay_basis" "PayBasis" NOT NULL,
    "wage" DECIMAL(12,2) NOT NULL,
    "hours_mon" DECIMAL(5,2) NOT NULL,
    "hours_tue" DECIMAL(5,2) NOT NULL,
    "hours_wed" DECIMAL(5,2) NOT NULL,
    "hours_thu" DECIMAL(5,2) NOT NULL,
    "hours_fri" DECIMAL(5,2) NOT NULL,
    "hours_sat" DECIMAL(5,2) NOT NULL,
    "hours_sun" DECIMAL(5,2) NOT NULL,
    "board_breakfast_lunch" BOOLEAN NOT NULL DEFAULT false,
    "board_dinner" BOOLEAN NOT NULL DEFAULT false,
    "board_lodging" BOOLEAN NOT NULL DEFAULT false,
    "board_in_cash" BOOLEAN NOT NULL DEFAULT false,
    "babysitter_child_under_six" BOOLEAN NOT NULL DEFAULT false,
    "multiple_assisted" BOOLEAN NOT NULL DEFAULT false,
    "function_allowance" BOOLEAN NOT NULL DEFAULT false,
    "seniority_increments" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contract_terms_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contract_terms_wage_positive" CHECK ("wage" > 0),
    CONSTRAINT "contract_terms_daily_hours_range" CHECK (
        "hours_mon" BETWEEN 0 AND 24 AND "hours_tue" BETWEEN 0 AND 24 AND "hours_wed" BETWEEN 0 AND 24
        AND "hours_thu" BETWEEN 0 AND 24 AND "hours_fri" BETWEEN 0 AND 24 AND "hours_sat" BETWEEN 0 AND 24
        AND "hours_sun" BETWEEN 0 AND 24
    ),
    CONSTRAINT "contract_terms_seniority_range" CHECK ("seniority_increments" IS NULL OR "seniority_increments" BETWEEN 0 AND 7)
);
CREATE UNIQUE INDEX "contract_terms_contract_id_effective_from_key" ON "contract_terms"("contract_id", "effective_from");

CREATE TABLE "contract_opening_balances" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "contract_id" UUID NOT NULL,
    "as_of_date" DATE NOT NULL,
    "vacation_days_left_this_year" DECIMAL(8,4) NOT NULL DEFAULT 0,
    "vacation_days_left_previous_year" DECIMAL(8,4) NOT NULL DEFAULT 0,
    "thirteenth_accrued_this_year" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "tfr_fund_at_last_year_end" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "tfr_accrued_this_year" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "sick_days_used_last_365" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "contract_opening_balances_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "contract_opening_balances_non_negative" CHECK (
        "thirteenth_accrued_this_year" >= 0 AND "tfr_fund_at_last_year_end" >= 0
        AND "tfr_accrued_this_year" >= 0 AND "sick_days_used_last_365" BETWEEN 0 AND 366
    )
);
CREATE UNIQUE INDEX "contract_opening_balances_contract_id_key" ON "contract_opening_balances"("contract_id");

CREATE TABLE "work_events" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "hours" DECIMAL(5,2) NOT NULL,
    "type" "WorkEventType" NOT NULL,
    "sub_type" "WorkEventSubType" NOT NULL,
    "multiplier" DECIMAL(6,4) NOT NULL DEFAULT 1,
    "custom_name" VARCHAR(120),
    "notes" VARCHAR(1000),
    "adds_to_thirteen" BOOLEAN NOT NULL,
    "adds_to_severance" BOOLEAN NOT NULL,
    "is_from_global_wage" BOOLEAN NOT NULL,
    "affects_contributions" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "work_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "work_events_hours_range" CHECK ("hours" >= 0 AND "hours" <= 24),
    CONSTRAINT "work_events_multiplier_range" CHECK ("multiplier" >= 0.01 AND "multiplier" <= 10)
);
CREATE INDEX "work_events_contract_id_date_id_idx" ON "work_events"("contract_id", "date", "id");
CREATE INDEX "work_events_organization_id_idx" ON "work_events"("organization_id");

CREATE TABLE "payslips" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "period" CHAR(7) NOT NULL,
    "kind" "PayslipKind" NOT NULL DEFAULT 'ordinary',
    "status" "PayslipStatus" NOT NULL DEFAULT 'draft',
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "is_employment_ended" BOOLEAN NOT NULL DEFAULT false,
    "total_gross" DECIMAL(12,2) NOT NULL,
    "total_deductions" DECIMAL(12,2) NOT NULL,
    "total_after_deductions_gross" DECIMAL(12,2) NOT NULL,
    "total_employee_taxes" DECIMAL(12,2) NOT NULL,
    "total_employee_inps_taxes" DECIMAL(12,2) NOT NULL,
    "total_employee_cassacolf_taxes" DECIMAL(12,2) NOT NULL,
    "total_taxable_gross" DECIMAL(12,2) NOT NULL,
    "total_employer_taxes" DECIMAL(12,2) NOT NULL,
    "total_cost" DECIMAL(12,2) NOT NULL,
    "total_net" DECIMAL(12,2) NOT NULL,
    "ytd_total_gross" DECIMAL(12,2) NOT NULL,
    "ytd_total_deductions" DECIMAL(12,2) NOT NULL,
    "ytd_total_after_deductions_gross" DECIMAL(12,2) NOT NULL,
    "ytd_total_employee_taxes" DECIMAL(12,2) NOT NULL,
    "ytd_total_employee_inps_taxes" DECIMAL(12,2) NOT NULL,
    "ytd_total_employee_cassacolf_taxes" DECIMAL(12,2) NOT NULL,
    "ytd_total_taxable_gross" DECIMAL(12,2) NOT NULL,
    "ytd_total_employer_taxes" DECIMAL(12,2) NOT NULL,
    "ytd_total_cost" DECIMAL(12,2) NOT NULL,
    "ytd_total_net" DECIMAL(12,2) NOT NULL,
    "vacation_state" JSONB NOT NULL,
    "severance_state" JSONB NOT NULL,
    "thirteenth_state" JSONB NOT NULL,
    "sick_state" JSONB NOT NULL,
    "injury_state" JSONB NOT NULL,
    "running_state" JSONB NOT NULL,
    "warnings" JSONB NOT NULL DEFAULT '[]',
    "note1" VARCHAR(2000),
    "note2" VARCHAR(2000),
    "rate_table_version" VARCHAR(200) NOT NULL,
    "input_snapshot" JSONB NOT NULL,
    "input_fingerprint" CHAR(64) NOT NULL,
    "finalized_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "payslips_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payslips_period_format" CHECK ("period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    CONSTRAINT "payslips_dates_ordered" CHECK ("end_date" >= "start_date"),
    CONSTRAINT "payslips_final_has_timestamp" CHECK (("status" = 'final') = ("finalized_at" IS NOT NULL))
);
CREATE UNIQUE INDEX "payslips_contract_id_period_kind_key" ON "payslips"("contract_id", "period", "kind");
CREATE INDEX "payslips_organization_id_period_idx" ON "payslips"("organization_id", "period");

CREATE TABLE "payslip_elements" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payslip_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "section" "PayslipElementSection" NOT NULL,
    "code" VARCHAR(60) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "value" DECIMAL(12,2) NOT NULL,
    "period_type" "PeriodType" NOT NULL,
    "period_duration" DECIMAL(12,4) NOT NULL,
    "rate" DECIMAL(14,6) NOT NULL,
    "included_in_base_wage" BOOLEAN NOT NULL,
    "ytd" DECIMAL(12,2) NOT NULL,
    CONSTRAINT "payslip_elements_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "payslip_elements_payslip_id_position_key" ON "payslip_elements"("payslip_id", "position");

CREATE TABLE "payslip_inps_weeks" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payslip_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "type" VARCHAR(30) NOT NULL,
    "week_start" DATE NOT NULL,
    "week_end" DATE NOT NULL,
    "hours" DECIMAL(6,2) NOT NULL,
    "rate" DECIMAL(12,6) NOT NULL,
    "employer_rate" DECIMAL(12,6) NOT NULL,
    "employee_rate" DECIMAL(12,6) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "employee_amount" DECIMAL(12,2) NOT NULL,
    "employer_amount" DECIMAL(12,2) NOT NULL,
    "effective_wage_rate" DECIMAL(10,2) NOT NULL,
    "conventional_wage" DECIMAL(10,2) NOT NULL,
    "hourly_total" DECIMAL(8,2) NOT NULL,
    "hourly_employee" DECIMAL(8,2) NOT NULL,
    "hourly_employer" DECIMAL(8,2) NOT NULL,
    "is_from_next_period" BOOLEAN NOT NULL,
    CONSTRAINT "payslip_inps_weeks_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payslip_inps_weeks_hours_non_negative" CHECK ("hours" >= 0)
);
CREATE UNIQUE INDEX "payslip_inps_weeks_payslip_id_position_key" ON "payslip_inps_weeks"("payslip_id", "position");

CREATE TABLE "payslip_cassacolf_weeks" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "payslip_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "type" VARCHAR(30) NOT NULL,
    "week_start" DATE NOT NULL,
    "week_end" DATE NOT NULL,
    "hours" DECIMAL(6,2) NOT NULL,
    "hourly_total" DECIMAL(8,2) NOT NULL,
    "hourly_employee" DECIMAL(8,2) NOT NULL,
    "hourly_employer" DECIMAL(8,2) NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "employee_amount" DECIMAL(12,2) NOT NULL,
    "employer_amount" DECIMAL(12,2) NOT NULL,
    "is_from_next_period" BOOLEAN NOT NULL,
    CONSTRAINT "payslip_cassacolf_weeks_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "payslip_cassacolf_weeks_hours_non_negative" CHECK ("hours" >= 0)
);
CREATE UNIQUE INDEX "payslip_cassacolf_weeks_payslip_id_position_key" ON "payslip_cassacolf_weeks"("payslip_id", "position");

CREATE TABLE "idempotency_records" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "method" VARCHAR(10) NOT NULL,
    "path" VARCHAR(500) NOT NULL,
    "request_hash" CHAR(64) NOT NULL,
    "state" "IdempotencyState" NOT NULL DEFAULT 'in_flight',
    "response_status" INTEGER,
    "response_body" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "idempotency_records_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "idempotency_records_organization_id_key_key" ON "idempotency_records"("organization_id", "key");
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records"("expires_at");

CREATE TABLE "audit_log" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organization_id" UUID NOT NULL,
    "actor_type" "ActorType" NOT NULL,
    "actor_id" UUID,
    "action" VARCHAR(60) NOT NULL,
    "entity_type" VARCHAR(60) NOT NULL,
    "entity_id" UUID NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "request_id" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "audit_log_organization_id_entity_type_entity_id_idx" ON "audit_log"("organization_id", "entity_type", "entity_id");
CREATE INDEX "audit_log_organization_id_created_at_idx" ON "audit_log"("organization_id", "created_at");

-- The audit log is append-only: corrections are new entries, never edits.
CREATE FUNCTION audit_log_reject_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
    FOR EACH ROW EXECUTE FUNCTION audit_log_reject_change();

ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "employers" ADD CONSTRAINT "employers_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "domestic_contracts" ADD CONSTRAINT "domestic_contracts_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "domestic_contracts" ADD CONSTRAINT "domestic_contracts_employer_id_fkey" FOREIGN KEY ("employer_id") REFERENCES "employers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contract_terms" ADD CONSTRAINT "contract_terms_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "contract_opening_balances" ADD CONSTRAINT "contract_opening_balances_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "work_events" ADD CONSTRAINT "work_events_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "work_events" ADD CONSTRAINT "work_events_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "domestic_contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payslip_elements" ADD CONSTRAINT "payslip_elements_payslip_id_fkey" FOREIGN KEY ("payslip_id") REFERENCES "payslips"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payslip_inps_weeks" ADD CONSTRAINT "payslip_inps_weeks_payslip_id_fkey" FOREIGN KEY ("payslip_id") REFERENCES "payslips"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "payslip_cassacolf_weeks" ADD CONSTRAINT "payslip_cassacolf_weeks_payslip_id_fkey" FOREIGN KEY ("payslip_id") REFERENCES "payslips"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
