/**
 * The floor of run-payroll for scripts/bench-payroll-api.ts (not part of the app): a bare
 * node:http + pg server that does what the app's run-payroll must do for a re-run of a draft and
 * nothing more: look the API key up, lock the contract, read the same inputs (contract and terms,
 * the events, the previous payslip, opening balances, settings, TFR coefficients, the existing
 * payslip, earlier months, sick days), run the same engine (validate + payslip), replace the draft
 * and its lines, write the audit entry, answer the totals as JSON. No framework, no ORM, no
 * response schema: what the app costs above this is what its layers cost.
 *   DATABASE_URL=… PORT=3198 node --import tsx scripts/bench-floor-server.ts
 */
import { createServer } from "node:http";
import pg from "pg";
import { floorKeyLookup } from "./bench-floor-key";
import {
  calculatePayslip,
  contributionEventRangeForPeriod,
  periodBounds,
  addDays,
  validateBeforeRun,
  type ContractTerms,
  type RunningState,
  type WorkEvent,
} from "@/lib/payroll";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

async function runPayroll(apiKey: string, body: { domesticContractId: string; period: string; contributionWeeks: unknown[] }) {
  const org = await floorKeyLookup(pool, apiKey).catch(() => null);
  if (!org) return { status: 401, json: { code: "unauthorized" } };
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`payslip:${body.domesticContractId}`]);
    const c = (
      await client.query(
        `SELECT c.id, ${day("c.start_date")} AS start, ${day("c.end_date")} AS "end", c.fixed_term, c.replaces_absent_worker, c.cuaf_due, c.worker_renounced_ivs_share, c.worker_fiscal_code, e.patron_saint_day
           FROM domestic_contracts c JOIN employers e ON e.id = c.employer_id WHERE c.id = $1 AND c.organization_id = $2`,
        [body.domesticContractId, org],
      )
    ).rows[0];
    if (!c) return { status: 404, json: { code: "not_found" } };
    const terms = (
      await client.query(`SELECT *, ${day("effective_from")} AS from_day FROM contract_terms WHERE contract_id = $1 ORDER BY effective_from`, [c.id])
    ).rows;
    const range = contributionEventRangeForPeriod(body.period);
    const events = (
      await client.query(
        `SELECT id, ${day("date")} AS day, hours, type, sub_type, multiplier, custom_name, adds_to_thirteen, adds_to_severance, is_from_global_wage, affects_contributions
           FROM work_events WHERE contract_id = $1 AND date BETWEEN $2 AND $3 ORDER BY date, id`,
        [c.id, range.from, range.to],
      )
    ).rows;
    const previous = (
      await client.query("SELECT id, running_state FROM payslips WHERE contract_id = $1 AND period < $2 ORDER BY period DESC LIMIT 1", [c.id, body.period])
    ).rows[0];
    await client.query("SELECT * FROM contract_opening_balances WHERE contract_id = $1", [c.id]);
    const settings = (await client.query("SELECT settings FROM organizations WHERE id = $1", [org])).rows[0]?.settings?.payroll ?? {};
    const coefficients = (await client.query("SELECT month, percent FROM tfr_coefficients")).rows;
    settings.tfrMonthlyCoefficients = Object.fromEntries(coefficients.map((r) => [r.month, r.percent]));
    const existing = (await client.query("SELECT id, status FROM payslips WHERE contract_id = $1 AND period = $2 AND kind = 'ordinary'", [c.id, body.period]))
      .rows[0];
    const { end } = periodBounds(body.period);
    await client.query("SELECT period, status FROM payslips WHERE contract_id = $1 AND kind = 'ordinary' AND period < $2", [c.id, body.period]);
    await client.query("SELECT date FROM work_events WHERE contract_id = $1 AND type = 'sick_leave' AND date BETWEEN $2 AND $3", [
      c.id,
      addDays(end, -364),
      end,
    ]);

    const contract = {
      id: c.id,
      startDate: c.start,
      endDate: c.end,
      fixedTerm: c.fixed_term,
      replacesAbsentWorker: c.replaces_absent_worker,
      cuafDue: c.cuaf_due,
      workerRenouncedIvsShare: c.worker_renounced_ivs_share,
      patronSaintDay: c.patron_saint_day,
    };
    const engineTerms: ContractTerms[] = terms.map((t) => ({
      effectiveFrom: t.from_day,
      level: t.level,
      jobType: t.job_type,
      cohabiting: t.cohabiting,
      payBasis: t.pay_basis,
      wage: t.wage,
      weeklySchedule: [t.hours_mon, t.hours_tue, t.hours_wed, t.hours_thu, t.hours_fri, t.hours_sat, t.hours_sun],
      board: { breakfastLunch: t.board_breakfast_lunch, dinner: t.board_dinner, lodging: t.board_lodging, inCash: t.board_in_cash },
      babysitterChildUnderSix: t.babysitter_child_under_six,
      multipleAssisted: t.multiple_assisted,
      functionAllowance: t.function_allowance,
      seniorityIncrements: t.seniority_increments,
    }));
    const engineEvents: WorkEvent[] = events.map((e) => ({
      id: e.id,
      date: e.day,
      hours: e.hours,
      type: e.type,
      subType: e.sub_type,
      multiplier: e.multiplier,
      customName: e.custom_name,
      addsToThirteen: e.adds_to_thirteen,
      addsToSeverance: e.adds_to_severance,
      isFromGlobalWage: e.is_from_global_wage,
      affectsContributions: e.affects_contributions,
    }));
    const state = (previous?.running_state ?? null) as RunningState | null;
    const options = { period: body.period, contributionWeeks: body.contributionWeeks as never };
    const check = validateBeforeRun({
      contract,
      terms: engineTerms,
      period: body.period,
      events: engineEvents,
      state,
      options,
      settings,
      facts: { workerFiscalCode: c.worker_fiscal_code, periodsWithoutPayslip: [], periodsWithDraftOnly: [], sickDays: [] },
    });
    if (!check.valid) return { status: 422, json: { code: "payroll_blocked", errors: check.errors } };
    const result = calculatePayslip({ contract, terms: engineTerms, events: engineEvents, state, options, settings });

    const id = existing.id as string;
    for (const table of ["payslip_elements", "payslip_inps_weeks", "payslip_cassacolf_weeks"])
      await client.query(`DELETE FROM ${table} WHERE payslip_id = $1`, [id]);
    await client.query(
      "UPDATE payslips SET total_gross = $2, total_net = $3, total_cost = $4, running_state = $5, warnings = $6, updated_at = now() WHERE id = $1",
      [id, result.totalGross, result.totalNet, result.totalCost, JSON.stringify(result.nextState), JSON.stringify(result.warnings)],
    );
    const elements = [
      ...result.earningElements,
      ...result.deductionElements,
      ...result.imputedElements,
      ...result.employeeTaxesElements,
      ...result.employerTaxesElements,
    ].map((e, position) => ({
      payslip_id: id,
      position,
      section: "earning",
      code: e.code,
      name: e.name,
      value: e.value,
      period_type: e.periodType,
      period_duration: e.periodDuration,
      rate: e.rate,
      included_in_base_wage: e.includedInBaseWage,
      ytd: e.ytd,
    }));
    await client.query(
      `INSERT INTO payslip_elements (payslip_id, position, section, code, name, value, period_type, period_duration, rate, included_in_base_wage, ytd)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(payslip_id uuid, position int, section "PayslipElementSection", code varchar, name varchar, value numeric, period_type "PeriodType", period_duration numeric, rate numeric, included_in_base_wage boolean, ytd numeric)`,
      [JSON.stringify(elements)],
    );
    const weeks = result.inpsContributions.map((w, position) => ({ ...w, payslip_id: id, position }));
    await client.query(
      `INSERT INTO payslip_inps_weeks (payslip_id, position, type, week_start, week_end, hours, rate, employer_rate, employee_rate, amount, employee_amount, employer_amount, effective_wage_rate, conventional_wage, hourly_total, hourly_employee, hourly_employer, is_from_next_period, origin, table_year)
       SELECT payslip_id, position, type, "weekStart", "weekEnd", hours, rate, "employerRate", "employeeRate", amount, "employeeAmount", "employerAmount", "effectiveWageRate", "conventionalWage", "hourlyTotal", "hourlyEmployee", "hourlyEmployer", "isFromNextPeriod", origin, "tableYear"
         FROM jsonb_to_recordset($1::jsonb) AS x(payslip_id uuid, position int, type varchar, "weekStart" date, "weekEnd" date, hours numeric, rate numeric, "employerRate" numeric, "employeeRate" numeric, amount numeric, "employeeAmount" numeric, "employerAmount" numeric, "effectiveWageRate" numeric, "conventionalWage" numeric, "hourlyTotal" numeric, "hourlyEmployee" numeric, "hourlyEmployer" numeric, "isFromNextPeriod" boolean, origin varchar, "tableYear" int)`,
      [JSON.stringify(weeks)],
    );
    const cassa = result.cassacolfContributions.map((w, position) => ({ ...w, payslip_id: id, position }));
    await client.query(
      `INSERT INTO payslip_cassacolf_weeks (payslip_id, position, type, week_start, week_end, hours, hourly_total, hourly_employee, hourly_employer, amount, employee_amount, employer_amount, is_from_next_period)
       SELECT payslip_id, position, 'cassacolf', "weekStart", "weekEnd", hours, rate, "employeeRate", "employerRate", amount, "employeeAmount", "employerAmount", "isFromNextPeriod"
         FROM jsonb_to_recordset($1::jsonb) AS x(payslip_id uuid, position int, "weekStart" date, "weekEnd" date, hours numeric, rate numeric, "employeeRate" numeric, "employerRate" numeric, amount numeric, "employeeAmount" numeric, "employerAmount" numeric, "isFromNextPeriod" boolean)`,
      [JSON.stringify(cassa)],
    );
    await client.query(
      "INSERT INTO audit_log (organization_id, actor_type, action, entity_type, entity_id, after) VALUES ($1, 'api_key', 'payslip.rerun', 'payslip', $2, $3)",
      [org, id, JSON.stringify({ totalNet: result.totalNet })],
    );
    await client.query("COMMIT");
    return {
      status: 200,
      json: { id, totalGross: result.totalGross, totalNet: result.totalNet, totalCost: result.totalCost, elements: elements.length, inpsWeeks: weeks.length },
    };
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const apiKey = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    runPayroll(apiKey, JSON.parse(Buffer.concat(chunks).toString("utf8")))
      .then(({ status, json }) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(json));
      })
      .catch((error: unknown) => {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: String(error) }));
      });
  });
}).listen(Number(process.env.PORT ?? 3198), "127.0.0.1", () => console.log("floor server listening"));
