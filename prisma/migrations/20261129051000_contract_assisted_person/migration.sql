-- Issue 30 point 6 (rules-update-3 B3): the assisted person and the workplace, printed on the payslips.
ALTER TABLE "domestic_contracts"
    ADD COLUMN "assisted_person_name" VARCHAR(200),
    ADD COLUMN "assisted_person_fiscal_code" VARCHAR(16),
    ADD COLUMN "assisted_person_birth_date" DATE,
    ADD COLUMN "workplace_address" VARCHAR(300);
