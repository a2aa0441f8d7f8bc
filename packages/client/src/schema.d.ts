/**
 * Generated from the API's OpenAPI document (/v1/openapi.json) by `npm run client:generate`.
 * Do not edit: regenerate after changing the API.
 */
export interface paths {
  "/v1/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who am I: the organization and scopes of the credentials */
    get: operations["getMe"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List API keys (administrators, signed-in session) */
    get: operations["getApiKeys"];
    put?: never;
    /** Create an API key; the full key is in the response and never shown again */
    post: operations["postApiKeys"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/api-keys/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an API key (the next request with it gets 401) */
    delete: operations["deleteApiKeysById"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the organization's clerks (administrators) */
    get: operations["getUsers"];
    put?: never;
    /** Create a clerk login (administrators) */
    post: operations["postUsers"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/users/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Rename a clerk, change the role, disable or enable the login (administrators; 409 last_admin when no active administrator would remain) */
    patch: operations["patchUsersById"];
    trace?: never;
  };
  "/v1/payroll-settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's payroll conventions (lib/payroll/README.md lists each with its default and source): values in force, defaults, and which the organization has set */
    get: operations["getPayrollSettings"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change payroll conventions (administrators, signed-in session); null puts a setting back to its default. Payslips already computed keep their figures: a draft follows the change when it is run again */
    patch: operations["patchPayrollSettings"];
    trace?: never;
  };
  "/v1/users/{id}/reset-password": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password for a clerk (administrators); the audit log records the reset, never the password */
    post: operations["postUsersByIdResetPassword"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/employers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the organization's employers
     * @description `organizationId` is required and must be the organization of the credentials (else 403 `organization_mismatch`).
     *     `search` matches case-insensitively first and last names, company name, fiscal code, VAT number, e-mail and PEC;
     *     the text is split on spaces and every word must occur, in any order ("rossi mario" finds Mario Rossi); `%`, `_`
     *     and `\\` are literal characters. `status`: `active` (not archived), `archived`; absent lists both. `type`
     *     (extension): `domestic` or `business`. `sortField`: `createdAt`, `updatedAt`, `name`, `type` (`name` sorts by
     *     `displayName`); default `createdAt` `desc`; ties broken by id. `counts` (extension) gives the number of active and archived
     *     employers matching `search` and `type`, whatever `status` is (the directory's filter tabs).
     */
    get: operations["getEmployers"];
    put?: never;
    /**
     * Create an employer
     * @description `organizationId` must be the organization of the credentials (else 403 `organization_mismatch`). Answers 201 with the employer. Writes an audit entry.
     *
     *     **Duplicates** (extension): when another employer of the organization already shows the same codice fiscale or partita IVA (its `displayTaxId` equals the new employer's fiscal code or VAT number), the request is refused with 409 `duplicate_tax_id` and `existingEmployerId` (the oldest such employer), unless the body has `allowDuplicate: true`.
     *
     *     **Rules** (422 `validation_failed`, one JSON pointer per bad field, e.g. `/personalInfo/fiscalCode`):
     *     - `type` decides the object: `domestic` requires `personalInfo` (`firstName`, `lastName`), `business`
     *       requires `businessDetails` (`name`); the other object is rejected. Unknown fields → `unknown_field`.
     *     - Fiscal code of a person: 16 characters with the right check character (omocodia allowed), or the
     *       temporary 11-digit code. Of a business: 11 digits with the check digit; a 16-character personal code
     *       only when `corporationType` is unset or one of `ditta_individuale`, `prof`, `other`.
     *     - VAT number (partita IVA): 11 digits with the check digit (an `IT` prefix and spaces are removed).
     *     - Provinces: two letters (`EE` abroad). Postal code: 5 digits. `email`, `pec`: e-mail addresses.
     *       `phone`: digits, spaces and `+ ( ) . / -`, 5–15 digits. `birthDate`: a real date, not in the future
     *       (Italian time), not before 1900.
     *     - Lengths: names 100, company name 200, address 200, localities and country 100, e-mail 254, phone 30.
     *     - `patronSaintDay` (extension): a real day written `MM-DD` (`02-29` allowed).
     *     - Normalised: strings trimmed; fiscal codes, VAT numbers and provinces upper-cased without spaces.
     *       An optional field sent as `""` or `null` is not set.
     */
    post: operations["postEmployers"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/employers/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One employer */
    get: operations["getEmployersById"];
    put?: never;
    post?: never;
    /**
     * Delete an employer and all its data
     * @description Refused with 409 `employer_has_active_contracts` (and `activeContracts`, the number) while a contract of the
     *     employer is active: no end date, or an end date today or later (Italian time) — a contract starting in the
     *     future counts. Otherwise removes, in one transaction, the employer, its contracts and their terms, work
     *     events and payslips, writes an audit entry (`employer.delete`, with what was removed) and answers 204.
     */
    delete: operations["deleteEmployersById"];
    options?: never;
    head?: never;
    /**
     * Update an employer (partial), archive or restore it
     * @description Only the members present change. `personalInfo` / `businessDetails` are merged **field by field**: a field
     *     present replaces the stored one, `null` or `""` clears an optional field, absent fields are kept. The
     *     business fiscal-code rule is judged on the merged object.
     *     - `archived: true` archives (sets `archivedAt` to now; archiving an archived employer keeps the first moment),
     *       `archived: false` restores (clears `archivedAt`).
     *     - `type` cannot change: a different value → 422 (`/type`, code `immutable`); the object of the other
     *       type → 422 (`not_allowed`). `organizationId`, when sent, must be the caller's (else 403).
     *     - A patch that changes nothing writes nothing (same `updatedAt`, no audit entry); otherwise one audit
     *       entry with before and after (`employer.update`, or `employer.archive` / `employer.restore`).
     *
     *     **Rules** (422 `validation_failed`, one JSON pointer per bad field, e.g. `/personalInfo/fiscalCode`):
     *     - `type` decides the object: `domestic` requires `personalInfo` (`firstName`, `lastName`), `business`
     *       requires `businessDetails` (`name`); the other object is rejected. Unknown fields → `unknown_field`.
     *     - Fiscal code of a person: 16 characters with the right check character (omocodia allowed), or the
     *       temporary 11-digit code. Of a business: 11 digits with the check digit; a 16-character personal code
     *       only when `corporationType` is unset or one of `ditta_individuale`, `prof`, `other`.
     *     - VAT number (partita IVA): 11 digits with the check digit (an `IT` prefix and spaces are removed).
     *     - Provinces: two letters (`EE` abroad). Postal code: 5 digits. `email`, `pec`: e-mail addresses.
     *       `phone`: digits, spaces and `+ ( ) . / -`, 5–15 digits. `birthDate`: a real date, not in the future
     *       (Italian time), not before 1900.
     *     - Lengths: names 100, company name 200, address 200, localities and country 100, e-mail 254, phone 30.
     *     - `patronSaintDay` (extension): a real day written `MM-DD` (`02-29` allowed).
     *     - Normalised: strings trimmed; fiscal codes, VAT numbers and provinces upper-cased without spaces.
     *       An optional field sent as `""` or `null` is not set.
     */
    patch: operations["patchEmployersById"];
    trace?: never;
  };
  "/v1/domestic-contracts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the organization's domestic contracts
     * @description Filters: `employerId` (an employer of another organization matches nothing), `status` (`active`: no end or an
     *     end today or later; `ended`: the end date is past), `search` (every word must occur, case-insensitively, in the
     *     worker's first name, last name or fiscal code; `%` and `_` are literal). `sortField`: `createdAt`, `updatedAt`, `startDate`, `workerName`
     *     (`workerName` = last name, then first name); default `createdAt` `desc`; ties broken by id. Each item carries
     *     its `currentTerms`. `counts` (extension): active and ended contracts matching `employerId` and `search`.
     */
    get: operations["getDomesticContracts"];
    put?: never;
    /**
     * Create a contract with its first terms
     * @description The first terms take effect on `startDate`. `terms.weeklySchedule` is an object with the hours of every weekday,
     *     `{"monday": "4.00", …, "sunday": "0.00"}` (all seven required). Answers 201 with the contract detail and
     *     `warnings`. Writes an audit entry (`contract.create`).
     *
     *     **Contract checks** (422): `employer_not_found` (unknown or another organization's employer: the same answer),
     *     `employer_archived`, `fixed_term_end_required` (a fixed-term contract needs `fixedTermEndDate`),
     *     `fixed_term_end_before_start`, `fixed_term_end_not_allowed` (a planned end without `fixedTerm`),
     *     `replaces_absent_worker_needs_fixed_term`, `worker_under_sixteen`, `start_date_out_of_range` (from 1960, at most
     *     one year ahead). Worker: fiscal code checked (`invalid_fiscal_code`: 16 characters with the check letter, or 11
     *     digits), IBAN checked (`invalid_iban`: mod 97; spaces removed, upper-cased), province two letters, postal code five digits. Optional strings sent as
     *     `""` or `null` are not set. Unknown fields → `unknown_field`. Money and hours are decimal strings (2 decimals).
     *
     *     **CCNL checks** (422 `validation_failed`; each error has a JSON pointer and one of these codes):
     *     - `level_not_allowed_for_job` — the level must fit the job type (rules.md §2.1):
     *
     *     | jobType | levels |
     *     |---|---|
     *     | `domestic_help` | A, B, D |
     *     | `carer_self_sufficient` | BS |
     *     | `carer_non_self_sufficient` | CS, DS |
     *     | `babysitter` | BS |
     *     | `night_assistance` | BS, CS, DS |
     *     | `night_presence` | A, AS, B, BS, C, CS, D, DS |
     *     | `rest_day_substitute` | CS, DS |
     *     | `cook` | C, D |
     *     | `other` | A, AS, B, BS, C, CS, D, DS |
     *
     *     - `daily_hours_over_limit` (pointer to the day), `weekly_hours_over_limit`, `no_scheduled_hours` — live-in
     *       ≤ 10 h/day and ≤ 54 h/week; non-live-in ≤ 8 h/day and ≤ 40 h/week; night assistance
     *       ≤ 12 h/night, night presence ≤ 11 h/night, both ≤ 54 h/week. Live-in at level B, BS or C with
     *       ≤ 30 h/week is the reduced live-in table B.
     *     - `below_ccnl_minimum` — the wage is below the CCNL minimum of the level, pay table and **year in force on the
     *       terms' effective date** (e.g. "Below the CCNL minimum for CS live-in in 2025: 1137.86 per month"). Pay table:
     *       night_assistance → D, night_presence → E, rest_day_substitute → G, live-in ≤30 h at B/BS/C → B, live-in → A,
     *       otherwise C (hourly). A monthly wage on an hourly table is compared with hourly minimum × weekly hours × 52/12,
     *       exactly; the figure quoted is that amount rounded up to the cent. The problem body then also carries
     *       `minimumWage` ({level, payTable, year, tableAmount, tableUnit, monthly, hourly, weeklyHours}). When the year
     *       has no rate tables the wage is accepted with the warning `minimum_not_checked`.
     *     - `pay_basis_not_allowed` — live-in, night assistance and night presence are paid monthly.
     *     - `live_in_board_required` — a live-in worker is owed breakfast/lunch, dinner and lodging (in kind, or as a
     *       cash indemnity with `inCash`); `board_in_cash_without_items`.
     *     - `babysitter_allowance_level` (BS only), `multiple_assisted_allowance_level` (CS/DS only),
     *       `function_allowance_level` (live-in D/DS only).
     */
    post: operations["postDomesticContracts"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/minimum-wage": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The CCNL minimum wage for a level, job type, live-in flag, weekly hours and date
     * @description The helper the contract wizard shows (the screens compute the same figures with the shared module
     *     `lib/payroll/ccnl.ts`). `date` defaults to today (Italian time). `monthly` and `hourly` are the lowest
     *     compliant wages for each pay basis (conversions with 52/12 weeks a month, rounded up to the cent). A year without
     *     rate tables → 422 `rates_missing_for_year`.
     */
    get: operations["getDomesticContractsMinimumWage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A contract with its current terms, terms history and opening balances */
    get: operations["getDomesticContractsById"];
    put?: never;
    post?: never;
    /**
     * Delete an unused contract
     * @description Only while no work event or payslip uses it: otherwise 409 `contract_in_use` (with `workEvents` and `payslips`, the counts). Terms and opening balances go with it. Audit entry `contract.delete`. 204.
     */
    delete: operations["deleteDomesticContractsById"];
    options?: never;
    head?: never;
    /**
     * Update the contract's fields that are not terms
     * @description Only the members present change; worker fields one by one (`null` clears an optional one). Terms (level, wage,
     *     schedule…) change with `POST …/terms`; the employer cannot change. `fixedTerm: false` also clears
     *     `fixedTermEndDate` and `replacesAbsentWorker` unless the body sets them. `startDate` moves the first terms with it;
     *     refused (422 on `/startDate`) when later terms, work events, payslips or opening balances would fall before it, or
     *     when the first terms break the CCNL in the new start's year. Audit entry `contract.update` with before and after.
     *     A change of `worker` fields is a change of the person (`/v1/workers`): the worker and the worker's other contracts
     *     take the same fields; a fiscal code another worker holds is refused (409 `worker_fiscal_code_taken`, with `workerId`).
     *
     *     **Contract checks** (422): `employer_not_found` (unknown or another organization's employer: the same answer),
     *     `employer_archived`, `fixed_term_end_required` (a fixed-term contract needs `fixedTermEndDate`),
     *     `fixed_term_end_before_start`, `fixed_term_end_not_allowed` (a planned end without `fixedTerm`),
     *     `replaces_absent_worker_needs_fixed_term`, `worker_under_sixteen`, `start_date_out_of_range` (from 1960, at most
     *     one year ahead). Worker: fiscal code checked (`invalid_fiscal_code`: 16 characters with the check letter, or 11
     *     digits), IBAN checked (`invalid_iban`: mod 97; spaces removed, upper-cased), province two letters, postal code five digits. Optional strings sent as
     *     `""` or `null` are not set. Unknown fields → `unknown_field`. Money and hours are decimal strings (2 decimals).
     */
    patch: operations["patchDomesticContractsById"];
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/terms": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Terms history
     * @description Every terms row with its `effectiveTo`; `sortField` `effectiveFrom` only, default ascending. Payroll for a date uses the row with the latest `effectiveFrom` on or before it.
     */
    get: operations["getDomesticContractsByIdTerms"];
    put?: never;
    /**
     * New terms from a date (wage, level, schedule… change)
     * @description `effectiveFrom` before the start → 422 `terms_before_start`; after a recorded end → 422 `terms_after_end`; on the date of
     *     existing terms → **409 `conflict`** with `existingTermsId` (correct those with `PUT …/terms/{termsId}`). The terms
     *     are checked against the CCNL of their own date. 201 with the terms and `warnings` (e.g. payslips already computed
     *     from that date). Audit entry `contract.terms_add`.
     *
     *     **CCNL checks** (422 `validation_failed`; each error has a JSON pointer and one of these codes):
     *     - `level_not_allowed_for_job` — the level must fit the job type (rules.md §2.1):
     *
     *     | jobType | levels |
     *     |---|---|
     *     | `domestic_help` | A, B, D |
     *     | `carer_self_sufficient` | BS |
     *     | `carer_non_self_sufficient` | CS, DS |
     *     | `babysitter` | BS |
     *     | `night_assistance` | BS, CS, DS |
     *     | `night_presence` | A, AS, B, BS, C, CS, D, DS |
     *     | `rest_day_substitute` | CS, DS |
     *     | `cook` | C, D |
     *     | `other` | A, AS, B, BS, C, CS, D, DS |
     *
     *     - `daily_hours_over_limit` (pointer to the day), `weekly_hours_over_limit`, `no_scheduled_hours` — live-in
     *       ≤ 10 h/day and ≤ 54 h/week; non-live-in ≤ 8 h/day and ≤ 40 h/week; night assistance
     *       ≤ 12 h/night, night presence ≤ 11 h/night, both ≤ 54 h/week. Live-in at level B, BS or C with
     *       ≤ 30 h/week is the reduced live-in table B.
     *     - `below_ccnl_minimum` — the wage is below the CCNL minimum of the level, pay table and **year in force on the
     *       terms' effective date** (e.g. "Below the CCNL minimum for CS live-in in 2025: 1137.86 per month"). Pay table:
     *       night_assistance → D, night_presence → E, rest_day_substitute → G, live-in ≤30 h at B/BS/C → B, live-in → A,
     *       otherwise C (hourly). A monthly wage on an hourly table is compared with hourly minimum × weekly hours × 52/12,
     *       exactly; the figure quoted is that amount rounded up to the cent. The problem body then also carries
     *       `minimumWage` ({level, payTable, year, tableAmount, tableUnit, monthly, hourly, weeklyHours}). When the year
     *       has no rate tables the wage is accepted with the warning `minimum_not_checked`.
     *     - `pay_basis_not_allowed` — live-in, night assistance and night presence are paid monthly.
     *     - `live_in_board_required` — a live-in worker is owed breakfast/lunch, dinner and lodging (in kind, or as a
     *       cash indemnity with `inCash`); `board_in_cash_without_items`.
     *     - `babysitter_allowance_level` (BS only), `multiple_assisted_allowance_level` (CS/DS only),
     *       `function_allowance_level` (live-in D/DS only).
     */
    post: operations["postDomesticContractsByIdTerms"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/terms/{termsId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Correct terms in place (same effective date)
     * @description Same body and CCNL checks as new terms, without `effectiveFrom`. Audit entry `contract.terms_update`.
     */
    put: operations["putDomesticContractsByIdTermsByTermsId"];
    post?: never;
    /**
     * Delete later terms entered by mistake
     * @description The first terms (from the start date) cannot be deleted: 409 `conflict`. Audit entry `contract.terms_delete`. 204.
     */
    delete: operations["deleteDomesticContractsByIdTermsByTermsId"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/end": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the end of employment
     * @description `endDate` is the last day of employment; `endReason` one of `dismissal`, `resignation`, `mutual_agreement`, `end_of_fixed_term`, `death_of_assisted_person`, `just_cause`. The end-of-employment
     *     payslip reads them. An end already recorded → 409 `contract_ended`. 422 when the date is before the start
     *     (`end_before_start`), when `end_of_fixed_term` is given for an open-ended contract (`not_fixed_term`), and when work
     *     events (`work_event_after_end`, the first 20 listed, also in `workEventsAfterEnd` with `workEventsAfterEndTotal`),
     *     payslips (`payslip_after_end`), terms (`terms_after_end`) or opening balances (`opening_balances_after_end`) lie after
     *     it: the clerk moves or deletes them first. A dismissal inside the maternity protection (from the presumed start of pregnancy,
     *     300 days before the expected birth, to the end of the compulsory leave, read from the recorded maternity days) → 422
     *     `dismissal_in_maternity_protection` on `/endReason`, unless the reason is `just_cause`; a resignation or mutual
     *     agreement inside it is accepted with the warning `resignation_in_maternity_protection` (validation by the labour
     *     inspectorate; docs/domain/rules-update-3.md A13). Optional `noticeGivenDate`, `noticeWorkedDays` (0–120) and an override of the
     *     missing days (`noticeOverrideDays` with `noticeOverrideReason`). 200 with the contract, `warnings`
     *     (`fixed_term_end_differs`, `resignation_in_maternity_protection`) and `proposedNotice`: the CCNL notice for this end (docs/domain/rules-update.md §4).
     *     Audit entry `contract.end`.
     */
    post: operations["postDomesticContractsByIdEnd"];
    /**
     * Cancel a recorded end
     * @description The contract is active again. 409 `conflict` when no end is recorded or a final end-of-employment payslip exists. Audit entry `contract.reopen`.
     */
    delete: operations["deleteDomesticContractsByIdEnd"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/opening-balances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the balances carried over from another payroll system
     * @description Upsert: 201 when created, 200 when replaced; fields left out are zero. `asOfDate` inside the employment (422
     *     `as_of_before_start` / `as_of_after_end`). Vacation days up to 4 decimals (this year may be negative after an advance,
     *     −26…26; previous year 0…60); money ≥ 0 with 2 decimals; `sickDaysUsedLast365` a whole number 0…366 as a string.
     *     A take-over in the middle of a year (docs/domain/rules-update-3.md A7) also gives the year-to-date figures of the months
     *     the previous system ran (`ytdGross`, `ytdWorkerInps`, `ytdWorkerCassacolf`, `ytdTaxable`, `ytdEmploymentDays`,
     *     year of `asOfDate`), the contributions it declared per quarter (`declaredQuarters`) and whether the days of the first
     *     contribution week that precede the take-over were declared by it (`earlierDaysDeclaredElsewhere`; null = not said, and
     *     validate-before-run warns `takeover_first_week_unconfirmed`). The annual statement of that year adds them (its months up
     *     to `asOfDate` are not missing) and the first payslip's year-to-date totals continue from them.
     *     The balances also appear in the contract detail. Audit entry `contract.opening_balances_set`.
     */
    put: operations["putDomesticContractsByIdOpeningBalances"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/work-events": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a contract's work events
     * @description `domesticContractId` is required (another organization's or a malformed id → 404). Filters: `from`/`to` (dates, inclusive), `type`, `subType`. `sortField`: `date` (default, ascending), `createdAt`, `hours`, `type`; ties broken by id.
     */
    get: operations["getWorkEvents"];
    put?: never;
    /**
     * Create a work event
     * @description Creates one work event on a contract of the caller's organization (another organization's contract
     *     answers 404 like an unknown one). `multiplier` is required, as the interface says. A day holds at
     *     most 24 h across all its events: an event that would take its date past 24 h → 422
     *     `day_hours_exceeded` (the detail names the date and the hours already there; `days` lists them) — the
     *     same on the batch, PATCH and auto-fill. The date must be
     *     a real date inside the employment (start ≤ date ≤ end when ended), else 422 with code
     *     `outside_employment` at `/date`. `customName` (≤ 120) and `notes` (≤ 1000) are trimmed, an empty
     *     value is stored as null, and both are returned. Unknown fields → 422 `unknown_field`.
     *
     *     **Households** (portal users with `presences` or `full` on the contract's employer) create, change and
     *     delete events — here, in batches, by PATCH/DELETE and by auto-fill — only in months still open or
     *     returned with no final payslip; otherwise 409 `month_closed` (with its `period`). Clerks and keys
     *     are never refused for the month's status (docs/months.md).
     *
     *     **Flags**: `addsToThirteen`, `addsToSeverance`, `isFromGlobalWage` and `affectsContributions` are optional;
     *     when omitted they take the subtype's default below (rules.md §13) and each may be overridden per
     *     event. The suggested multiplier is what the calendar proposes; the engine does not pay the unpaid
     *     subtypes whatever their multiplier (the interface's range starts at 0.01).
     *
     *     | subType | type | addsToThirteen | addsToSeverance | isFromGlobalWage | affectsContributions | suggested multiplier |
     *     |---|---|---|---|---|---|---|
     *     | `regular_work` | `work` | yes | yes | no | yes | 1 |
     *     | `holiday_work` | `work` | no | no | yes | yes | 1.6 |
     *     | `sunday_work` | `work` | no | no | yes | yes | 1.6 |
     *     | `night_work` | `work` | no | no | yes | yes | 1.2 |
     *     | `other_work` | `work` | no | no | no | yes | 1 |
     *     | `overtime` | `work` | no | no | yes | yes | 1.25 |
     *     | `daily_overtime` | `work` | no | no | yes | yes | 1.25 |
     *     | `night_overtime` | `work` | no | no | yes | yes | 1.5 |
     *     | `unpaid_absence` | `leave` | no | no | no | no | 1 |
     *     | `unpaid_absence_suspended` | `leave` | no | no | no | no | 1 |
     *     | `paid_permit` | `leave` | yes | yes | yes | yes | 1 |
     *     | `unpaid_permit` | `leave` | no | no | no | no | 1 |
     *     | `sick_full` | `sick_leave` | yes | yes | yes | yes | 1 |
     *     | `sick_half` | `sick_leave` | yes | yes | yes | yes | 0.5 |
     *     | `sick_none` | `sick_leave` | yes | yes | yes | no | 1 |
     *     | `sick_custom` | `sick_leave` | yes | yes | yes | yes | 1 |
     *     | `work_injury_full` | `work_injury` | yes | yes | yes | yes | 1 |
     *     | `work_injury_none` | `work_injury` | yes | yes | yes | no | 1 |
     *     | `regular_vacation` | `vacation` | yes | yes | yes | yes | 1 |
     *     | `regular_public_holiday` | `public_holiday` | yes | yes | yes | yes | 1 |
     *     | `maternity_leave` | `leave_of_absence` | yes | yes | no | no | 1 |
     *     | `paternity_leave` | `leave_of_absence` | no | yes | no | no | 1 |
     *     | `matrimonial_leave` | `leave_of_absence` | yes | yes | yes | yes | 1 |
     *     | `parental_leave` | `leave_of_absence` | no | no | no | no | 1 |
     *     | `birth_permit` | `leave` | yes | yes | yes | yes | 1 |
     */
    post: operations["postWorkEvents"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/work-events/batch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create many work events for one contract, all or nothing
     * @description The body is a JSON array of events (the creation fields without `domesticContractId`). All or
     *     nothing, in one transaction: one invalid item rejects the whole request (422) and every bad field is
     *     reported with a pointer to its item (`/3/hours`); the dates are checked against the employment
     *     once the shapes are right. At most 1000 items (more → 413 `batch_too_large`, with
     *     `maxItems`); an empty array → 422. Answers 201 `{ data: [events] }` in the order sent.
     *
     *     `replaceExisting=true` (extension) first deletes, in the same transaction, the events already on the
     *     dates of the batch and returns them as `replaced` — what the calendar uses to turn auto-filled
     *     work days into sick days or a vacation week, and to undo that change.
     */
    post: operations["postWorkEventsBatch"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/work-events/auto-fill": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Generate the events of a date range from the weekly schedule and the public holidays
     * @description For each day of the range (at most one year: endDate before startDate + 1 year; startDate ≤ endDate),
     *     from the contract terms in force **that day** (a schedule change mid-range is honoured):
     *
     *     - a day with hours in the weekly schedule → `work`/`regular_work` with those hours, multiplier 1, default flags;
     *     - an Italian public holiday (1 Jan, 6 Jan, Easter Monday computed from Easter, 25 Apr, 1 May, 2 Jun,
     *       15 Aug, 1 Nov, 8 Dec, 25 Dec, 26 Dec, 4 Oct from 2026, and the employer's patron saint
     *       `patronSaintDay`) → `public_holiday`/`regular_public_holiday` named after the holiday (`customName`), with:
     *       - the day's scheduled hours when the schedule has hours that day;
     *       - otherwise, for an **hourly** worker, weekly hours ÷ 6 (the CCNL pays every holiday of an hourly
     *         worker at 1/6 of the weekly hours, Sunday included, once — rules.md §3.3);
     *       - otherwise, for a **monthly** worker, weekly hours ÷ 6 on a Sunday (the extra 1/26 of the monthly
     *         pay: monthly/26 = weekly × 52/12/26 = weekly/6 hours); a Monday–Saturday holiday on a rest day
     *         adds nothing to the monthly pay and is skipped with `no_schedule`;
     *     - a rest day that is not a holiday gets nothing and is not listed.
     *
     *     A day that already has any event is left alone (`existing_event`); days outside the employment are
     *     listed as `outside_contract`. Concurrent calls never duplicate: each call takes a transaction-scoped
     *     advisory lock on the contract before reading its events. One audit entry summarises the call.
     *     The payroll engine computes holiday pay from the calendar; the hours of a holiday event are what
     *     the calendar and the contribution hours show.
     */
    post: operations["postWorkEventsAutoFill"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/work-events/summary": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A month of a contract: hours by type and subtype, scheduled hours, difference, holidays, days
     * @description What the calendar screen shows. `month` is `YYYY-MM`. Scheduled hours come from the terms in force on each day inside the employment; `difference` = recorded − scheduled. `holidays` lists the month's public holidays (national and the employer's patron saint); `days` has one entry per day of the month.
     */
    get: operations["getWorkEventsSummary"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/work-events/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One work event */
    get: operations["getWorkEventsById"];
    put?: never;
    post?: never;
    /**
     * Delete a work event (204)
     * @description Allowed after a payslip used the event: that payslip does not change; delete and re-run it to recalculate.
     */
    delete: operations["deleteWorkEventsById"];
    options?: never;
    head?: never;
    /**
     * Change some fields of a work event
     * @description Only the fields present change; `customName`/`notes` may be null to clear them. The merged event is checked like a new one (subType under type, date inside the employment of its contract; `domesticContractId` may move it to another contract of the organization). When `subType` changes, the flags not sent take the new subtype's defaults; the multiplier is kept unless sent. Allowed after a payslip used the event: that payslip does not change (decisions §5).
     */
    patch: operations["patchWorkEventsById"];
    trace?: never;
  };
  "/v1/domestic-payslips": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the payslips of a contract
     * @description sortField: startDate (default, desc), createdAt, totalNet, totalGross, period. Optional filters status and year. Open to portal users (a household with any right on the contract's employer, the contract's worker): they see final payslips only.
     */
    get: operations["getDomesticPayslips"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The full payslip with its breakdown, weeks, states, totalsShape and year-to-date
     * @description Carries `viewedAt` and `receiptConfirmedAt` (the worker's portal). Open to portal users (a household with any right on the contract's employer, the contract's worker): a draft is unknown to them (404).
     */
    get: operations["getDomesticPayslipsById"];
    put?: never;
    post?: never;
    /**
     * Delete a draft or final payslip
     * @description 204. When later payslips of the same contract exist, the response carries `X-Later-Payslips` (their ids) and a `Warning` header: their running totalsShape may be outdated; re-run them.
     */
    delete: operations["deleteDomesticPayslipsById"];
    options?: never;
    head?: never;
    /** Update note1 / note2 of a draft (a final payslip → 409 payslip_not_draft; any other field → 422) */
    patch: operations["patchDomesticPayslipsById"];
    trace?: never;
  };
  "/v1/domestic-payslips/{id}/finalize": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finalize a draft (irreversible); exactly one of concurrent calls wins, the others get 409 payslip_not_draft
     * @description When the organization requires an approver (payroll setting finalizeRequiresApprover), only a signed-in administrator or approver may finalize: a clerk or an API key → 403 approver_required.
     */
    post: operations["postDomesticPayslipsByIdFinalize"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/{id}/view": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The worker opened a final payslip of theirs in the portal: records viewedAt the first time
     * @description For the worker signed in to the portal only (anyone else → 403 forbidden). The first call records `viewedAt`; later calls change nothing and answer the same payslip. Another worker's payslip, or a draft, → 404 as an unknown id. The clerk's screens show it ("Vista il …").
     */
    post: operations["postDomesticPayslipsByIdView"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/{id}/receipt-confirmation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The worker confirms having received the pay of a final payslip of theirs
     * @description For the worker signed in to the portal only (anyone else → 403 forbidden). Records `receiptConfirmedAt` and `receiptConfirmedById` (and `viewedAt` when still empty), an audit entry and the webhook `payslip.receipt_confirmed`. Once only: a second confirmation → 409 `receipt_already_confirmed` with `receiptConfirmedAt` and `receiptConfirmedById`. Another worker's payslip, or a draft, → 404 as an unknown id. The payment itself is recorded elsewhere.
     */
    post: operations["postDomesticPayslipsByIdReceiptConfirmation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/validate-before-run": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a contract is ready for a period: errors block a run, warnings do not
     * @description Errors: contract_not_active_in_period, period_before_contract_start, period_after_contract_end, no_terms_in_force, no_weekly_schedule, wage_below_minimum, level_not_allowed_for_table, rates_missing_for_year, … Warnings: earlier_periods_without_payslip, earlier_periods_draft_only, event_outside_schedule, week_over_ccnl_limit (hours not recorded as overtime), regular_hours_over_ccnl_limit, overtime_within_ccnl_limit, takeover_first_week_unconfirmed, takeover_first_week_undeclared, missing_fiscal_code, rate_derived, … A TFR coefficient is required (tfr_coefficient_missing) only when there is a fund at the last 31 December to revalue.
     */
    post: operations["postDomesticPayslipsValidateBeforeRun"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/contribution-weeks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The Sunday–Saturday contribution weeks meeting a date range, with their contributory hours
     * @description A bare JSON array (not wrapped in data). A week belongs to the month of its Saturday: weeks whose Saturday falls after endDate have isFromNextPeriod = true. With employmentEnding, or when the contract's recorded end falls in the range, the last week ends on the termination day and is not deferred; no week follows the termination except the notice-period weeks, marked isNoticePeriod: true, that carry the hours of an employer-owed notice indemnity (docs/domain/rules-update.md §3). Pass the array as contributionWeeks to run-payroll (it may be edited).
     */
    post: operations["postDomesticPayslipsContributionWeeks"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/run-payroll": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Compute the payslip of a contract and period as a draft
     * @description 201 with the full payslip in draft. The kind is ordinary, thirteenth (isThirteenth) or severance liquidation (severanceLiquidationPayslip). A draft of the same contract, period and kind is recomputed in place (same id, notes kept unless given); a final one → 409 payslip_already_final. When validate-before-run reports errors → 422 payroll_blocked listing them. The weeks must be the period's (Sunday–Saturday, clipped at hiring/termination, Saturday rule, right isFromNextPeriod, hours 0–168, no duplicates; an empty array only for a thirteenth or TFR payslip), else 422 contribution_weeks_mismatch with a pointer to the bad week; unknown fields inside a week are ignored. A run for the month of the contract's recorded end is an end-of-employment payslip with the CCNL notice computed from the contract (unless missingNoticeType/Days are given); an employmentEndDate contradicting the recorded end → 422 employment_end_mismatch. A termination or advance whose TFR coefficient month is not published → 422 tfr_coefficient_missing (with months) when there is a fund at the last 31 December to revalue (a worker hired this year needs none; rules-update-3 A5), unless provisionalTfrCoefficient {percent, reason} is given; the payslip then records it (severanceBreakdown, warning tfr_coefficient_provisional). When deductions and worker contributions exceed the pay, the net is 0.00 and the rest is carried to the next payslip with pay (deduction lines TRATTENUTE_RINVIATE / TRATTENUTE_RECUPERATE, warning deductions_carried_forward). Concurrent runs of one contract are serialised: they produce exactly one payslip. Running totalsShape chain from the contract's previous payslip (or its opening balances).
     */
    post: operations["postDomesticPayslipsRunPayroll"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/month-status": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's contracts active in a month, with the status of their payslip (not_run, draft, final, outdated) */
    get: operations["getDomesticPayslipsMonthStatus"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/inps-statements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Quarterly INPS + CAS.SA.COLF statements: one employment or the organization's book
     * @description Give domesticContractId or organizationId (yours; another organization's → 404) and quarter (YYYY-Qn). Built from final payslips; a month not run or in draft makes the statement `incomplete` with the list in `missing`. Integer hours per line (organization setting payroll.quarterlyHoursRounding: up (default), half_up, down). A contract ended in the quarter gives the cessation payments (period worked, notice). Filters: status, search (worker, fiscal code, employer). totals cover every filtered statement.
     */
    get: operations["getInpsStatements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/inps-statements/csv": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The quarter across the book as CSV (one row per pagoPA notice, i.e. per line of a payment; UTF-8 with BOM) */
    get: operations["getInpsStatementsCsv"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/annual-statements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The worker's annual statement (dichiarazione sostitutiva della CU) and the employer's deductible contributions
     * @description year between 2023 and the current year (else 422, pointer /year); months without a final payslip are listed in `missing`.
     */
    get: operations["getAnnualStatements"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/inps-statements/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The letter to the family ("Promemoria versamento contributi") for one employment and quarter, as PDF */
    get: operations["getInpsStatementsPdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/annual-statements/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The annual statement as PDF */
    get: operations["getAnnualStatementsPdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/{id}/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The payslip as PDF. A final payslip's document is stored at finalize with its SHA-256 (ETag, X-Content-SHA256) and served unchanged; a draft is rendered on the fly, marked BOZZA
     * @description Without `version` the latest stored version of a final payslip's document; `version=n` serves that version's bytes unchanged (an administrator's reissue adds versions, the earlier ones kept). A version that does not exist, or any version of a draft, is 404. Open to portal users (households, the worker): a draft is unknown to them (404).
     */
    get: operations["getDomesticPayslipsByIdPdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/{id}/pdf/versions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored versions of a final payslip's document, oldest first (version 1 = as finalized) */
    get: operations["getDomesticPayslipsByIdPdfVersions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/{id}/pdf/reissue": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reissue a final payslip's document (administrators signed in to the application)
     * @description Renders the final payslip's document again from what is stored now and keeps it as the next version; the earlier versions stay stored and are served by `GET …/pdf?version=n`. One audit entry (payslip.document_reissue) names both versions and the reason. A clerk or an API key → 403 forbidden; a draft → 409 payslip_not_final.
     */
    post: operations["postDomesticPayslipsByIdPdfReissue"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-payslips/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A month's final payslips of the organization in one PDF (each with its own page numbering) */
    get: operations["getDomesticPayslipsPdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/rate-tables/tfr-coefficients": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * TFR revaluation coefficients (ISTAT): the installation's series and the organization's provisional figures
     * @description The monthly coefficients from January 2023 and the December (31 Dec) ones, each with its source (docs/domain/rules-update.md §2). A month's coefficient applies to payments from the 15th of the month to the 14th of the next. Optional `year` filter. The series is the installation's, shared by every organization and maintained by its operator (`npm run istat`), never through the API; entries with `provisional: true` are the calling organization's own provisional figures (see POST).
     */
    get: operations["getRateTablesTfrCoefficients"];
    put?: never;
    /**
     * Add the organization's provisional coefficient of a month (administrators signed in only)
     * @description The figure is **provisional and of the calling organization only**: it is used by that organization's payslips (marked provisional, warning `tfr_coefficient_provisional`) while the installation's series has no figure for the month, and by no other organization. Give the published `percent` (0–20, 6 decimals) or the `foi` index: the coefficient is computed as 1.5 × m/12 + max(0, 0.75 × (FOI_m / FOI_Dec(y−1) − 1) × 100) (FOI of 2026 × 1.214 against December 2025); with both, they must agree (422 `coefficient_foi_mismatch`). A month not over yet → 422 `month_not_over`; a month the installation's series has, or a second provisional figure of the month → 409 `tfr_coefficient_exists`. API keys and clerks → 403 `forbidden`. Audit entry `tfr_coefficient.create`.
     */
    post: operations["postRateTablesTfrCoefficients"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/payroll-runs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's runs (newest first), optionally of one period */
    get: operations["getPayrollRuns"];
    put?: never;
    /**
     * Run the month for many contracts on the job queue (202); each item validates, computes the weeks and runs the payroll as a draft
     * @description A second run of the same scope and period while one is running → 409 `payroll_run_already_running` with `runId`. No rate tables for the year → 422 `rates_missing_for_year`; no contract of the scope active in the period → 422 `payroll_run_empty_scope`; another organization's ids → 404.
     */
    post: operations["postPayrollRuns"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/payroll-runs/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A run with its counts per outcome and a page of its items (filter by outcome) */
    get: operations["getPayrollRunsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/payroll-runs/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a running run: items not started become cancelled, finished payslips stay, nothing is left partial */
    post: operations["postPayrollRunsByIdCancel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/payroll-runs/{id}/finalize": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finalize the run's drafts that have no blocking issue (outcome ok or warnings), reporting each item's finalizeOutcome
     * @description When the organization requires an approver (payroll setting finalizeRequiresApprover), only a signed-in administrator or approver may finalize: a clerk or an API key → 403 approver_required.
     */
    post: operations["postPayrollRunsByIdFinalize"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/webhook-endpoints": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The organization's endpoints (no secrets) */
    get: operations["getWebhookEndpoints"];
    put?: never;
    /**
     * Register an endpoint; the answer carries its signing secret, shown once
     * @description Every delivery is a POST with a JSON body `{ id, type, createdAt, organizationId, data: { object } }`
     *     (`id` is the event id: deliveries of one event share it, so receivers can ignore repeats) and the header
     *     `Paghe-Signature: t=<unix seconds>,v1=<hex>` where `v1 = HMAC-SHA256(secret, "<t>.<raw body>")`.
     *     To verify: split the header on "," and "=", recompute the HMAC over the raw body bytes, compare in constant
     *     time, and refuse a `t` more than 5 minutes away from your clock. Answer 2xx within 10 s; any other answer
     *     (or none) is retried with exponential backoff (1 s, 2 s, 4 s …, 8 retries), and every attempt is in the delivery log.
     */
    post: operations["postWebhookEndpoints"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/webhook-endpoints/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An endpoint with its last 50 deliveries (the delivery log) */
    get: operations["getWebhookEndpointsById"];
    put?: never;
    post?: never;
    /** Delete an endpoint and its delivery log */
    delete: operations["deleteWebhookEndpointsById"];
    options?: never;
    head?: never;
    /** Change url, description, events or enabled */
    patch: operations["patchWebhookEndpointsById"];
    trace?: never;
  };
  "/v1/webhook-endpoints/{id}/rotate-secret": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replace the signing secret (the new one is shown once; the old one stops at once) */
    post: operations["postWebhookEndpointsByIdRotateSecret"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/workers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the organization's workers
     * @description `search`: every word must occur in the first name, last name or fiscal code (any case, any order).
     *     `sortField`: `createdAt`, `updatedAt`, `name` (`name`: last name, then first name); default `name` `asc`; ties by id.
     *     `fiscalCode`: exactly that code (the worker a new contract for the person is linked to). Each worker comes with their contracts, hours and warnings.
     *
     *     **The person** (issue 31): one worker per person of the organization, referenced by every contract of theirs
     *     (`workerId` on the contract). A contract created with `workerId` takes that worker; a contract created with
     *     `worker` fields whose `fiscalCode` is already a worker's is linked to that worker (the stored worker is not
     *     changed by it); otherwise a new worker is created from the fields.
     *
     *     **Fiscal code** (422 `validation_failed`): 16 characters with the right check character (omocodia allowed) or the
     *     temporary 11-digit code. A 16-character code gives the sex and the birth date: a `birthDate` that differs is refused
     *     (`fiscal_code_birth_date_mismatch`), so is a `sex` that differs (`fiscal_code_sex_mismatch`); when absent they are
     *     filled from the code (the century the one that puts the birth before today). `birthPlaceCode` is read from the code.
     *     One worker per fiscal code in an organization: 409 `worker_fiscal_code_taken` with the other `workerId`.
     *
     *     **Hours and warnings**, computed when read for today (Italian time): `hours` sums the weekly schedules of the
     *     contracts in force today; `warnings` holds `worker_weekly_hours_over_limit` / `worker_daily_hours_over_limit`
     *     when the totals exceed the CCNL maxima (art. 14: 40 h/week and 8 h/day non-live-in, 54 and 10 live-in; across
     *     contracts of different kinds the highest of their maxima), `document_expires_within_60_days`,
     *     `document_expires_within_30_days`, `document_expires_today`, `document_expired` for the identity document
     *     and the residence permit (`params.document`), and `decreto_flussi_first_year` in the year after `flussiEntryDate`.
     */
    get: operations["getWorkers"];
    put?: never;
    /**
     * Create a worker
     * @description Answers 201 with the worker. Writes an audit entry.
     *
     *     **The person** (issue 31): one worker per person of the organization, referenced by every contract of theirs
     *     (`workerId` on the contract). A contract created with `workerId` takes that worker; a contract created with
     *     `worker` fields whose `fiscalCode` is already a worker's is linked to that worker (the stored worker is not
     *     changed by it); otherwise a new worker is created from the fields.
     *
     *     **Fiscal code** (422 `validation_failed`): 16 characters with the right check character (omocodia allowed) or the
     *     temporary 11-digit code. A 16-character code gives the sex and the birth date: a `birthDate` that differs is refused
     *     (`fiscal_code_birth_date_mismatch`), so is a `sex` that differs (`fiscal_code_sex_mismatch`); when absent they are
     *     filled from the code (the century the one that puts the birth before today). `birthPlaceCode` is read from the code.
     *     One worker per fiscal code in an organization: 409 `worker_fiscal_code_taken` with the other `workerId`.
     *
     *     **Hours and warnings**, computed when read for today (Italian time): `hours` sums the weekly schedules of the
     *     contracts in force today; `warnings` holds `worker_weekly_hours_over_limit` / `worker_daily_hours_over_limit`
     *     when the totals exceed the CCNL maxima (art. 14: 40 h/week and 8 h/day non-live-in, 54 and 10 live-in; across
     *     contracts of different kinds the highest of their maxima), `document_expires_within_60_days`,
     *     `document_expires_within_30_days`, `document_expires_today`, `document_expired` for the identity document
     *     and the residence permit (`params.document`), and `decreto_flussi_first_year` in the year after `flussiEntryDate`.
     */
    post: operations["postWorkers"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/workers/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One worker, with their contracts, hours across households and warnings */
    get: operations["getWorkersById"];
    put?: never;
    post?: never;
    /**
     * Delete a worker without contracts
     * @description Refused with 409 `worker_has_contracts` (and `contracts`, the number) while any contract, ended ones included, references the worker. Answers 204.
     */
    delete: operations["deleteWorkersById"];
    options?: never;
    head?: never;
    /**
     * Update a worker (partial)
     * @description Only the members present change; `null` clears an optional one. A change of the person's fields
     *     (names, fiscal code, birth, nationality, address, IBAN) is written to the `worker` of every contract of the worker in
     *     the same transaction. One audit entry (`worker.update`).
     *
     *     **The person** (issue 31): one worker per person of the organization, referenced by every contract of theirs
     *     (`workerId` on the contract). A contract created with `workerId` takes that worker; a contract created with
     *     `worker` fields whose `fiscalCode` is already a worker's is linked to that worker (the stored worker is not
     *     changed by it); otherwise a new worker is created from the fields.
     *
     *     **Fiscal code** (422 `validation_failed`): 16 characters with the right check character (omocodia allowed) or the
     *     temporary 11-digit code. A 16-character code gives the sex and the birth date: a `birthDate` that differs is refused
     *     (`fiscal_code_birth_date_mismatch`), so is a `sex` that differs (`fiscal_code_sex_mismatch`); when absent they are
     *     filled from the code (the century the one that puts the birth before today). `birthPlaceCode` is read from the code.
     *     One worker per fiscal code in an organization: 409 `worker_fiscal_code_taken` with the other `workerId`.
     *
     *     **Hours and warnings**, computed when read for today (Italian time): `hours` sums the weekly schedules of the
     *     contracts in force today; `warnings` holds `worker_weekly_hours_over_limit` / `worker_daily_hours_over_limit`
     *     when the totals exceed the CCNL maxima (art. 14: 40 h/week and 8 h/day non-live-in, 54 and 10 live-in; across
     *     contracts of different kinds the highest of their maxima), `document_expires_within_60_days`,
     *     `document_expires_within_30_days`, `document_expires_today`, `document_expired` for the identity document
     *     and the residence permit (`params.document`), and `decreto_flussi_first_year` in the year after `flussiEntryDate`.
     */
    patch: operations["patchWorkersById"];
    trace?: never;
  };
  "/v1/inps-communications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the organization's communications to INPS
     * @description Filters: `status`, `kind`, `contractId`, `employerId`, `dueBefore` (due on or before), `overdue`.
     *     `sortField`: `dueDate`, `eventDate`, `createdAt`; default `dueDate` `asc`; ties by id.
     *
     *     **Made by the contract's life**, in the transaction of the change (docs/domain/inps-communications.md):
     *     `hiring` when a contract is created, due by 24:00 of the day before the start — holidays included, so a start on
     *     Monday 2 November 2026 is due Sunday 1 November; `variation` when new or corrected terms change the weekly hours, the
     *     pay, the level or the cohabitation (event: the terms' effective date), due 5 days after; `extension` when the planned end
     *     of a fixed term moves later (event: the end it replaces) and `transformation` when a fixed term becomes open-ended
     *     (event: the day it is recorded), due 5 days after; `cessation` when the end is recorded, due 5 days after the end date;
     *     `annulment` when a contract whose hiring was filed is deleted, due 5 days after the start. The 5-day deadlines are not
     *     moved off Sundays or holidays. A contract created with its `inpsRelationshipCode` is known to INPS already: no hiring. Before the hiring is filed, corrections of the contract change its data set instead of
     *     making new communications.
     *
     *     **At most two variations of hours or pay per calendar quarter** (INPS): the third and later carry `variationNumber` > 2
     *     and the warning `variation_limit_exceeded` (also answered by the terms call that made it).
     *
     *     **Status**: `to_file` → `filed` (POST …/filed with the receipt) or `cancelled` (a reopened end cancels its cessation,
     *     a deleted contract or terms what was still to file, a clerk with POST …/cancel). `overdue`: still to file and due before
     *     today (Italy). Webhook `inps_communication.due` once per communication still to file when its due date is today or tomorrow.
     */
    get: operations["getInpsCommunications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/inps-communications/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One communication to INPS, with its data set
     * @description **Made by the contract's life**, in the transaction of the change (docs/domain/inps-communications.md):
     *     `hiring` when a contract is created, due by 24:00 of the day before the start — holidays included, so a start on
     *     Monday 2 November 2026 is due Sunday 1 November; `variation` when new or corrected terms change the weekly hours, the
     *     pay, the level or the cohabitation (event: the terms' effective date), due 5 days after; `extension` when the planned end
     *     of a fixed term moves later (event: the end it replaces) and `transformation` when a fixed term becomes open-ended
     *     (event: the day it is recorded), due 5 days after; `cessation` when the end is recorded, due 5 days after the end date;
     *     `annulment` when a contract whose hiring was filed is deleted, due 5 days after the start. The 5-day deadlines are not
     *     moved off Sundays or holidays. A contract created with its `inpsRelationshipCode` is known to INPS already: no hiring. Before the hiring is filed, corrections of the contract change its data set instead of
     *     making new communications.
     *
     *     **At most two variations of hours or pay per calendar quarter** (INPS): the third and later carry `variationNumber` > 2
     *     and the warning `variation_limit_exceeded` (also answered by the terms call that made it).
     *
     *     **Status**: `to_file` → `filed` (POST …/filed with the receipt) or `cancelled` (a reopened end cancels its cessation,
     *     a deleted contract or terms what was still to file, a clerk with POST …/cancel). `overdue`: still to file and due before
     *     today (Italy). Webhook `inps_communication.due` once per communication still to file when its due date is today or tomorrow.
     */
    get: operations["getInpsCommunicationsById"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/inps-communications/{id}/filed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the INPS receipt of a communication
     * @description `receiptNumber` and `filedOn` (not after today); a hiring also needs `relationshipCode` (422
     *     `relationship_code_required`), which is stored on the contract (`inpsRelationshipCode`). The same receipt again answers
     *     the communication unchanged; another receipt for a filed one, or a cancelled one → 409 `conflict`. Audit entry
     *     `inps_communication.file`.
     */
    post: operations["postInpsCommunicationsByIdFiled"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/inps-communications/{id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a communication still to file
     * @description With the clerk's `reason`. A cancelled one answers unchanged; a filed one → 409 `conflict`. Audit entry `inps_communication.cancel`.
     */
    post: operations["postInpsCommunicationsByIdCancel"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/letters": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contract's hiring and change letters (every version) and the terms whose letter is missing or outdated */
    get: operations["getDomesticContractsByIdLetters"];
    put?: never;
    /**
     * Generate a letter: the hiring letter (first terms, the default) or the change letter of a later terms set
     * @description Renders the letter in Italian from the contract, its terms, the worker and the employer (CCNL codice CNEL H501, level and duties, cohabitation, duration, schedule and its placement, pay elements and payment method, vacation, leaves, probation, notice, workplace) and stores it as the next version, the earlier versions kept and marked superseded (201). When nothing the letter prints changed since its current version, that version is answered (200) and nothing is stored. `details` holds what the contract does not (placement of the hours, workplace, duties, payment method and day, place, fixed-term reason); without it the contract's latest letter's details are used. A hiring letter for later terms, or a change letter for the first, is 422 letter_terms_mismatch.
     */
    post: operations["postDomesticContractsByIdLetters"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/letters/{letterId}/pdf": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One version of a letter as PDF (attachment), served byte for byte as stored; ETag and X-Content-SHA256 are its SHA-256 */
    get: operations["getDomesticContractsByIdLettersByLetterIdPdf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/letters/{letterId}/signed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the day the worker signed the letter
     * @description A clerk or an organization-wide key records a signature on paper (signatureMethod paper); a caller limited to the worker's own contract confirms it in the portal (portal). Recording again corrects the date; an audit entry keeps both. A date in the future is 422 (signed_on_in_future).
     */
    post: operations["postDomesticContractsByIdLettersByLetterIdSigned"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/deadlines": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's deadlines, by date
     * @description Every deadline between `from` (default today in Italy) and `to` (default 60 days later), sorted by date. The range is at most one year (400 `invalid_query`, pointer `/to`, code `range_too_long`).
     *     Each deadline has a stable `id`, its `kind` (`inps_communication`, `contribution_payment`, `probation_end`, `fixed_term_end`, `thirteenth`, `annual_statement`, `permit_expiry`), a `title` (code and params), a `summary` worded in the caller's language (the `locale` cookie or Accept-Language, else Italian), the employer, contract and worker it concerns, `overdue` and the app's `link`.
     *
     *     **Kinds** (`kind`, repeat it or separate with commas):
     *     - `inps_communication`: the mandatory communications to INPS (hiring by the day before the start; extension, transformation and cessation within 5 days);
     *     - `contribution_payment`: the quarterly INPS and CAS.SA.COLF payment of each employer with a contract still in force at the end of the quarter (10 April, 10 July, 10 October, 10 January, moved to the next working day off Saturdays, Sundays and national holidays), and the cessation payment of each ended contract (within 10 days of the end, moved the same way);
     *     - `probation_end`: the last day of probation (CCNL art. 12: 30 days of actual work for live-in workers and levels D/DS, 8 otherwise; shorter for short fixed terms), counted on the schedule, holidays excluded;
     *     - `fixed_term_end`: the planned end of a fixed-term contract;
     *     - `thirteenth`: the thirteenth month, one reminder for the organization on 15 December (paid at Christmas and in any case within December);
     *     - `annual_statement`: the statement of the year's pay to each worker, by 31 March of the next year;
     *     - `permit_expiry`: the expiry of a worker's identity document or residence permit (`params.warning` is the worker page's warning for it).
     */
    get: operations["getDeadlines"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/me/calendar-feed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the signed-in clerk has a calendar feed (never its address) */
    get: operations["getMeCalendarFeed"];
    put?: never;
    /**
     * Create or replace the signed-in clerk's calendar feed; its secret address is in this answer only
     * @description The address (`/calendar/<token>.ics`, no credentials needed: the token is the secret) serves the organization's deadlines from 30 days ago to a year ahead as an iCalendar file, in the clerk's language. Calling again replaces the address: the old one answers 404 at once. Only the token's SHA-256 is stored. Not replayed by Idempotency-Key (the answer holds the secret).
     */
    post: operations["postMeCalendarFeed"];
    /** Revoke the signed-in clerk's calendar feed: its address answers 404 from now on */
    delete: operations["deleteMeCalendarFeed"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/months/{period}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A contract's month: status, notes, who and when, history, each day against the schedule and the summary
     * @description A contract's month moves **open → submitted** (the household confirms it, with an optional note) →
     *     **accepted** (a clerk takes it into payroll) or **returned** (a clerk asks for a change, with a note;
     *     the household edits it again and submits it anew). A month never moved reads as `open`. Each
     *     transition is recorded with who and when (`history`), an audit entry and a webhook
     *     (`month.submitted`, `month.accepted`, `month.returned`). A household user with `presences` or
     *     `full` changes the work events of its contracts only while the month is open or returned and has no
     *     final payslip (409 `month_closed` otherwise); a clerk's edits are always allowed and do not change
     *     the month's status. The month is due on the 5th of the following month (`deadline`, `daysLeft`).
     *
     *     Each day lists its events, what "as scheduled" would record (`planned`: the weekly schedule and the public holidays, as auto-fill) and `difference` (as_scheduled, missing, added, changed). Open to household users with presences or full on the contract's employer.
     */
    get: operations["getDomesticContractsByIdMonthsByPeriod"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/months/{period}/submit": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit the month (household with presences or full, or a clerk)
     * @description open or returned → submitted. An already submitted month is 409 month_already_submitted; an accepted month or one with a final payslip is 409 month_closed. A month outside the contract's employment is 422 (period_outside_employment at /period).
     */
    post: operations["postDomesticContractsByIdMonthsByPeriodSubmit"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/months/{period}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept the submitted month into payroll (clerks and keys); optionally run its payslip
     * @description submitted → accepted; any other status is 409 month_not_submitted. With `runPayslip: true` the month's ordinary payslip is run as a draft in the same transaction (contribution weeks from the events, as a month-end run): a payslip that cannot run (422 payroll_blocked, 409 payslip_already_final, …) leaves the month submitted. Not open to portal users.
     */
    post: operations["postDomesticContractsByIdMonthsByPeriodAccept"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/domestic-contracts/{id}/months/{period}/return": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Return the submitted month to the household with a note (clerks and keys)
     * @description submitted → returned; any other status is 409 month_not_submitted. The household sees the month open again with the note.
     */
    post: operations["postDomesticContractsByIdMonthsByPeriodReturn"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/months": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The clerk's inbox: the period's months of the contracts in scope, by status, with counts
     * @description Every contract active in the period, with its month's status: `submitted`, `returned`, `open` (events recorded, not submitted), `not_started` (nothing recorded), `accepted`. Ordered submitted first, then returned, open, not started, accepted; by employer and worker within each. `counts` are per status for the other filters (employerId, search). `deadline` is the 5th of the following month and `daysLeft` the days from today (Italy) to it.
     *
     *     A contract's month moves **open → submitted** (the household confirms it, with an optional note) →
     *     **accepted** (a clerk takes it into payroll) or **returned** (a clerk asks for a change, with a note;
     *     the household edits it again and submits it anew). A month never moved reads as `open`. Each
     *     transition is recorded with who and when (`history`), an audit entry and a webhook
     *     (`month.submitted`, `month.accepted`, `month.returned`). A household user with `presences` or
     *     `full` changes the work events of its contracts only while the month is open or returned and has no
     *     final payslip (409 `month_closed` otherwise); a clerk's edits are always allowed and do not change
     *     the month's status. The month is due on the 5th of the following month (`deadline`, `daysLeft`).
     */
    get: operations["getMonths"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  "payroll_run.completed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A payroll run finished every item
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookPayrollRunCompleted"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payslip.finalized": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A payslip was finalized
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookPayslipFinalized"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payslip.deleted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A payslip was deleted
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookPayslipDeleted"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payslip.outdated": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A later payslip of the contract whose running totals a deletion outdated: run it again
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookPayslipOutdated"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "payslip.receipt_confirmed": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The worker confirmed in the portal having received the pay of a final payslip
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookPayslipReceiptConfirmed"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "inps_communication.due": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A communication to INPS still to file falls due today or tomorrow (once per communication)
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookInpsCommunicationDue"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "month.submitted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A household (or a clerk) submitted a contract's month for payroll
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookMonthSubmitted"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "month.accepted": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A clerk accepted a submitted month into payroll (payslipId: the draft run with it, if any)
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookMonthAccepted"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "month.returned": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A clerk returned a submitted month to the household, with a note of what to change
     * @description Sent to every enabled endpoint subscribed to the event (POST /v1/webhook-endpoints). Answer 2xx within 10 s; anything else is retried with exponential backoff (8 retries).
     */
    post: operations["webhookMonthReturned"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    DeclaredQuarter: {
      /** @example 2026-Q1 */
      quarter: string;
      /** @description Hours declared in the quarter */
      hours: string;
      /** @description INPS contributions paid for the quarter (employer + worker) */
      inpsAmount: string;
      /** @description Of which the worker's share */
      inpsWorkerAmount: string;
      /**
       * @description CAS.SA.COLF paid for the quarter (employer + worker)
       * @default 0
       */
      cassacolfAmount: string;
    };
    WorkEventCreate: {
      /** Format: uuid */
      domesticContractId: string;
      /**
       * Format: date
       * @description YYYY-MM-DD, inside the contract's employment
       */
      date: string;
      /**
       * @description Hours, 0 to 24, at most two decimals, as a string
       * @example 4.00
       */
      hours: string;
      /** @enum {string} */
      type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
      /** @enum {string} */
      subType:
        | "regular_work"
        | "holiday_work"
        | "sunday_work"
        | "night_work"
        | "other_work"
        | "overtime"
        | "daily_overtime"
        | "night_overtime"
        | "unpaid_absence"
        | "unpaid_absence_suspended"
        | "paid_permit"
        | "unpaid_permit"
        | "sick_full"
        | "sick_half"
        | "sick_none"
        | "sick_custom"
        | "work_injury_full"
        | "work_injury_none"
        | "regular_vacation"
        | "regular_public_holiday"
        | "maternity_leave"
        | "paternity_leave"
        | "matrimonial_leave"
        | "parental_leave"
        | "birth_permit";
      /**
       * @description Pay multiplier, 0.01 to 10 (1 = ordinary pay), at most four decimals, as a string
       * @example 1
       */
      multiplier: string;
      customName?: string;
      notes?: string;
      /** @description Contributes to the thirteenth month; default per subtype */
      addsToThirteen?: boolean;
      /** @description Contributes to severance (TFR); default per subtype */
      addsToSeverance?: boolean;
      /** @description Computed on the global hourly wage; default per subtype */
      isFromGlobalWage?: boolean;
      /** @description Hours count for INPS and CAS.SA.COLF; default per subtype */
      affectsContributions?: boolean;
      /**
       * @description sick_leave and work_injury only: where the worker spends the day (docs/domain/rules-update.md §1b). employer_home (default): a live-in worker keeps her board in kind; hospital: no board is owed, the unpaid part of the day is taken from the cash pay alone; elsewhere: on paid days the board is owed as a cash indemnity (board/30 a day)
       * @enum {string}
       */
      absenceLocation?: "employer_home" | "hospital" | "elsewhere";
    };
    WorkEventBatchItem: {
      /**
       * Format: date
       * @description YYYY-MM-DD, inside the contract's employment
       */
      date: string;
      /**
       * @description Hours, 0 to 24, at most two decimals, as a string
       * @example 4.00
       */
      hours: string;
      /** @enum {string} */
      type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
      /** @enum {string} */
      subType:
        | "regular_work"
        | "holiday_work"
        | "sunday_work"
        | "night_work"
        | "other_work"
        | "overtime"
        | "daily_overtime"
        | "night_overtime"
        | "unpaid_absence"
        | "unpaid_absence_suspended"
        | "paid_permit"
        | "unpaid_permit"
        | "sick_full"
        | "sick_half"
        | "sick_none"
        | "sick_custom"
        | "work_injury_full"
        | "work_injury_none"
        | "regular_vacation"
        | "regular_public_holiday"
        | "maternity_leave"
        | "paternity_leave"
        | "matrimonial_leave"
        | "parental_leave"
        | "birth_permit";
      /**
       * @description Pay multiplier, 0.01 to 10 (1 = ordinary pay), at most four decimals, as a string
       * @example 1
       */
      multiplier: string;
      customName?: string;
      notes?: string;
      /** @description Contributes to the thirteenth month; default per subtype */
      addsToThirteen?: boolean;
      /** @description Contributes to severance (TFR); default per subtype */
      addsToSeverance?: boolean;
      /** @description Computed on the global hourly wage; default per subtype */
      isFromGlobalWage?: boolean;
      /** @description Hours count for INPS and CAS.SA.COLF; default per subtype */
      affectsContributions?: boolean;
      /**
       * @description sick_leave and work_injury only: where the worker spends the day (docs/domain/rules-update.md §1b). employer_home (default): a live-in worker keeps her board in kind; hospital: no board is owed, the unpaid part of the day is taken from the cash pay alone; elsewhere: on paid days the board is owed as a cash indemnity (board/30 a day)
       * @enum {string}
       */
      absenceLocation?: "employer_home" | "hospital" | "elsewhere";
    };
    WorkEventAutoFill: {
      /** Format: uuid */
      domesticContractId: string;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
    };
    WorkEventPatch: {
      /** Format: uuid */
      domesticContractId?: string;
      /**
       * Format: date
       * @description YYYY-MM-DD, inside the contract's employment
       */
      date?: string;
      /**
       * @description Hours, 0 to 24, at most two decimals, as a string
       * @example 4.00
       */
      hours?: string;
      /** @enum {string} */
      type?: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
      /** @enum {string} */
      subType?:
        | "regular_work"
        | "holiday_work"
        | "sunday_work"
        | "night_work"
        | "other_work"
        | "overtime"
        | "daily_overtime"
        | "night_overtime"
        | "unpaid_absence"
        | "unpaid_absence_suspended"
        | "paid_permit"
        | "unpaid_permit"
        | "sick_full"
        | "sick_half"
        | "sick_none"
        | "sick_custom"
        | "work_injury_full"
        | "work_injury_none"
        | "regular_vacation"
        | "regular_public_holiday"
        | "maternity_leave"
        | "paternity_leave"
        | "matrimonial_leave"
        | "parental_leave"
        | "birth_permit";
      /**
       * @description Pay multiplier, 0.01 to 10 (1 = ordinary pay), at most four decimals, as a string
       * @example 1
       */
      multiplier?: string;
      customName?: string | null;
      notes?: string | null;
      /** @description Contributes to the thirteenth month; default per subtype */
      addsToThirteen?: boolean;
      /** @description Contributes to severance (TFR); default per subtype */
      addsToSeverance?: boolean;
      /** @description Computed on the global hourly wage; default per subtype */
      isFromGlobalWage?: boolean;
      /** @description Hours count for INPS and CAS.SA.COLF; default per subtype */
      affectsContributions?: boolean;
      absenceLocation?: ("employer_home" | "hospital" | "elsewhere") | null;
    };
    CreateContractLetter: {
      /**
       * @description hiring (default when termsId is absent or the first terms) or change
       * @enum {string}
       */
      kind?: "hiring" | "change";
      /**
       * Format: uuid
       * @description The terms set the letter describes: default the first terms (hiring) or the latest terms (change)
       */
      termsId?: string;
      details?: components["schemas"]["ContractLetterDetails"];
    };
    ContractLetterDetails: {
      /** @description Workplace address (default: the employer's address) */
      workplace?: string;
      /** @description Duties (mansioni) in words (default: those of the job type) */
      duties?: string;
      /** @description Placement of the hours per weekday (mon…sun), e.g. "08:00-12:00, 14:00-16:00" */
      schedule?: {
        monday?: string;
        tuesday?: string;
        wednesday?: string;
        thursday?: string;
        friday?: string;
        saturday?: string;
        sunday?: string;
      };
      /**
       * @description How the pay is paid (default: bank_transfer with an IBAN, else cash)
       * @enum {string}
       */
      paymentMethod?: "bank_transfer" | "cash" | "cheque";
      /** @description Day of the following month by which the pay is paid (default: the end of the month) */
      payDay?: number;
      /** @description Place written before the date (default: the employer's town) */
      place?: string;
      /** @description Why the contract has a fixed term */
      fixedTermReason?: string;
    };
    SignContractLetter: {
      /**
       * Format: date
       * @description The day the worker signed the letter on paper (not in the future)
       */
      signedOn: string;
    };
    WebhookPayrollRunCompleted: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "payroll_run.completed";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["PayrollRun"];
      };
    };
    PayrollRun: {
      id: string;
      organizationId: string;
      period: string;
      scope: components["schemas"]["PayrollRunScope"];
      autoFillEmptyMonths: boolean;
      /** @enum {string} */
      status: "running" | "completed" | "cancelled";
      /** @description contracts in the run */
      total: number;
      /** @description items no longer pending (for a progress bar) */
      processed: number;
      counts: components["schemas"]["PayrollRunCounts"];
      createdAt: string;
      completedAt: string | null;
      cancelledAt: string | null;
    };
    /** @description as sent: "all", {employerIds: [...]} or {contractIds: [...]} */
    PayrollRunScope:
      | "all"
      | {
          employerIds: string[];
        }
      | {
          contractIds: string[];
        };
    PayrollRunCounts: {
      pending: number;
      ok: number;
      warnings: number;
      blocked: number;
      failed: number;
      skipped: number;
      cancelled: number;
    };
    WebhookPayslipFinalized: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "payslip.finalized";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["WebhookPayslipReference"];
      };
    };
    WebhookPayslipReference: {
      id: string;
      domesticContractId: string;
      /** @description YYYY-MM */
      period: string;
      /** @enum {string} */
      kind: "ordinary" | "thirteenth" | "severance_liquidation";
      /** @enum {string} */
      status: "draft" | "final";
    };
    WebhookPayslipDeleted: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "payslip.deleted";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["WebhookPayslipReference"];
      };
    };
    WebhookPayslipOutdated: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "payslip.outdated";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["WebhookPayslipReference"];
        /** @enum {string} */
        reason: "earlier_payslip_deleted";
      };
    };
    WebhookPayslipReceiptConfirmed: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "payslip.receipt_confirmed";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["WebhookPayslipReference"];
        /** @description ISO 8601 UTC */
        receiptConfirmedAt: string;
        /** @description the worker's portal user */
        receiptConfirmedById: string;
      };
    };
    WebhookInpsCommunicationDue: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "inps_communication.due";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["InpsCommunication"];
      };
    };
    InpsCommunication: {
      id: string;
      organizationId: string;
      employerId: string;
      employerName: string;
      /** @description null once the contract was deleted */
      contractId: string | null;
      workerId: string | null;
      workerName: string;
      /** @enum {string} */
      kind: "hiring" | "variation" | "extension" | "transformation" | "cessation" | "annulment";
      /** @enum {string} */
      status: "to_file" | "filed" | "cancelled";
      /** Format: date */
      eventDate: string;
      /** Format: date */
      dueDate: string;
      /** @description still to file and the due date is before today (Italy) */
      overdue: boolean;
      /** @description variations of hours or pay: the calendar quarter they count in */
      quarter: string | null;
      /** @description the variation's number in its quarter (INPS accepts two) */
      variationNumber: number | null;
      warnings: {
        code: string;
        message: string;
        params?: {
          [key: string]: string;
        };
      }[];
      data: components["schemas"]["InpsCommunicationData"];
      receiptNumber: string | null;
      /** Format: date */
      filedOn: string | null;
      relationshipCode: string | null;
      cancelReason: ("contract_reopened" | "contract_deleted" | "terms_deleted" | "terms_unchanged" | "clerk") | null;
      cancelNote: string | null;
      createdAt: string;
      updatedAt: string;
    };
    InpsCommunicationData: {
      employer: {
        address: string | null;
        zipCode: string | null;
        locality: string | null;
        province: string | null;
        /** @enum {string} */
        type: "domestic" | "business";
        name: string;
        firstName: string | null;
        lastName: string | null;
        fiscalCode: string | null;
        vatNumber: string | null;
      };
      worker: {
        address: string | null;
        zipCode: string | null;
        locality: string | null;
        province: string | null;
        firstName: string;
        lastName: string;
        fiscalCode: string | null;
        sex: string | null;
        /** Format: date */
        birthDate: string | null;
        birthPlace: string | null;
        nationality: string | null;
      };
      relationship: {
        /** @description CNEL code of the CCNL lavoro domestico: H501 */
        ccnlCode: string;
        /** Format: date */
        startDate: string;
        fixedTerm: boolean;
        /** Format: date */
        fixedTermEndDate: string | null;
        replacesAbsentWorker: boolean;
        /** @description INPS relationship code (from the hiring's receipt); null before it */
        relationshipCode: string | null;
      };
      /** @description The terms in force at the event (for a variation: the new ones) */
      terms: {
        effectiveFrom: string;
        jobType: string;
        level: string;
        cohabiting: boolean;
        /** @enum {string} */
        payBasis: "hourly" | "monthly";
        wage: string;
        weeklyHours: string;
        weeklySchedule: {
          [key: string]: string;
        };
        board: {
          breakfastLunch: boolean;
          dinner: boolean;
          lodging: boolean;
          inCash: boolean;
        };
      } | null;
      /** @description What happened: the changes of a variation, the ends of an extension, the end and its reason, the hiring annulled */
      event: {
        changes?: ("weekly_hours" | "pay" | "level" | "cohabitation")[];
        previousTerms?: {
          weeklyHours: string;
          payBasis: string;
          wage: string;
          level: string;
          cohabiting: boolean;
        };
        /** Format: date */
        previousEndDate?: string | null;
        /** Format: date */
        newEndDate?: string | null;
        /** Format: date */
        endDate?: string;
        endReason?: string;
        /** Format: date */
        noticeGivenDate?: string | null;
        annulledHiring?: {
          id: string;
          receiptNumber: string | null;
          /** Format: date */
          filedOn: string | null;
        };
      };
    };
    WebhookMonthSubmitted: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "month.submitted";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["WebhookMonthReference"];
      };
    };
    WebhookMonthReference: {
      domesticContractId: string;
      employerId: string;
      /** @description YYYY-MM */
      period: string;
      /** @enum {string} */
      status: "open" | "submitted" | "accepted" | "returned";
      /** @description the household's note (submitted) or the clerk's (returned) */
      note: string | null;
      /** @description ISO 8601 UTC */
      changedAt: string;
    };
    WebhookMonthAccepted: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "month.accepted";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["WebhookMonthReference"];
        payslipId: string | null;
      };
    };
    WebhookMonthReturned: {
      /** @description The event's id: the same on every attempt (header Paghe-Event-Id); drop a repeat */
      id: string;
      /** @constant */
      type: "month.returned";
      /** @description ISO 8601 UTC */
      createdAt: string;
      organizationId: string;
      data: {
        object: components["schemas"]["WebhookMonthReference"];
      };
    };
    Me: {
      organizationId: string;
      organizationName: string;
      principal: {
        /** @enum {string} */
        type: "api_key" | "user";
        id: string;
        name: string;
        /** @description an API key's display prefix */
        prefix?: string;
        /**
         * @description a signed-in user's role
         * @enum {string}
         */
        role?: "admin" | "clerk" | "approver";
      };
      scopes: ("read" | "write" | "admin")[];
      /** @description The employers these credentials are restricted to (an API key created with `employerIds`); null: the whole organization */
      employerIds: string[] | null;
    };
    /** @description RFC 9457 problem details */
    Problem: {
      /** @description A link to the error's entry in the API reference: /docs#error-<code> */
      type: string;
      title: string;
      status: number;
      detail: string;
      instance: string;
      /**
       * @description Stable snake_case error code (see the error table in the description)
       * @enum {string}
       */
      code:
        | "bad_request"
        | "invalid_json"
        | "invalid_query"
        | "unauthorized"
        | "forbidden"
        | "read_only_key"
        | "organization_mismatch"
        | "cross_site_request"
        | "not_found"
        | "method_not_allowed"
        | "conflict"
        | "idempotency_key_in_use"
        | "idempotency_key_reused"
        | "employer_has_active_contracts"
        | "contract_in_use"
        | "contract_ended"
        | "payslip_already_final"
        | "payslip_not_draft"
        | "payslip_not_final"
        | "payload_too_large"
        | "headers_too_large"
        | "batch_too_large"
        | "unsupported_media_type"
        | "validation_failed"
        | "payroll_blocked"
        | "rates_missing_for_year"
        | "rate_limited"
        | "database_unavailable"
        | "internal_error"
        | "day_hours_exceeded"
        | "invalid_text"
        | "precondition_failed"
        | "precondition_required"
        | "tfr_coefficient_missing"
        | "tfr_coefficient_exists"
        | "contribution_weeks_mismatch"
        | "employment_end_mismatch"
        | "payroll_run_empty_scope"
        | "payroll_run_already_running"
        | "payroll_run_finished"
        | "payroll_run_not_finished"
        | "webhook_url_not_allowed"
        | "duplicate_tax_id"
        | "last_admin"
        | "admin_required"
        | "approver_required"
        | "worker_has_contracts"
        | "worker_fiscal_code_taken"
        | "letter_terms_mismatch"
        | "receipt_already_confirmed"
        | "month_closed"
        | "month_not_submitted"
        | "month_already_submitted";
      requestId: string;
      errors?: {
        /** @description JSON pointer to the bad field, e.g. /3/hours */
        path: string;
        /** @description English, for logs; a screen words the problem from code and params */
        message: string;
        /** @description Stable code: a zod issue code (too_small, too_big, invalid_type, invalid_format, invalid_value) or one of ours (invalid_decimal, below_minimum, above_maximum, invalid_date, day_hours_exceeded…) */
        code: string;
        /** @description The values the problem names, as strings: minimum, maximum, scale, expected, format… */
        params?: {
          [key: string]: string;
        };
      }[];
      /** @description precondition_failed: the resource's current ETag */
      etag?: string;
      /** @description rate_limited: calls allowed per window */
      limit?: number;
      /** @description rate_limited: the window, in seconds */
      windowSeconds?: number;
      /** @description rate_limited: seconds until the window resets (as Retry-After) */
      retryAfterSeconds?: number;
      /** @description batch_too_large: the most items a batch takes */
      maxItems?: number;
      /** @description employer_has_active_contracts: how many */
      activeContracts?: number;
      /** @description worker_has_contracts: how many */
      contracts?: number;
      /** @description contract_in_use: work events of the contract */
      workEvents?: number;
      /** @description contract_in_use: payslips of the contract */
      payslips?: number;
      /** @description duplicate_tax_id: the employer holding the tax id */
      existingEmployerId?: string;
      /** @description worker_fiscal_code_taken: the worker holding the fiscal code */
      workerId?: string;
      /** @description payslip_already_final: the final payslip of the period */
      payslipId?: string;
      /** @description payroll_run_already_running: the run still running */
      runId?: string;
      /** @description conflict: the terms already recorded with that start */
      existingTermsId?: string;
      /** @description tfr_coefficient_exists: the coefficient already recorded */
      id?: string;
      /** @description month_closed: the month (YYYY-MM) that can no longer be changed */
      period?: string;
      /** @description tfr_coefficient_missing: the months (YYYY-MM) without a coefficient */
      months?: string[];
      /** @description receipt_already_confirmed: when the receipt was confirmed (ISO 8601 UTC) */
      receiptConfirmedAt?: string;
      /** @description receipt_already_confirmed: the portal user who confirmed it */
      receiptConfirmedById?: string;
      /** @description day_hours_exceeded: the most hours one day holds (decimal string) */
      maxHoursPerDay?: string;
    } & {
      [key: string]: unknown;
    };
    ApiKey: {
      id: string;
      name: string;
      prefix: string;
      readOnly: boolean;
      /** @enum {string} */
      scope: "read" | "write" | "admin";
      /** @description the employers the key is restricted to; null: the whole organization */
      employerIds: string[] | null;
      createdAt: string;
      lastUsedAt: string | null;
      revokedAt: string | null;
    };
    User: {
      id: string;
      name: string;
      email: string;
      /** @enum {string} */
      role: "admin" | "clerk" | "approver";
      createdAt: string;
      disabledAt: string | null;
      lastSignInAt: string | null;
    };
    EmployerList: {
      data: components["schemas"]["Employer"][];
      pagination: components["schemas"]["Pagination"];
      /** @description active and archived employers matching search and type, whatever the status filter */
      counts: {
        active: number;
        archived: number;
      };
    };
    Employer: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      type: "domestic" | "business";
      /** @description Domestic: the fiscal code. Business: the VAT number, else the fiscal code. Null when none is set. */
      displayTaxId: string | null;
      /** @description Extension: 'Lastname Firstname' or the company name (the `name` sort key) */
      displayName: string;
      /** @description Present for domestic employers only */
      personalInfo?: components["schemas"]["EmployerPersonalInfo"];
      /** @description Present for business employers only */
      businessDetails?: components["schemas"]["EmployerBusinessDetails"];
      /**
       * @description Extension: local patron saint holiday, MM-DD (used by work-event auto-fill)
       * @example 06-29
       */
      patronSaintDay: string | null;
      /** Format: uuid */
      organizationId: string;
      archived: boolean;
      archivedAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    /** @description Optional fields that are not set are omitted. */
    EmployerPersonalInfo: {
      firstName: string;
      lastName: string;
      fiscalCode?: string;
      /**
       * Format: date
       * @example 1970-01-01
       */
      birthDate?: string;
      birthLocality?: string;
      /** @example RM */
      birthProvince?: string;
      birthCountry?: string;
      address?: string;
      locality?: string;
      province?: string;
      zipCode?: string;
      phone?: string;
      email?: string;
      pec?: string;
    };
    /** @description Optional fields that are not set are omitted. */
    EmployerBusinessDetails: {
      name: string;
      /** @enum {string} */
      corporationType?:
        | "ss"
        | "snc"
        | "sas"
        | "srl"
        | "srls"
        | "spa"
        | "sapa"
        | "srl_u"
        | "coop"
        | "consorzio"
        | "ditta_individuale"
        | "prof"
        | "associazione"
        | "fondazione"
        | "ente_pubblico"
        | "other";
      /** @enum {string} */
      businessServiceType?: "studio" | "caf" | "private" | "patronato" | "agenzia_lavoro" | "other";
      vatNumber?: string;
      fiscalCode?: string;
      address?: string;
      zipCode?: string;
      locality?: string;
      province?: string;
      pec?: string;
      phone?: string;
      email?: string;
    };
    Pagination: {
      page: number;
      limit: number;
      total: number;
      totalPages: number;
    };
    DomesticContractList: {
      data: components["schemas"]["DomesticContract"][];
      pagination: components["schemas"]["Pagination"];
      /** @description active and ended contracts matching employerId and search */
      counts: {
        active: number;
        ended: number;
      };
    };
    DomesticContract: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      organizationId: string;
      /** Format: uuid */
      employerId: string;
      employer: {
        /** Format: uuid */
        id: string;
        displayName: string;
        archived: boolean;
      };
      /** @description The worker (/v1/workers) this contract is of; `worker` is the contract's copy of their fields */
      workerId: string | null;
      worker: components["schemas"]["ContractWorker"];
      inpsRelationshipCode: string | null;
      /**
       * @description ended: the recorded end date is past (Italian time). A contract ending today or later is active.
       * @enum {string}
       */
      status: "active" | "ended";
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string | null;
      endReason: ("dismissal" | "resignation" | "mutual_agreement" | "end_of_fixed_term" | "death_of_assisted_person" | "just_cause") | null;
      /** @description Notice recorded with the end (docs/domain/rules-update.md §4); null while active */
      notice: {
        /** Format: date */
        givenDate: string | null;
        workedDays: number | null;
        overrideDays: number | null;
        overrideReason: string | null;
      } | null;
      fixedTerm: boolean;
      /** Format: date */
      fixedTermEndDate: string | null;
      replacesAbsentWorker: boolean;
      /** @description The INPS fixed-term surcharge (NASpI +1.40%) applies: fixedTerm and not replacesAbsentWorker */
      fixedTermSurchargeApplies: boolean;
      cuafDue: boolean;
      workerRenouncedIvsShare: boolean;
      /**
       * Format: date
       * @description Expected birth date recorded with a maternity leave (maternity protection); null when none
       */
      expectedBirthDate: string | null;
      notes: string | null;
      /** @description The terms in force today (before the start: the first terms; after the end: those in force on the end date) */
      currentTerms: components["schemas"]["ContractTerms"];
      createdAt: string;
      updatedAt: string;
    };
    ContractWorker: {
      firstName: string;
      lastName: string;
      fiscalCode: string | null;
      /** Format: date */
      birthDate: string | null;
      birthPlace: string | null;
      nationality: string | null;
      address: string | null;
      locality: string | null;
      province: string | null;
      zipCode: string | null;
      iban: string | null;
    };
    /** @description Hours per weekday, Monday..Sunday, decimal strings with 2 decimals */
    WeeklySchedule: {
      /** @example 4.00 */
      monday: string;
      /** @example 4.00 */
      tuesday: string;
      /** @example 4.00 */
      wednesday: string;
      /** @example 4.00 */
      thursday: string;
      /** @example 4.00 */
      friday: string;
      /** @example 0.00 */
      saturday: string;
      /** @example 0.00 */
      sunday: string;
    };
    ContractTerms: {
      /** Format: uuid */
      id: string;
      /** @example 2025-01-06 */
      effectiveFrom: string;
      /** @description Last day these terms apply (the day before the next terms); null when open-ended */
      effectiveTo: string | null;
      /** @enum {string} */
      level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
      /** @enum {string} */
      jobType:
        | "domestic_help"
        | "carer_self_sufficient"
        | "carer_non_self_sufficient"
        | "babysitter"
        | "night_assistance"
        | "night_presence"
        | "rest_day_substitute"
        | "cook"
        | "other";
      cohabiting: boolean;
      /** @enum {string} */
      payBasis: "hourly" | "monthly";
      /**
       * @description Per hour (hourly) or per month (monthly)
       * @example 9.00
       */
      wage: string;
      weeklySchedule: components["schemas"]["WeeklySchedule"];
      /**
       * @description Sum of the weekly schedule
       * @example 20.00
       */
      weeklyHours: string;
      /**
       * @description CCNL pay table: A live-in, B live-in ≤30 h (levels B/BS/C), C non-live-in (hourly), D night assistance, E night presence, G rest-day substitute
       * @enum {string}
       */
      payTable: "A" | "B" | "C" | "D" | "E" | "G";
      board: {
        breakfastLunch: boolean;
        dinner: boolean;
        lodging: boolean;
        inCash: boolean;
      };
      allowances: {
        babysitterChildUnderSix: boolean;
        multipleAssisted: boolean;
        functionAllowance: boolean;
        /** @description last valid day of the worker's UNI 11766 certification (allowance for B, BS, CS); null = none */
        uniCertifiedUntil: string | null;
      };
      seniorityIncrements: string | null;
      /** @description The part of the wage above the CCNL minimum of effectiveFrom; null: the wage is a fixed figure */
      superminimo: string | null;
      /** @description Later increases of the CCNL minimum are absorbed by the superminimo */
      superminimoAbsorbable: boolean;
      createdAt: string;
    };
    ContractOpeningBalances: {
      /** Format: date */
      asOfDate: string;
      /** @example 10.8333 */
      vacationDaysLeftThisYear: string;
      /** @example 0.0000 */
      vacationDaysLeftPreviousYear: string;
      /** @example 312.50 */
      thirteenthAccruedThisYear: string;
      /** @example 4321.09 */
      tfrFundAtLastYearEnd: string;
      /** @example 290.12 */
      tfrAccruedThisYear: string;
      /** @example 4 */
      sickDaysUsedLast365: string;
      /** @example 4520.00 */
      ytdGross: string;
      /** @example 120.90 */
      ytdWorkerInps: string;
      /** @example 7.80 */
      ytdWorkerCassacolf: string;
      ytdTaxable: string | null;
      ytdEmploymentDays: string | null;
      declaredQuarters: {
        quarter: string;
        hours: string;
        inpsAmount: string;
        inpsWorkerAmount: string;
        cassacolfAmount: string;
      }[];
      earlierDaysDeclaredElsewhere: boolean | null;
      createdAt: string;
      updatedAt: string;
    };
    /** @description Non-blocking remark: minimum_not_checked, payslips_computed_with_previous_terms, payslips_computed_with_previous_balances, fixed_term_end_differs, resignation_in_maternity_protection */
    ContractWarning: {
      code: string;
      message: string;
      path?: string;
    };
    MinimumWage: {
      /** Format: date */
      date: string;
      year: number;
      /** @enum {string} */
      level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
      /** @enum {string} */
      jobType:
        | "domestic_help"
        | "carer_self_sufficient"
        | "carer_non_self_sufficient"
        | "babysitter"
        | "night_assistance"
        | "night_presence"
        | "rest_day_substitute"
        | "cook"
        | "other";
      cohabiting: boolean;
      /** @example 54.00 */
      weeklyHours: string;
      /** @description whether the level fits the job type */
      levelAllowed: boolean;
      allowedLevels: ("A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS")[];
      /** @enum {string} */
      payTable: "A" | "B" | "C" | "D" | "E" | "G";
      /** @example live-in */
      payTableLabel: string;
      /** @description The CCNL table figure; null when the table has no such level */
      tableMinimum: {
        /** @example 1137.86 */
        amount: string;
        /** @enum {string} */
        unit: "month" | "hour";
      } | null;
      /**
       * @description Lowest compliant monthly wage (hourly tables: hourly × weekly hours × 52/12, rounded up to the cent)
       * @example 1137.86
       */
      monthly: string | null;
      /**
       * @description Lowest compliant hourly wage
       * @example 4.87
       */
      hourly: string | null;
      /** @description The table figure was computed from published neighbours (rules.md §2.3) */
      derived: boolean;
      source: string | null;
    };
    DomesticContractDetail: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      organizationId: string;
      /** Format: uuid */
      employerId: string;
      employer: {
        /** Format: uuid */
        id: string;
        displayName: string;
        archived: boolean;
      };
      /** @description The worker (/v1/workers) this contract is of; `worker` is the contract's copy of their fields */
      workerId: string | null;
      worker: components["schemas"]["ContractWorker"];
      inpsRelationshipCode: string | null;
      /**
       * @description ended: the recorded end date is past (Italian time). A contract ending today or later is active.
       * @enum {string}
       */
      status: "active" | "ended";
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string | null;
      endReason: ("dismissal" | "resignation" | "mutual_agreement" | "end_of_fixed_term" | "death_of_assisted_person" | "just_cause") | null;
      /** @description Notice recorded with the end (docs/domain/rules-update.md §4); null while active */
      notice: {
        /** Format: date */
        givenDate: string | null;
        workedDays: number | null;
        overrideDays: number | null;
        overrideReason: string | null;
      } | null;
      fixedTerm: boolean;
      /** Format: date */
      fixedTermEndDate: string | null;
      replacesAbsentWorker: boolean;
      /** @description The INPS fixed-term surcharge (NASpI +1.40%) applies: fixedTerm and not replacesAbsentWorker */
      fixedTermSurchargeApplies: boolean;
      cuafDue: boolean;
      workerRenouncedIvsShare: boolean;
      /**
       * Format: date
       * @description Expected birth date recorded with a maternity leave (maternity protection); null when none
       */
      expectedBirthDate: string | null;
      notes: string | null;
      /** @description The terms in force today (before the start: the first terms; after the end: those in force on the end date) */
      currentTerms: components["schemas"]["ContractTerms"];
      createdAt: string;
      updatedAt: string;
      /** @description Terms history, oldest first */
      terms: components["schemas"]["ContractTerms"][];
      openingBalances: components["schemas"]["ContractOpeningBalances"] | null;
    };
    NoticeProposal: {
      /** @description CCNL notice in calendar days (0: none due) */
      ccnlDays: number;
      workedDays: number;
      missingDays: number;
      /** @description who owes the indemnity for the missing days */
      owedBy: ("EMPLOYER" | "EMPLOYEE") | null;
      inProbation: boolean;
      /** @description probation length in days of actual work */
      probationDays: number;
      /** @description Italian sentences explaining the figure */
      explanation: string[];
      overrideDays: number | null;
      overrideReason: string | null;
      /** @description missing days the final payslip uses (the override, or the computed figure) */
      effectiveMissingDays: number;
    };
    WorkEventPage: {
      data: components["schemas"]["WorkEvent"][];
      pagination: {
        page: number;
        limit: number;
        total: number;
        totalPages: number;
        /** @description Sorted by date, on a full page: pass as `cursor` for the next page (keyset); absent on the last page */
        nextCursor?: string;
      };
    };
    WorkEvent: {
      id: string;
      domesticContractId: string;
      /**
       * Format: date
       * @example 2025-04-01
       */
      date: string;
      /** @example 4.00 */
      hours: string;
      /** @enum {string} */
      type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
      /** @enum {string} */
      subType:
        | "regular_work"
        | "holiday_work"
        | "sunday_work"
        | "night_work"
        | "other_work"
        | "overtime"
        | "daily_overtime"
        | "night_overtime"
        | "unpaid_absence"
        | "unpaid_absence_suspended"
        | "paid_permit"
        | "unpaid_permit"
        | "sick_full"
        | "sick_half"
        | "sick_none"
        | "sick_custom"
        | "work_injury_full"
        | "work_injury_none"
        | "regular_vacation"
        | "regular_public_holiday"
        | "maternity_leave"
        | "paternity_leave"
        | "matrimonial_leave"
        | "parental_leave"
        | "birth_permit";
      /**
       * @description At least two decimals (1.00, 1.25, 1.125)
       * @example 1.00
       */
      multiplier: string;
      customName: string | null;
      notes: string | null;
      addsToThirteen: boolean;
      addsToSeverance: boolean;
      isFromGlobalWage: boolean;
      affectsContributions: boolean;
      /** @description sick_leave and work_injury: where the worker spends the day; null on other events */
      absenceLocation: ("employer_home" | "hospital" | "elsewhere") | null;
      createdAt: string;
      updatedAt: string;
    };
    WorkEventBatchResult: {
      data: components["schemas"]["WorkEvent"][];
      /** @description with replaceExisting=true: the events that were on the batch's dates and were deleted */
      replaced?: components["schemas"]["WorkEvent"][];
    };
    WorkEventAutoFillResult: {
      created: components["schemas"]["WorkEvent"][];
      skipped: {
        /** Format: date */
        date: string;
        /**
         * @description existing_event: the day already has an event (any type); outside_contract: before the start or after the end of employment; no_schedule: the day would get 0 hours (e.g. a Monday–Saturday holiday on a rest day of a monthly-paid worker, already covered by the monthly pay)
         * @enum {string}
         */
        reason: "existing_event" | "outside_contract" | "no_schedule";
      }[];
    };
    WorkEventMonthSummary: {
      domesticContractId: string;
      /** @example 2025-04 */
      month: string;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
      employment: {
        /** Format: date */
        startDate: string;
        /** Format: date */
        endDate: string | null;
      };
      /** @description Hours of the weekly schedule in force on each day of the month inside the employment (terms history honoured) */
      scheduledHours: string;
      /** @description Hours of every event of the month */
      recordedHours: string;
      /** @description Hours of the `work` events */
      workedHours: string;
      /** @description recordedHours − scheduledHours; negative when fewer hours are recorded than scheduled */
      difference: string;
      eventCount: number;
      /** @description Only the types present, in the interface's order */
      byType: {
        /** @enum {string} */
        type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
        events: number;
        /** @description distinct dates */
        days: number;
        hours: string;
      }[];
      bySubType: {
        /** @enum {string} */
        type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
        /** @enum {string} */
        subType:
          | "regular_work"
          | "holiday_work"
          | "sunday_work"
          | "night_work"
          | "other_work"
          | "overtime"
          | "daily_overtime"
          | "night_overtime"
          | "unpaid_absence"
          | "unpaid_absence_suspended"
          | "paid_permit"
          | "unpaid_permit"
          | "sick_full"
          | "sick_half"
          | "sick_none"
          | "sick_custom"
          | "work_injury_full"
          | "work_injury_none"
          | "regular_vacation"
          | "regular_public_holiday"
          | "maternity_leave"
          | "paternity_leave"
          | "matrimonial_leave"
          | "parental_leave"
          | "birth_permit";
        events: number;
        /** @description distinct dates */
        days: number;
        hours: string;
      }[];
      holidays: {
        /** Format: date */
        date: string;
        name: string;
        /** @enum {string} */
        kind: "national" | "patron";
      }[];
      days: {
        /** Format: date */
        date: string;
        withinEmployment: boolean;
        /** @description 0.00 outside the employment */
        scheduledHours: string;
        holiday: string | null;
        eventCount: number;
        hours: string;
      }[];
    };
    PayslipListItem: {
      id: string;
      domesticContractId: string;
      organizationId: string;
      /** @enum {string} */
      status: "draft" | "final";
      period: string;
      /** @enum {string} */
      kind: "ordinary" | "thirteenth" | "severance_liquidation";
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
      isThirteenth: boolean;
      isSeveranceLiquidation: boolean;
      isEmploymentEnded: boolean;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalGross: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalDeductions: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalEmployeeTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalEmployerTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalNet: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalCost: string;
      finalizedAt: string | null;
      /** @description when the worker first opened the final payslip in their portal (ISO 8601 UTC); null: not yet */
      viewedAt: string | null;
      /** @description when the worker confirmed in their portal having received the pay (ISO 8601 UTC); null: not confirmed */
      receiptConfirmedAt: string | null;
      /** @description the worker's portal user who confirmed receipt */
      receiptConfirmedById: string | null;
      createdAt: string;
      updatedAt: string;
    };
    Payslip: {
      id: string;
      domesticContractId: string;
      organizationId: string;
      /** @enum {string} */
      status: "draft" | "final";
      period: string;
      /** @enum {string} */
      kind: "ordinary" | "thirteenth" | "severance_liquidation";
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string;
      isThirteenth: boolean;
      isSeveranceLiquidation: boolean;
      isEmploymentEnded: boolean;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalGross: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalDeductions: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalEmployeeTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalEmployerTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalNet: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalCost: string;
      finalizedAt: string | null;
      /** @description when the worker first opened the final payslip in their portal (ISO 8601 UTC); null: not yet */
      viewedAt: string | null;
      /** @description when the worker confirmed in their portal having received the pay (ISO 8601 UTC); null: not confirmed */
      receiptConfirmedAt: string | null;
      /** @description the worker's portal user who confirmed receipt */
      receiptConfirmedById: string | null;
      createdAt: string;
      updatedAt: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalAfterDeductionsGross: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalEmployeeInpsTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalEmployeeCassacolfTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalTaxableGross: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalGross: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalDeductions: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalAfterDeductionsGross: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalEmployeeTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalEmployeeInpsTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalEmployeeCassacolfTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalTaxableGross: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalEmployerTaxes: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalCost: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      ytdTotalNet: string;
      earningElements: components["schemas"]["PayslipElement"][];
      deductionElements: components["schemas"]["PayslipElement"][];
      imputedElements: components["schemas"]["PayslipElement"][];
      employeeTaxesElements: components["schemas"]["PayslipElement"][];
      employerTaxesElements: components["schemas"]["PayslipElement"][];
      inpsContributions: components["schemas"]["InpsContribution"][];
      cassacolfContributions: components["schemas"]["CassacolfContribution"][];
      contributionWeeks: {
        hours: string;
        /** Format: date */
        weekStart: string;
        /** Format: date */
        weekEnd: string;
        isFromNextPeriod: boolean;
        /** @description A week of the notice period after the termination (as returned by contribution-weeks) */
        isNoticePeriod?: boolean;
      }[];
      vacationState: components["schemas"]["VacationState"];
      severanceState: components["schemas"]["SeveranceState"];
      thirteenthState: components["schemas"]["ThirteenthState"];
      sickState: components["schemas"]["SickState"];
      injuryState: components["schemas"]["InjuryState"];
      warnings: {
        code: string;
        message: string;
        /** @description Figures of the message keyed by name (dates YYYY-MM-DD, decimal strings): screens render the code and params in their own language */
        params?: {
          [key: string]: string;
        };
      }[];
      note1: string | null;
      note2: string | null;
      rateTableVersion: string;
      /** @description TFR paid with this payslip, broken down; null when none */
      severanceBreakdown: components["schemas"]["SeveranceBreakdown"] | null;
      /** @description reason of the end of employment (final settlement), else null */
      endReason: string | null;
      /** @description true when the period's events, the contract's terms or the previous payslip changed after the run */
      isOutdated: boolean;
      outdatedReasons: ("events_changed" | "contract_terms_changed" | "previous_payslip_changed" | "payroll_settings_changed")[];
    };
    PayslipElement: {
      id: string;
      /** @enum {string} */
      type: "earning" | "deduction" | "imputed" | "employee_tax" | "employer_tax";
      code: string;
      /** @description Italian label */
      name: string;
      /**
       * @description amount, 2 decimals
       * @example 123.45
       */
      value: string;
      /** @enum {string} */
      periodType: "period" | "week" | "hour" | "day" | "month" | "year";
      /**
       * @description count of periodType units
       * @example 123.45
       */
      periodDuration: string;
      /**
       * @description amount per unit
       * @example 123.45
       */
      rate: string;
      includedInBaseWage: boolean;
      /**
       * @description year-to-date total of this code
       * @example 123.45
       */
      ytd: string;
    };
    /** @description One Sunday–Saturday contribution week (decisions §9) */
    InpsContribution: {
      id: string;
      /** @enum {string} */
      type: "bracket_1" | "bracket_2" | "bracket_3" | "over_24_hours";
      weekStart: string;
      weekEnd: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      hours: string;
      /**
       * @description decimal fraction of the conventional wage
       * @example 123.45
       */
      rate: string;
      /**
       * @description decimal fraction
       * @example 123.45
       */
      employerRate: string;
      /**
       * @description decimal fraction
       * @example 123.45
       */
      employeeRate: string;
      /**
       * @description hours × published hourly contribution; 0.00 when isFromNextPeriod
       * @example 123.45
       */
      amount: string;
      /**
       * @description effective hourly wage for INPS (wage + board share) × 13/12
       * @example 123.45
       */
      effectiveWageRate: string;
      isFromNextPeriod: boolean;
      /**
       * @description decimal string
       * @example 123.45
       */
      conventionalWage: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      hourlyTotal: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      hourlyEmployee: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      hourlyEmployer: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employeeAmount: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employerAmount: string;
      /** @enum {string} */
      origin: "week" | "notice";
      /** @description hours of the notice indemnity credited to the notice period after the termination (second PagoPA notice) */
      isNoticePeriod: boolean;
      tableYear: number;
      /**
       * @description what decided the class: the agreed weekly hours of the terms in force on the week's Saturday (contract, default) or the week's own hours (week); organization setting inpsFlatRateBasis
       * @enum {string}
       */
      classBasis: "contract" | "week";
      /**
       * @description the hours that decided the class (> 24 → over_24_hours)
       * @example 123.45
       */
      classHours: string;
    };
    CassacolfContribution: {
      id: string;
      type: string;
      weekStart: string;
      weekEnd: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      hours: string;
      /**
       * @description EUR per hour (0.06)
       * @example 123.45
       */
      rate: string;
      /**
       * @description EUR per hour (0.02)
       * @example 123.45
       */
      employeeRate: string;
      /**
       * @description EUR per hour (0.04)
       * @example 123.45
       */
      employerRate: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      amount: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employeeAmount: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employerAmount: string;
      isFromNextPeriod: boolean;
    };
    VacationState: {
      /**
       * @description decimal string
       * @example 123.45
       */
      accrued: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      used: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      previousYearLeft: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      accruedThisYear: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      usedThisYear: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalLeft: string;
      /** @description days left by year of origin, oldest first (used oldest first); absent on payslips computed before it existed */
      byYear?: {
        year: number;
        /**
         * @description decimal string
         * @example 123.45
         */
        left: string;
        /**
         * Format: date
         * @description 30 June of year + 2 (18 months after the year of accrual)
         */
        useBy: string;
      }[];
      /** @description paid-permit hours of the calendar year (CCNL art. 19): 16 h live-in, 12 h live-in reduced or ≥ 30 h/week, weekly × 40 % below */
      paidPermits?: {
        /**
         * @description decimal string
         * @example 123.45
         */
        entitlementHours: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        usedThisYear: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        left: string;
      } | null;
    };
    SeveranceState: {
      /**
       * @description decimal string
       * @example 123.45
       */
      utilWage: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      accrued: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      liquidated: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      accruedThisYear: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      accruedPreviousYears: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalLiquidated: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalLeft: string;
    };
    ThirteenthState: {
      /**
       * @description decimal string
       * @example 123.45
       */
      utilWage: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      accrued: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      liquidated: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      accruedThisYear: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalLiquidated: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalLeft: string;
    };
    SickState: {
      /**
       * @description decimal string
       * @example 123.45
       */
      paidHalfDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      paidFullDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      nonPaidDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalPaidHalfDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalPaidFullDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalNonPaidDays: string;
    };
    InjuryState: {
      /**
       * @description decimal string
       * @example 123.45
       */
      paidFullDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      nonPaidDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalPaidFullDays: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalNonPaidDays: string;
    };
    /** @description TFR paid with this payslip, broken down (docs/domain/rules-update.md §1e, §2) */
    SeveranceBreakdown: {
      /**
       * @description fund at the last 31 December, revaluation included, before this year's advances
       * @example 123.45
       */
      fundAtLastYearEnd: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      revaluation: string;
      /**
       * @description ISTAT coefficient, percent, 6 decimals
       * @example 123.45
       */
      coefficientPercent: string;
      /** @description YYYY-MM of the coefficient (15th rule); null when less than half a month of the year elapsed */
      coefficientMonth: string | null;
      coefficientProvisional: boolean;
      provisionalReason: string | null;
      /**
       * @description revaluation of this year's advances with the coefficient of their month
       * @example 123.45
       */
      advanceRevaluation: string;
      /**
       * @description TFR accrued this year
       * @example 123.45
       */
      quotaOfYear: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      advancesThisYear: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalPaid: string;
    };
    PayrollValidation: {
      valid: boolean;
      errors: {
        code: string;
        message: string;
        field?: string;
        periods?: string[];
        /** @description Figures of the message keyed by name (dates YYYY-MM-DD, decimal strings): screens render the code and params in their own language */
        params?: {
          [key: string]: string;
        };
        /**
         * @description what the clerk can do: auto_fill = the calendar's "Compila mese" (warning no_events_in_month)
         * @enum {string}
         */
        action?: "auto_fill";
      }[];
      warnings: {
        code: string;
        message: string;
        field?: string;
        periods?: string[];
        /** @description Figures of the message keyed by name (dates YYYY-MM-DD, decimal strings): screens render the code and params in their own language */
        params?: {
          [key: string]: string;
        };
        /**
         * @description what the clerk can do: auto_fill = the calendar's "Compila mese" (warning no_events_in_month)
         * @enum {string}
         */
        action?: "auto_fill";
      }[];
      /** @description paid sick days and job retention on the period's last day (warnings job_retention_running_out, job_retention_exhausted) */
      sickness?: components["schemas"]["SicknessCounters"] | null;
      /** @description the CCNL notice proposed for the end recorded on the contract in this period */
      notice?: components["schemas"]["NoticeProposal"];
    };
    SicknessCounters: {
      asOf: string;
      /** @description first day of the 365-day window ending on asOf (rolling window, rules-update §5) */
      windowFrom: string;
      paidDaysLimit: number;
      paidDaysUsed: number;
      paidDaysLeft: number;
      /** @description job retention (comporto): 10 / 45 / 180 calendar days by seniority */
      retentionDays: number;
      retentionDaysUsed: number;
      retentionDaysLeft: number;
      /**
       * Format: date
       * @description the last day the job is kept if the worker is sick without a break from the day after asOf; once exhausted, the day it ran out
       */
      retentionEndDate: string;
      exhausted: boolean;
    };
    ContributionWeek: {
      /** @example 20.00 */
      hours: string;
      weekStart: string;
      weekEnd: string;
      isFromNextPeriod: boolean;
      /** @description A week of the notice period after the termination (docs/domain/rules-update.md §3) */
      isNoticePeriod?: boolean;
    };
    MonthStatus: {
      period: string;
      counts: {
        not_run: number;
        draft: number;
        final: number;
        outdated: number;
      };
      data: components["schemas"]["MonthStatusRow"][];
    };
    MonthStatusRow: {
      domesticContractId: string;
      employerId: string;
      employerName: string;
      workerName: string;
      /** @description for the worklist search */
      workerFiscalCode: string | null;
      /** @description the employer's fiscal code or VAT number */
      employerTaxId: string | null;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string | null;
      /** @enum {string} */
      status: "not_run" | "draft" | "final" | "outdated";
      payslipId: string | null;
      payslipStatus: ("draft" | "final") | null;
      isOutdated: boolean;
      totalNet: string | null;
      totalCost: string | null;
      /** @description when the worker first opened the final payslip in their portal */
      viewedAt: string | null;
      /** @description when the worker confirmed having received the pay */
      receiptConfirmedAt: string | null;
      /**
       * @description the household's month (GET /v1/domestic-contracts/{id}/months/{period}): open until submitted, then accepted or returned
       * @enum {string}
       */
      monthStatus: "open" | "submitted" | "accepted" | "returned";
    };
    InpsStatementPage: {
      data: components["schemas"]["InpsStatement"][];
      pagination: components["schemas"]["Pagination"];
      quarter: string;
      /** @description the whole quarter's figures (every page, the filters applied) */
      totals: {
        statements: number;
        complete: number;
        incomplete: number;
        hours: number;
        /**
         * @description decimal string
         * @example 123.45
         */
        inpsAmount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        cassacolfAmount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        totalToPay: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        employeeShare: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        employerShare: string;
      };
    };
    InpsStatement: {
      domesticContractId: string;
      employerId: string;
      employerName: string;
      employerTaxCode: string | null;
      workerName: string;
      workerFiscalCode: string | null;
      inpsRelationshipCode: string | null;
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string | null;
      /** @enum {string} */
      contractType: "open_ended" | "fixed_term";
      quarter: string;
      /** @enum {string} */
      status: "complete" | "incomplete";
      missing: components["schemas"]["StatementMissingMonth"][];
      payslipIds: string[];
      /** Format: date */
      dueDate: string;
      statement: {
        quarter: string;
        quarterStart: string;
        quarterEnd: string;
        /** Format: date */
        dueDate: string;
        /** @enum {string} */
        hoursRounding: "up" | "half_up" | "down";
        payments: components["schemas"]["InpsStatementPayment"][];
        totals: {
          /** @description whole hours of the quarter, as the form declares them */
          hours: number;
          /**
           * @description decimal string
           * @example 123.45
           */
          inpsAmount: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          inpsEmployee: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          inpsEmployer: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          cassacolfAmount: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          cassacolfEmployee: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          cassacolfEmployer: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          totalToPay: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          employeeShare: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          employerShare: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          withheldEmployee: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          employeeDifference: string;
          /**
           * @description worker shares already settled for the whole hours on the quarter's last payslip (rules-update-3 A9)
           * @example 123.45
           */
          roundingSettled: string;
          /**
           * @description employeeDifference − roundingSettled
           * @example 123.45
           */
          employeeDifferenceOpen: string;
        };
        warnings: {
          code: string;
          /** @description Italian fallback; screens word the warning from code and params */
          message: string;
          /** @description the figures of the sentence (weekStart, weekEnd, hours, max) */
          params?: {
            [key: string]: string;
          };
        }[];
      };
    };
    StatementMissingMonth: {
      period: string;
      /** @enum {string} */
      reason: "not_run" | "draft";
      payslipId: string | null;
    };
    InpsStatementPayment: {
      /** @enum {string} */
      kind: "quarterly" | "cessation_worked" | "cessation_notice";
      /** Format: date */
      dueDate: string;
      periodStart: string | null;
      /** @description for cessation_notice: the 'fine obbligo contributivo' date */
      periodEnd: string | null;
      /** @description the portal's week flags */
      weeks: {
        weekStart: string;
        weekEnd: string;
        saturday: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        hours: string;
      }[];
      lines: components["schemas"]["InpsStatementLine"][];
      /** @description one pagoPA notice per line; the payment's figures are their sums */
      notices: components["schemas"]["InpsStatementNotice"][];
      cassacolf: {
        /** @constant */
        code: "F2";
        /**
         * @description decimal string
         * @example 123.45
         */
        decimalHours: string;
        hours: number;
        /**
         * @description decimal string
         * @example 123.45
         */
        hourlyTotal: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        hourlyEmployee: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        amount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        employeeAmount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        employerAmount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        withheldEmployee: string;
      };
      /**
       * @description decimal string
       * @example 123.45
       */
      inpsAmount: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      inpsEmployee: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      inpsEmployer: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      totalToPay: string;
      /**
       * @description worker share, INPS + CAS.SA.COLF
       * @example 123.45
       */
      employeeShare: string;
      /**
       * @description employer share, INPS + CAS.SA.COLF
       * @example 123.45
       */
      employerShare: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      withheldEmployee: string;
      /**
       * @description integer-hour worker shares − withheld
       * @example 123.45
       */
      employeeDifference: string;
    };
    InpsStatementLine: {
      /** @enum {string} */
      type: "bracket_1" | "bracket_2" | "bracket_3" | "over_24_hours";
      tableYear: number;
      fromWeek: string;
      toWeek: string;
      weeks: number;
      /**
       * @description Σ weekly hours
       * @example 123.45
       */
      decimalHours: string;
      /** @description integer hours for the INPS form (rounding setting, default up) */
      hours: number;
      /**
       * @description decimal string
       * @example 123.45
       */
      effectiveHourlyWage: string;
      /**
       * @description hourly contribution of the year's table (fixed-term / CUAF variant)
       * @example 123.45
       */
      hourlyContribution: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      hourlyEmployee: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      amount: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employeeAmount: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employerAmount: string;
      /**
       * @description worker share withheld on the monthly payslips for these weeks
       * @example 123.45
       */
      withheldEmployee: string;
    };
    /** @description one pagoPA notice per quarterly line: a period of unchanged terms with its hours, hourly wage and class (rules-update-3 A8) */
    InpsStatementNotice: {
      /** @description 1-based position in the payment */
      number: number;
      /** @enum {string} */
      type: "bracket_1" | "bracket_2" | "bracket_3" | "over_24_hours";
      tableYear: number;
      fromWeek: string;
      toWeek: string;
      /** @description the portal's week flags */
      weeks: {
        weekStart: string;
        weekEnd: string;
        saturday: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        hours: string;
      }[];
      hours: number;
      /**
       * @description decimal string
       * @example 123.45
       */
      effectiveHourlyWage: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      inpsAmount: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      inpsEmployee: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      inpsEmployer: string;
      cassacolf: {
        /** @constant */
        code: "F2";
        /**
         * @description decimal string
         * @example 123.45
         */
        decimalHours: string;
        hours: number;
        /**
         * @description decimal string
         * @example 123.45
         */
        hourlyTotal: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        hourlyEmployee: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        amount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        employeeAmount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        employerAmount: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        withheldEmployee: string;
      };
      /**
       * @description decimal string
       * @example 123.45
       */
      totalToPay: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employeeShare: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employerShare: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      withheldEmployee: string;
      /**
       * @description decimal string
       * @example 123.45
       */
      employeeDifference: string;
      /** Format: date */
      dueDate: string;
    };
    AnnualStatement: {
      domesticContractId: string;
      year: number;
      employer: {
        id: string;
        name: string;
        taxCode: string | null;
      };
      worker: {
        name: string;
        fiscalCode: string | null;
      };
      /** @enum {string} */
      status: "complete" | "incomplete";
      /** @description true while the year is open (the current year, and the employment not ended before today): the figures can still change; screens and the PDF mark it provvisorio */
      provisional: boolean;
      missing: components["schemas"]["StatementMissingMonth"][];
      issueBy: string;
      payslipIds: string[];
      statement: {
        year: number;
        periodStart: string;
        periodEnd: string;
        daysOfEmployment: number;
        /** @enum {string} */
        contractType: "open_ended" | "fixed_term";
        contractTypeCode: 1 | 2;
        months: string[];
        /**
         * @description gross paid in the year incl. the 13th, excl. TFR
         * @example 123.45
         */
        grossPaid: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        thirteenthPaid: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        overtimeAndPremiums: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        boardCashIndemnity: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        boardInKind: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        workerInpsWithheld: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        workerCassacolfWithheld: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        taxableIncome: string;
        /**
         * @description decimal string
         * @example 123.45
         */
        netPaid: string;
        tfr: {
          /** @enum {string} */
          kind: "final" | "advance";
          period: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          amount: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          revaluation: string;
          accrualFromYear: number;
          accrualToYear: number;
        }[];
        /**
         * @description decimal string
         * @example 123.45
         */
        tfrTotal: string;
        employer: {
          /**
           * @description decimal string
           * @example 123.45
           */
          inpsEmployerShare: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          cassacolfEmployerShare: string;
          /**
           * @description employer INPS share, capped at 1,549.37
           * @example 123.45
           */
          deductibleContributions: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          deductibleCap: string;
        };
        /** @description The months of the year run by the previous payroll system (contract taken over, opening balances as of asOfDate in the year): already included in the figures above; null when none */
        takeOver: {
          /** Format: date */
          asOfDate: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          grossPaid: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          workerInpsWithheld: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          workerCassacolfWithheld: string;
          /**
           * @description decimal string
           * @example 123.45
           */
          taxableIncome: string;
          daysOfEmployment: number;
          /**
           * @description employer INPS share of the quarters the previous system declared in the year
           * @example 123.45
           */
          inpsEmployerShare: string;
        } | null;
      };
    };
    PayslipDocumentVersion: {
      /** Format: uuid */
      payslipId: string;
      /** @description 1 = the document stored at finalize; each reissue adds one */
      version: number;
      /** @description SHA-256 of the PDF bytes (hex): the ETag and X-Content-SHA256 of GET …/pdf?version=n */
      sha256: string;
      /** @description bytes */
      size: number;
      /** @description when this version was stored (ISO 8601) */
      createdAt: string;
      /** @description true for the latest version, the one GET …/pdf serves without ?version */
      isCurrent: boolean;
    };
    TfrCoefficient: {
      /** Format: uuid */
      id: string;
      /** @example 2025-11 */
      month: string;
      /**
       * @description coefficient in percent, 6 decimals
       * @example 2.061356
       */
      percent: string;
      /**
       * @description ISTAT FOI ex tabacchi of the month
       * @example 121.3
       */
      foi: string | null;
      /**
       * @description FOI base year = 100 (base 2025 from January 2026, linked with 1.214)
       * @enum {string}
       */
      foiBase: "2015" | "2025";
      /** @description computed from the FOI, not found published */
      isDerived: boolean;
      source: string;
      /** @description true: the calling organization's own provisional figure (added by its POST), used by its payslips only while the installation's series has no figure for the month */
      provisional: boolean;
      createdAt: string;
    };
    PayrollRunDetail: {
      id: string;
      organizationId: string;
      period: string;
      scope: components["schemas"]["PayrollRunScopeOutput"];
      autoFillEmptyMonths: boolean;
      /** @enum {string} */
      status: "running" | "completed" | "cancelled";
      /** @description contracts in the run */
      total: number;
      /** @description items no longer pending (for a progress bar) */
      processed: number;
      counts: components["schemas"]["PayrollRunCountsOutput"];
      createdAt: string;
      completedAt: string | null;
      cancelledAt: string | null;
      items: {
        data: components["schemas"]["PayrollRunItem"][];
        pagination: components["schemas"]["Pagination"];
      };
    };
    PayrollRunItem: {
      id: string;
      domesticContractId: string;
      employerId: string;
      employerName: string;
      workerName: string;
      /**
       * @description ok: draft written; warnings: draft written with warnings; blocked: validation errors (errors), no payslip; failed: an error (reason = its code); skipped: reason already_final; cancelled: the run was cancelled first
       * @enum {string}
       */
      outcome: "pending" | "ok" | "warnings" | "blocked" | "failed" | "skipped" | "cancelled";
      payslipId: string | null;
      /** @description blocked: the validation errors; failed: the error */
      errors: {
        /** @description JSON pointer to the bad field, e.g. /3/hours */
        path: string;
        /** @description English, for logs; a screen words the problem from code and params */
        message: string;
        /** @description Stable code: a zod issue code (too_small, too_big, invalid_type, invalid_format, invalid_value) or one of ours (invalid_decimal, below_minimum, above_maximum, invalid_date, day_hours_exceeded…) */
        code: string;
        /** @description The values the problem names, as strings: minimum, maximum, scale, expected, format… */
        params?: {
          [key: string]: string;
        };
      }[];
      /** @description the payslip's warnings, or validate-before-run's when blocked */
      warnings: {
        code: string;
        message: string;
        field?: string;
        periods?: string[];
        /** @description Figures of the message keyed by name (dates YYYY-MM-DD, decimal strings): screens render the code and params in their own language */
        params?: {
          [key: string]: string;
        };
        /**
         * @description what the clerk can do: auto_fill = the calendar's "Compila mese" (warning no_events_in_month)
         * @enum {string}
         */
        action?: "auto_fill";
      }[];
      /** @description skipped: why (already_final, not_active_in_period); failed: the error code */
      reason: string | null;
      attempts: number;
      finalizeOutcome: ("finalized" | "not_draft" | "deleted") | null;
      processedAt: string | null;
    };
    WebhookEndpointWithSecret: {
      id: string;
      url: string;
      description: string | null;
      events: (
        | "payroll_run.completed"
        | "payslip.finalized"
        | "payslip.deleted"
        | "payslip.outdated"
        | "inps_communication.due"
        | "payslip.receipt_confirmed"
        | "month.submitted"
        | "month.accepted"
        | "month.returned"
      )[];
      enabled: boolean;
      createdAt: string;
      updatedAt: string;
      /** @description whsec_… signing secret: shown only in this answer */
      secret: string;
    };
    WebhookEndpoint: {
      id: string;
      url: string;
      description: string | null;
      events: (
        | "payroll_run.completed"
        | "payslip.finalized"
        | "payslip.deleted"
        | "payslip.outdated"
        | "inps_communication.due"
        | "payslip.receipt_confirmed"
        | "month.submitted"
        | "month.accepted"
        | "month.returned"
      )[];
      enabled: boolean;
      createdAt: string;
      updatedAt: string;
    };
    WebhookEndpointDetail: {
      id: string;
      url: string;
      description: string | null;
      events: (
        | "payroll_run.completed"
        | "payslip.finalized"
        | "payslip.deleted"
        | "payslip.outdated"
        | "inps_communication.due"
        | "payslip.receipt_confirmed"
        | "month.submitted"
        | "month.accepted"
        | "month.returned"
      )[];
      enabled: boolean;
      createdAt: string;
      updatedAt: string;
      /** @description the last 50 deliveries, newest first */
      deliveries: components["schemas"]["WebhookDelivery"][];
    };
    WebhookDelivery: {
      id: string;
      /** @description the event's id: every delivery of one event carries it */
      eventId: string;
      /** @enum {string} */
      eventType:
        | "payroll_run.completed"
        | "payslip.finalized"
        | "payslip.deleted"
        | "payslip.outdated"
        | "inps_communication.due"
        | "payslip.receipt_confirmed"
        | "month.submitted"
        | "month.accepted"
        | "month.returned";
      /** @enum {string} */
      status: "pending" | "succeeded" | "failed";
      attempts: number;
      /** @description the HTTP status of the last attempt; null when none answered */
      responseStatus: number | null;
      lastError: string | null;
      createdAt: string;
      lastAttemptAt: string | null;
    };
    WorkerList: {
      data: components["schemas"]["Worker"][];
      pagination: components["schemas"]["Pagination"];
    };
    Worker: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      organizationId: string;
      firstName: string;
      lastName: string;
      fiscalCode: string | null;
      /** Format: date */
      birthDate: string | null;
      sex: ("M" | "F") | null;
      birthPlace: string | null;
      /** @description Cadastral code of the birth place read from the fiscal code (Z… abroad) */
      birthPlaceCode: string | null;
      nationality: string | null;
      address: string | null;
      locality: string | null;
      province: string | null;
      zipCode: string | null;
      iban: string | null;
      identityDocument: components["schemas"]["WorkerIdentityDocument"];
      residencePermit: components["schemas"]["WorkerResidencePermit"];
      /** Format: date */
      flussiEntryDate: string | null;
      /** @description Every contract of the worker (for a key restricted to some employers: those of its employers), newest start first */
      contracts: components["schemas"]["WorkerContract"][];
      hours: components["schemas"]["WorkerHours"];
      warnings: components["schemas"]["WorkerWarning"][];
      createdAt: string;
      updatedAt: string;
    };
    WorkerIdentityDocument: {
      kind: string;
      number: string;
      /** Format: date */
      expiryDate: string | null;
    } | null;
    WorkerResidencePermit: {
      kind: string;
      number: string;
      /** Format: date */
      expiryDate: string | null;
    } | null;
    WorkerContract: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      employerId: string;
      employerName: string;
      /** @enum {string} */
      status: "active" | "ended";
      /** Format: date */
      startDate: string;
      /** Format: date */
      endDate: string | null;
      /** @enum {string} */
      jobType:
        | "domestic_help"
        | "carer_self_sufficient"
        | "carer_non_self_sufficient"
        | "babysitter"
        | "night_assistance"
        | "night_presence"
        | "rest_day_substitute"
        | "cook"
        | "other";
      cohabiting: boolean;
      /**
       * @description Weekly hours of the terms in force today
       * @example 20.00
       */
      weeklyHours: string;
    };
    WorkerHours: {
      asOf: string;
      /**
       * @description Weekly hours of the contracts active today, together
       * @example 44.00
       */
      weeklyHours: string;
      dailyHours: {
        /** @example 4.00 */
        monday: string;
        /** @example 4.00 */
        tuesday: string;
        /** @example 4.00 */
        wednesday: string;
        /** @example 4.00 */
        thursday: string;
        /** @example 4.00 */
        friday: string;
        /** @example 4.00 */
        saturday: string;
        /** @example 4.00 */
        sunday: string;
      };
      /** @description The CCNL maxima the totals are held to; null without active contracts */
      limits: {
        daily: string;
        weekly: string;
      } | null;
    };
    /** @description Computed when read, for today in Italy: worker_weekly_hours_over_limit, worker_daily_hours_over_limit (all contracts in force together against the CCNL maxima), document_expires_within_60_days, document_expires_within_30_days, document_expires_today, document_expired, decreto_flussi_first_year */
    WorkerWarning: {
      code: string;
      message: string;
      params: {
        [key: string]: string;
      };
    };
    InpsCommunicationList: {
      data: components["schemas"]["InpsCommunicationOutput"][];
      pagination: components["schemas"]["Pagination"];
    };
    ContractLetter: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      contractId: string;
      /** @description The terms set described; null once those terms were deleted */
      termsId: string | null;
      /** @enum {string} */
      kind: "hiring" | "change";
      /** @description First day of the terms described (the start date for the hiring letter) */
      effectiveFrom: string;
      /** @description 1, 2, … per contract, kind and date */
      version: number;
      /** @description SHA-256 of the PDF (hex): ETag and X-Content-SHA256 of GET …/pdf */
      sha256: string;
      /** @description bytes */
      size: number;
      filename: string;
      createdAt: string;
      /** @description A later version of the same letter exists */
      superseded: boolean;
      /** @description The contract's data changed since: POST again for a new version */
      outdated: boolean;
      /** Format: date */
      signedOn: string | null;
      /** @description paper (recorded by the clerk) or portal (confirmed by the worker) */
      signatureMethod: ("paper" | "portal") | null;
      /** @description What the letter states beyond the contract's data (as sent, or taken from the previous letter) */
      details: components["schemas"]["ContractLetterDetails"];
    };
    DeadlineList: {
      data: components["schemas"]["Deadline"][];
      from: string;
      to: string;
    };
    Deadline: {
      /** @description Stable: the same deadline has the same id on every read (kind, subject and date) */
      id: string;
      /** @enum {string} */
      kind: "inps_communication" | "contribution_payment" | "probation_end" | "fixed_term_end" | "thirteenth" | "annual_statement" | "permit_expiry";
      /**
       * Format: date
       * @description The day it falls due (YYYY-MM-DD)
       * @example 2026-07-10
       */
      date: string;
      /** @description What is due, as a stable code and its parameters (screens word it from the code) */
      title: {
        code: string;
        params: {
          [key: string]: string;
        };
      };
      /** @description The title worded in the caller's language (Italian by default; English for a clerk who chose it) */
      summary: string;
      employerId: string | null;
      contractId: string | null;
      workerId: string | null;
      /** @description The date is before today (Italy) */
      overdue: boolean;
      /**
       * @description Where the app shows it
       * @example /contracts/…
       */
      link: string;
    };
    CalendarFeedStatus: {
      active: boolean;
      createdAt: string | null;
      lastUsedAt: string | null;
    };
    CalendarFeed: {
      /** @description The secret address of the feed; shown only in this answer */
      url: string;
      createdAt: string;
    };
    ContractMonth: {
      domesticContractId: string;
      employerId: string;
      employerName: string;
      workerName: string;
      period: string;
      /** @enum {string} */
      status: "open" | "submitted" | "accepted" | "returned";
      /** @description events are recorded in the month */
      started: boolean;
      hasFinalPayslip: boolean;
      /** @description open or returned, and no final payslip: a household with presences may change the events */
      householdMayEdit: boolean;
      /** @description the household's note at its last submission */
      note: string | null;
      /** @description the clerk's note when the month was returned */
      returnNote: string | null;
      submitted: {
        at: string;
        actor: components["schemas"]["MonthActor"];
      } | null;
      accepted: {
        at: string;
        actor: components["schemas"]["MonthActor"];
      } | null;
      returned: {
        at: string;
        actor: components["schemas"]["MonthActor"];
      } | null;
      /** @description the day the month is due: the 5th of the following month */
      deadline: string;
      /** @description days from today (Italy) to the deadline; negative when late */
      daysLeft: number;
      history: components["schemas"]["MonthTransition"][];
      summary: components["schemas"]["MonthSummary"];
      days: components["schemas"]["MonthDay"][];
    };
    MonthActor: {
      /** @enum {string} */
      type: "user" | "api_key" | "system";
      id: string | null;
      /** @description The user's name or the API key's name; null when it no longer exists */
      name: string | null;
      /** @description A household's portal user (not a clerk) */
      household: boolean;
    };
    MonthTransition: {
      /** @enum {string} */
      action: "submit" | "accept" | "return";
      /** @enum {string} */
      fromStatus: "open" | "submitted" | "accepted" | "returned";
      /** @enum {string} */
      toStatus: "open" | "submitted" | "accepted" | "returned";
      note: string | null;
      actor: components["schemas"]["MonthActor"];
      /** @description ISO 8601 UTC */
      at: string;
    };
    MonthSummary: {
      daysWorked: number;
      /** @description hours, decimal string */
      workedHours: string;
      /** @description hours, decimal string */
      scheduledHours: string;
      /** @description overtime hours (overtime, daily and night overtime) */
      extraHours: string;
      absences: {
        /** @enum {string} */
        type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
        /** @enum {string} */
        subType:
          | "regular_work"
          | "holiday_work"
          | "sunday_work"
          | "night_work"
          | "other_work"
          | "overtime"
          | "daily_overtime"
          | "night_overtime"
          | "unpaid_absence"
          | "unpaid_absence_suspended"
          | "paid_permit"
          | "unpaid_permit"
          | "sick_full"
          | "sick_half"
          | "sick_none"
          | "sick_custom"
          | "work_injury_full"
          | "work_injury_none"
          | "regular_vacation"
          | "regular_public_holiday"
          | "maternity_leave"
          | "paternity_leave"
          | "matrimonial_leave"
          | "parental_leave"
          | "birth_permit";
        days: number;
        /** @description hours, decimal string */
        hours: string;
      }[];
      eventCount: number;
      /** @description days whose events differ from the schedule */
      daysDifferent: number;
    };
    MonthDay: {
      /** Format: date */
      date: string;
      withinEmployment: boolean;
      holiday: string | null;
      /** @description hours, decimal string */
      scheduledHours: string;
      /** @description hours, decimal string */
      recordedHours: string;
      events: {
        id: string | null;
        /** @enum {string} */
        type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
        /** @enum {string} */
        subType:
          | "regular_work"
          | "holiday_work"
          | "sunday_work"
          | "night_work"
          | "other_work"
          | "overtime"
          | "daily_overtime"
          | "night_overtime"
          | "unpaid_absence"
          | "unpaid_absence_suspended"
          | "paid_permit"
          | "unpaid_permit"
          | "sick_full"
          | "sick_half"
          | "sick_none"
          | "sick_custom"
          | "work_injury_full"
          | "work_injury_none"
          | "regular_vacation"
          | "regular_public_holiday"
          | "maternity_leave"
          | "paternity_leave"
          | "matrimonial_leave"
          | "parental_leave"
          | "birth_permit";
        /** @description hours, decimal string */
        hours: string;
      }[];
      /** @description What "as scheduled" records that day (the schedule and the holidays) */
      planned: {
        /** @enum {string} */
        type: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
        /** @enum {string} */
        subType:
          | "regular_work"
          | "holiday_work"
          | "sunday_work"
          | "night_work"
          | "other_work"
          | "overtime"
          | "daily_overtime"
          | "night_overtime"
          | "unpaid_absence"
          | "unpaid_absence_suspended"
          | "paid_permit"
          | "unpaid_permit"
          | "sick_full"
          | "sick_half"
          | "sick_none"
          | "sick_custom"
          | "work_injury_full"
          | "work_injury_none"
          | "regular_vacation"
          | "regular_public_holiday"
          | "maternity_leave"
          | "paternity_leave"
          | "matrimonial_leave"
          | "parental_leave"
          | "birth_permit";
        /** @description hours, decimal string */
        hours: string;
      }[];
      /**
       * @description as_scheduled: the events are what the schedule gives; missing: nothing recorded on a planned day; added: events on a day the schedule leaves free; changed: different events or hours
       * @enum {string}
       */
      difference: "as_scheduled" | "missing" | "added" | "changed";
    };
    AcceptedContractMonth: {
      domesticContractId: string;
      employerId: string;
      employerName: string;
      workerName: string;
      period: string;
      /** @enum {string} */
      status: "open" | "submitted" | "accepted" | "returned";
      /** @description events are recorded in the month */
      started: boolean;
      hasFinalPayslip: boolean;
      /** @description open or returned, and no final payslip: a household with presences may change the events */
      householdMayEdit: boolean;
      /** @description the household's note at its last submission */
      note: string | null;
      /** @description the clerk's note when the month was returned */
      returnNote: string | null;
      submitted: {
        at: string;
        actor: components["schemas"]["MonthActor"];
      } | null;
      accepted: {
        at: string;
        actor: components["schemas"]["MonthActor"];
      } | null;
      returned: {
        at: string;
        actor: components["schemas"]["MonthActor"];
      } | null;
      /** @description the day the month is due: the 5th of the following month */
      deadline: string;
      /** @description days from today (Italy) to the deadline; negative when late */
      daysLeft: number;
      history: components["schemas"]["MonthTransition"][];
      summary: components["schemas"]["MonthSummary"];
      days: components["schemas"]["MonthDay"][];
      /** @description the draft payslip run with runPayslip; null otherwise */
      payslipId: string | null;
    };
    MonthInbox: {
      period: string;
      deadline: string;
      daysLeft: number;
      data: components["schemas"]["MonthInboxItem"][];
      pagination: components["schemas"]["Pagination"];
      counts: {
        not_started: number;
        open: number;
        submitted: number;
        returned: number;
        accepted: number;
      };
    };
    MonthInboxItem: {
      domesticContractId: string;
      employerId: string;
      employerName: string;
      workerName: string;
      period: string;
      /** @enum {string} */
      status: "not_started" | "open" | "submitted" | "returned" | "accepted";
      note: string | null;
      returnNote: string | null;
      /** @description when the status last changed; null for a month never moved */
      changedAt: string | null;
      hasFinalPayslip: boolean;
    };
    /** @description as sent: "all", {employerIds: [...]} or {contractIds: [...]} */
    PayrollRunScopeOutput:
      | "all"
      | {
          employerIds: string[];
        }
      | {
          contractIds: string[];
        };
    PayrollRunCountsOutput: {
      pending: number;
      ok: number;
      warnings: number;
      blocked: number;
      failed: number;
      skipped: number;
      cancelled: number;
    };
    PayrollRunOutput: {
      id: string;
      organizationId: string;
      period: string;
      scope: components["schemas"]["PayrollRunScopeOutput"];
      autoFillEmptyMonths: boolean;
      /** @enum {string} */
      status: "running" | "completed" | "cancelled";
      /** @description contracts in the run */
      total: number;
      /** @description items no longer pending (for a progress bar) */
      processed: number;
      counts: components["schemas"]["PayrollRunCountsOutput"];
      createdAt: string;
      completedAt: string | null;
      cancelledAt: string | null;
    };
    InpsCommunicationOutput: {
      id: string;
      organizationId: string;
      employerId: string;
      employerName: string;
      /** @description null once the contract was deleted */
      contractId: string | null;
      workerId: string | null;
      workerName: string;
      /** @enum {string} */
      kind: "hiring" | "variation" | "extension" | "transformation" | "cessation" | "annulment";
      /** @enum {string} */
      status: "to_file" | "filed" | "cancelled";
      /** Format: date */
      eventDate: string;
      /** Format: date */
      dueDate: string;
      /** @description still to file and the due date is before today (Italy) */
      overdue: boolean;
      /** @description variations of hours or pay: the calendar quarter they count in */
      quarter: string | null;
      /** @description the variation's number in its quarter (INPS accepts two) */
      variationNumber: number | null;
      warnings: {
        code: string;
        message: string;
        params?: {
          [key: string]: string;
        };
      }[];
      data: components["schemas"]["InpsCommunicationDataOutput"];
      receiptNumber: string | null;
      /** Format: date */
      filedOn: string | null;
      relationshipCode: string | null;
      cancelReason: ("contract_reopened" | "contract_deleted" | "terms_deleted" | "terms_unchanged" | "clerk") | null;
      cancelNote: string | null;
      createdAt: string;
      updatedAt: string;
    };
    InpsCommunicationDataOutput: {
      employer: {
        address: string | null;
        zipCode: string | null;
        locality: string | null;
        province: string | null;
        /** @enum {string} */
        type: "domestic" | "business";
        name: string;
        firstName: string | null;
        lastName: string | null;
        fiscalCode: string | null;
        vatNumber: string | null;
      };
      worker: {
        address: string | null;
        zipCode: string | null;
        locality: string | null;
        province: string | null;
        firstName: string;
        lastName: string;
        fiscalCode: string | null;
        sex: string | null;
        /** Format: date */
        birthDate: string | null;
        birthPlace: string | null;
        nationality: string | null;
      };
      relationship: {
        /** @description CNEL code of the CCNL lavoro domestico: H501 */
        ccnlCode: string;
        /** Format: date */
        startDate: string;
        fixedTerm: boolean;
        /** Format: date */
        fixedTermEndDate: string | null;
        replacesAbsentWorker: boolean;
        /** @description INPS relationship code (from the hiring's receipt); null before it */
        relationshipCode: string | null;
      };
      /** @description The terms in force at the event (for a variation: the new ones) */
      terms: {
        effectiveFrom: string;
        jobType: string;
        level: string;
        cohabiting: boolean;
        /** @enum {string} */
        payBasis: "hourly" | "monthly";
        wage: string;
        weeklyHours: string;
        weeklySchedule: {
          [key: string]: string;
        };
        board: {
          breakfastLunch: boolean;
          dinner: boolean;
          lodging: boolean;
          inCash: boolean;
        };
      } | null;
      /** @description What happened: the changes of a variation, the ends of an extension, the end and its reason, the hiring annulled */
      event: {
        changes?: ("weekly_hours" | "pay" | "level" | "cohabitation")[];
        previousTerms?: {
          weeklyHours: string;
          payBasis: string;
          wage: string;
          level: string;
          cohabiting: boolean;
        };
        /** Format: date */
        previousEndDate?: string | null;
        /** Format: date */
        newEndDate?: string | null;
        /** Format: date */
        endDate?: string;
        endReason?: string;
        /** Format: date */
        noticeGivenDate?: string | null;
        annulledHiring?: {
          id: string;
          receiptNumber: string | null;
          /** Format: date */
          filedOn: string | null;
        };
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description This request's id (the X-Request-Id sent, else a new UUID): quote it when reporting a problem */
    "X-Request-Id": string;
    /** @description The version of the API that answered (this document's info.version) */
    "API-Version": string;
    /** @description Calls left in the window and seconds until it resets (IETF draft): "api";r=<remaining>;t=<seconds> */
    RateLimit: string;
    /** @description The limit (IETF draft): "api";q=<calls>;w=<window seconds> */
    "RateLimit-Policy": string;
    /** @description Seconds to wait before trying again */
    "Retry-After": number;
    /** @description "true" when the answer is the replay of an earlier request with the same Idempotency-Key */
    "Idempotent-Replayed": "true";
    /** @description Where the created resource (or the list holding it) is read */
    Location: string;
    /** @description Entity tag of this representation: send it back in If-Match to PATCH or DELETE only if nothing changed */
    ETag: string;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Me"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ApiKey"][];
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postApiKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          /**
           * @description Older form of scope: true is scope read; ignored when scope is given
           * @default false
           */
          readOnly?: boolean;
          /**
           * @description read; write (read and write, the default); admin (write, plus what only an administrator may: deleting a final payslip)
           * @enum {string}
           */
          scope?: "read" | "write" | "admin";
          /** @description Restrict the key to these employers of the organization (a household's access): it sees and changes only their employers, contracts, workers, work events and payslips, and is refused (403) on organization-level resources. Omitted: the whole organization */
          employerIds?: string[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            id: string;
            name: string;
            prefix: string;
            readOnly: boolean;
            /** @enum {string} */
            scope: "read" | "write" | "admin";
            /** @description the employers the key is restricted to; null: the whole organization */
            employerIds: string[] | null;
            createdAt: string;
            lastUsedAt: string | null;
            revokedAt: string | null;
            key: string;
          };
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteApiKeysById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKey"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["User"][];
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name: string;
          /** Format: email */
          email: string;
          password: string;
          /**
           * @default clerk
           * @enum {string}
           */
          role?: "admin" | "clerk" | "approver";
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          name?: string;
          /** @enum {string} */
          role?: "admin" | "clerk" | "approver";
          /** @description true disables the login (its sessions end at the next request), false enables it again */
          disabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description No active administrator would remain (last_admin) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getPayrollSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description every setting as the engine applies it (the organization's choice, else the default) */
            values: {
              /** @enum {string} */
              hourlyAccrualBase: "schedule_when_regular" | "period_pay" | "schedule";
              /** @enum {string} */
              thirteenthMonthlyBase: "ccnl" | "monthly_accrual";
              /** @enum {string} */
              quarterlyRoundingDifference: "withhold" | "show_only";
              /** @enum {string} */
              inpsFlatRateBasis: "contract" | "week";
              /** @enum {string} */
              holidayContributionHours: "scheduled" | "paid";
              /** @enum {string} */
              quarterlyHoursRounding: "up" | "half_up" | "down";
              /** @enum {string} */
              sickDeductionBase: "board_in_kind" | "global" | "cash";
              /** @enum {string} */
              hourlySickPay: "scheduled_hours" | "thirtieths";
              /** @enum {string} */
              absenceClassification: "engine" | "events";
              sickNewEpisodeRestartsHalfPay: boolean;
              /** @enum {string} */
              monthlySundayHoliday: "pay" | "recover";
              thirteenthIncludesCurrentMonth: boolean;
              /** @enum {string} */
              accrualRounding: "cumulative" | "monthly_half_up" | "monthly_up";
              /** @enum {string} */
              uniAllowanceHourly: "full_month" | "pro_rata";
              /** @enum {string} */
              noticeMethod: "thirtieths" | "scheduled_hours_effective_wage";
              /** @enum {string} */
              effectiveWageRounding: "cent" | "none";
              /** @enum {string} */
              severanceRevaluationRounding: "coefficient" | "components";
              thirteenthShareMaternity: string;
              thirteenthShareInail4to90: string;
              thirteenthShareInail91plus: string;
              severanceShareMaternity: string;
              severanceShareInail: string;
              severanceAdvanceMaxShare: string;
              weeklyHoursWarningThreshold: string;
              boardMonthlyDaysBeforeSwitch: number;
              boardMonthlyDaysFromSwitch: number;
              /** Format: date */
              boardMonthlyDaysSwitchDate: string;
              annualStatementBoardInKindTaxable: boolean;
              finalizeRequiresApprover: boolean;
              attachPayslipPdf: boolean;
            };
            /** @description the defaults (lib/payroll/README.md gives the source of each) */
            defaults: {
              /** @enum {string} */
              hourlyAccrualBase: "schedule_when_regular" | "period_pay" | "schedule";
              /** @enum {string} */
              thirteenthMonthlyBase: "ccnl" | "monthly_accrual";
              /** @enum {string} */
              quarterlyRoundingDifference: "withhold" | "show_only";
              /** @enum {string} */
              inpsFlatRateBasis: "contract" | "week";
              /** @enum {string} */
              holidayContributionHours: "scheduled" | "paid";
              /** @enum {string} */
              quarterlyHoursRounding: "up" | "half_up" | "down";
              /** @enum {string} */
              sickDeductionBase: "board_in_kind" | "global" | "cash";
              /** @enum {string} */
              hourlySickPay: "scheduled_hours" | "thirtieths";
              /** @enum {string} */
              absenceClassification: "engine" | "events";
              sickNewEpisodeRestartsHalfPay: boolean;
              /** @enum {string} */
              monthlySundayHoliday: "pay" | "recover";
              thirteenthIncludesCurrentMonth: boolean;
              /** @enum {string} */
              accrualRounding: "cumulative" | "monthly_half_up" | "monthly_up";
              /** @enum {string} */
              uniAllowanceHourly: "full_month" | "pro_rata";
              /** @enum {string} */
              noticeMethod: "thirtieths" | "scheduled_hours_effective_wage";
              /** @enum {string} */
              effectiveWageRounding: "cent" | "none";
              /** @enum {string} */
              severanceRevaluationRounding: "coefficient" | "components";
              thirteenthShareMaternity: string;
              thirteenthShareInail4to90: string;
              thirteenthShareInail91plus: string;
              severanceShareMaternity: string;
              severanceShareInail: string;
              severanceAdvanceMaxShare: string;
              weeklyHoursWarningThreshold: string;
              boardMonthlyDaysBeforeSwitch: number;
              boardMonthlyDaysFromSwitch: number;
              /** Format: date */
              boardMonthlyDaysSwitchDate: string;
              annualStatementBoardInKindTaxable: boolean;
              finalizeRequiresApprover: boolean;
              attachPayslipPdf: boolean;
            };
            /** @description the settings the organization has set */
            overridden: (
              | "hourlyAccrualBase"
              | "thirteenthMonthlyBase"
              | "quarterlyRoundingDifference"
              | "inpsFlatRateBasis"
              | "holidayContributionHours"
              | "quarterlyHoursRounding"
              | "sickDeductionBase"
              | "hourlySickPay"
              | "absenceClassification"
              | "sickNewEpisodeRestartsHalfPay"
              | "monthlySundayHoliday"
              | "thirteenthIncludesCurrentMonth"
              | "accrualRounding"
              | "uniAllowanceHourly"
              | "noticeMethod"
              | "effectiveWageRounding"
              | "severanceRevaluationRounding"
              | "thirteenthShareMaternity"
              | "thirteenthShareInail4to90"
              | "thirteenthShareInail91plus"
              | "severanceShareMaternity"
              | "severanceShareInail"
              | "severanceAdvanceMaxShare"
              | "weeklyHoursWarningThreshold"
              | "boardMonthlyDaysBeforeSwitch"
              | "boardMonthlyDaysFromSwitch"
              | "boardMonthlyDaysSwitchDate"
              | "annualStatementBoardInKindTaxable"
              | "finalizeRequiresApprover"
              | "attachPayslipPdf"
            )[];
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchPayrollSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          hourlyAccrualBase?: ("schedule_when_regular" | "period_pay" | "schedule") | null;
          thirteenthMonthlyBase?: ("ccnl" | "monthly_accrual") | null;
          quarterlyRoundingDifference?: ("withhold" | "show_only") | null;
          inpsFlatRateBasis?: ("contract" | "week") | null;
          holidayContributionHours?: ("scheduled" | "paid") | null;
          quarterlyHoursRounding?: ("up" | "half_up" | "down") | null;
          sickDeductionBase?: ("board_in_kind" | "global" | "cash") | null;
          hourlySickPay?: ("scheduled_hours" | "thirtieths") | null;
          absenceClassification?: ("engine" | "events") | null;
          sickNewEpisodeRestartsHalfPay?: boolean | null;
          monthlySundayHoliday?: ("pay" | "recover") | null;
          thirteenthIncludesCurrentMonth?: boolean | null;
          accrualRounding?: ("cumulative" | "monthly_half_up" | "monthly_up") | null;
          uniAllowanceHourly?: ("full_month" | "pro_rata") | null;
          noticeMethod?: ("thirtieths" | "scheduled_hours_effective_wage") | null;
          effectiveWageRounding?: ("cent" | "none") | null;
          severanceRevaluationRounding?: ("coefficient" | "components") | null;
          thirteenthShareMaternity?: string | null;
          thirteenthShareInail4to90?: string | null;
          thirteenthShareInail91plus?: string | null;
          severanceShareMaternity?: string | null;
          severanceShareInail?: string | null;
          severanceAdvanceMaxShare?: string | null;
          weeklyHoursWarningThreshold?: string | null;
          boardMonthlyDaysBeforeSwitch?: number | null;
          boardMonthlyDaysFromSwitch?: number | null;
          boardMonthlyDaysSwitchDate?: string | null;
          annualStatementBoardInKindTaxable?: boolean | null;
          finalizeRequiresApprover?: boolean | null;
          attachPayslipPdf?: boolean | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description every setting as the engine applies it (the organization's choice, else the default) */
            values: {
              /** @enum {string} */
              hourlyAccrualBase: "schedule_when_regular" | "period_pay" | "schedule";
              /** @enum {string} */
              thirteenthMonthlyBase: "ccnl" | "monthly_accrual";
              /** @enum {string} */
              quarterlyRoundingDifference: "withhold" | "show_only";
              /** @enum {string} */
              inpsFlatRateBasis: "contract" | "week";
              /** @enum {string} */
              holidayContributionHours: "scheduled" | "paid";
              /** @enum {string} */
              quarterlyHoursRounding: "up" | "half_up" | "down";
              /** @enum {string} */
              sickDeductionBase: "board_in_kind" | "global" | "cash";
              /** @enum {string} */
              hourlySickPay: "scheduled_hours" | "thirtieths";
              /** @enum {string} */
              absenceClassification: "engine" | "events";
              sickNewEpisodeRestartsHalfPay: boolean;
              /** @enum {string} */
              monthlySundayHoliday: "pay" | "recover";
              thirteenthIncludesCurrentMonth: boolean;
              /** @enum {string} */
              accrualRounding: "cumulative" | "monthly_half_up" | "monthly_up";
              /** @enum {string} */
              uniAllowanceHourly: "full_month" | "pro_rata";
              /** @enum {string} */
              noticeMethod: "thirtieths" | "scheduled_hours_effective_wage";
              /** @enum {string} */
              effectiveWageRounding: "cent" | "none";
              /** @enum {string} */
              severanceRevaluationRounding: "coefficient" | "components";
              thirteenthShareMaternity: string;
              thirteenthShareInail4to90: string;
              thirteenthShareInail91plus: string;
              severanceShareMaternity: string;
              severanceShareInail: string;
              severanceAdvanceMaxShare: string;
              weeklyHoursWarningThreshold: string;
              boardMonthlyDaysBeforeSwitch: number;
              boardMonthlyDaysFromSwitch: number;
              /** Format: date */
              boardMonthlyDaysSwitchDate: string;
              annualStatementBoardInKindTaxable: boolean;
              finalizeRequiresApprover: boolean;
              attachPayslipPdf: boolean;
            };
            /** @description the defaults (lib/payroll/README.md gives the source of each) */
            defaults: {
              /** @enum {string} */
              hourlyAccrualBase: "schedule_when_regular" | "period_pay" | "schedule";
              /** @enum {string} */
              thirteenthMonthlyBase: "ccnl" | "monthly_accrual";
              /** @enum {string} */
              quarterlyRoundingDifference: "withhold" | "show_only";
              /** @enum {string} */
              inpsFlatRateBasis: "contract" | "week";
              /** @enum {string} */
              holidayContributionHours: "scheduled" | "paid";
              /** @enum {string} */
              quarterlyHoursRounding: "up" | "half_up" | "down";
              /** @enum {string} */
              sickDeductionBase: "board_in_kind" | "global" | "cash";
              /** @enum {string} */
              hourlySickPay: "scheduled_hours" | "thirtieths";
              /** @enum {string} */
              absenceClassification: "engine" | "events";
              sickNewEpisodeRestartsHalfPay: boolean;
              /** @enum {string} */
              monthlySundayHoliday: "pay" | "recover";
              thirteenthIncludesCurrentMonth: boolean;
              /** @enum {string} */
              accrualRounding: "cumulative" | "monthly_half_up" | "monthly_up";
              /** @enum {string} */
              uniAllowanceHourly: "full_month" | "pro_rata";
              /** @enum {string} */
              noticeMethod: "thirtieths" | "scheduled_hours_effective_wage";
              /** @enum {string} */
              effectiveWageRounding: "cent" | "none";
              /** @enum {string} */
              severanceRevaluationRounding: "coefficient" | "components";
              thirteenthShareMaternity: string;
              thirteenthShareInail4to90: string;
              thirteenthShareInail91plus: string;
              severanceShareMaternity: string;
              severanceShareInail: string;
              severanceAdvanceMaxShare: string;
              weeklyHoursWarningThreshold: string;
              boardMonthlyDaysBeforeSwitch: number;
              boardMonthlyDaysFromSwitch: number;
              /** Format: date */
              boardMonthlyDaysSwitchDate: string;
              annualStatementBoardInKindTaxable: boolean;
              finalizeRequiresApprover: boolean;
              attachPayslipPdf: boolean;
            };
            /** @description the settings the organization has set */
            overridden: (
              | "hourlyAccrualBase"
              | "thirteenthMonthlyBase"
              | "quarterlyRoundingDifference"
              | "inpsFlatRateBasis"
              | "holidayContributionHours"
              | "quarterlyHoursRounding"
              | "sickDeductionBase"
              | "hourlySickPay"
              | "absenceClassification"
              | "sickNewEpisodeRestartsHalfPay"
              | "monthlySundayHoliday"
              | "thirteenthIncludesCurrentMonth"
              | "accrualRounding"
              | "uniAllowanceHourly"
              | "noticeMethod"
              | "effectiveWageRounding"
              | "severanceRevaluationRounding"
              | "thirteenthShareMaternity"
              | "thirteenthShareInail4to90"
              | "thirteenthShareInail91plus"
              | "severanceShareMaternity"
              | "severanceShareInail"
              | "severanceAdvanceMaxShare"
              | "weeklyHoursWarningThreshold"
              | "boardMonthlyDaysBeforeSwitch"
              | "boardMonthlyDaysFromSwitch"
              | "boardMonthlyDaysSwitchDate"
              | "annualStatementBoardInKindTaxable"
              | "finalizeRequiresApprover"
              | "attachPayslipPdf"
            )[];
          };
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postUsersByIdResetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["User"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getEmployers: {
    parameters: {
      query: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
        sortField?: "createdAt" | "updatedAt" | "name" | "type";
        sortDirection?: "asc" | "desc";
        organizationId: string;
        search?: string;
        status?: "active" | "archived";
        type?: "domestic" | "business";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EmployerList"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postEmployers: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json":
          | {
              /** @constant */
              type: "domestic";
              /** Format: uuid */
              organizationId: string;
              personalInfo: {
                firstName: string;
                lastName: string;
                fiscalCode?: string | null;
                /** Format: date */
                birthDate?: string | null;
                birthLocality?: string | null;
                birthProvince?: string | null;
                birthCountry?: string | null;
                address?: string | null;
                locality?: string | null;
                province?: string | null;
                zipCode?: string | null;
                phone?: string | null;
                email?: string | null;
                pec?: string | null;
              };
              businessDetails?: unknown;
              patronSaintDay?: string | null;
              allowDuplicate?: boolean;
            }
          | {
              /** @constant */
              type: "business";
              /** Format: uuid */
              organizationId: string;
              businessDetails: {
                name: string;
                corporationType?:
                  | (
                      | "ss"
                      | "snc"
                      | "sas"
                      | "srl"
                      | "srls"
                      | "spa"
                      | "sapa"
                      | "srl_u"
                      | "coop"
                      | "consorzio"
                      | "ditta_individuale"
                      | "prof"
                      | "associazione"
                      | "fondazione"
                      | "ente_pubblico"
                      | "other"
                    )
                  | null;
                businessServiceType?: ("studio" | "caf" | "private" | "patronato" | "agenzia_lavoro" | "other") | null;
                vatNumber?: string | null;
                fiscalCode?: string | null;
                address?: string | null;
                zipCode?: string | null;
                locality?: string | null;
                province?: string | null;
                pec?: string | null;
                phone?: string | null;
                email?: string | null;
              };
              personalInfo?: unknown;
              patronSaintDay?: string | null;
              allowDuplicate?: boolean;
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Employer"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Another employer has the same fiscal code or VAT number (duplicate_tax_id, with existingEmployerId) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getEmployersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Employer"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteEmployersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A contract of the employer is active (employer_has_active_contracts, with activeContracts) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchEmployersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          type?: "domestic" | "business";
          /** Format: uuid */
          organizationId?: string;
          personalInfo?: {
            firstName?: string;
            lastName?: string;
            fiscalCode?: string | null;
            /** Format: date */
            birthDate?: string | null;
            birthLocality?: string | null;
            birthProvince?: string | null;
            birthCountry?: string | null;
            address?: string | null;
            locality?: string | null;
            province?: string | null;
            zipCode?: string | null;
            phone?: string | null;
            email?: string | null;
            pec?: string | null;
          };
          businessDetails?: {
            name?: string;
            corporationType?:
              | (
                  | "ss"
                  | "snc"
                  | "sas"
                  | "srl"
                  | "srls"
                  | "spa"
                  | "sapa"
                  | "srl_u"
                  | "coop"
                  | "consorzio"
                  | "ditta_individuale"
                  | "prof"
                  | "associazione"
                  | "fondazione"
                  | "ente_pubblico"
                  | "other"
                )
              | null;
            businessServiceType?: ("studio" | "caf" | "private" | "patronato" | "agenzia_lavoro" | "other") | null;
            vatNumber?: string | null;
            fiscalCode?: string | null;
            address?: string | null;
            zipCode?: string | null;
            locality?: string | null;
            province?: string | null;
            pec?: string | null;
            phone?: string | null;
            email?: string | null;
          };
          patronSaintDay?: string | null;
          archived?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Employer"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticContracts: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
        sortField?: "createdAt" | "updatedAt" | "startDate" | "workerName";
        sortDirection?: "asc" | "desc";
        employerId?: string;
        status?: "active" | "ended";
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomesticContractList"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContracts: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: uuid
           * @description An employer of the caller's organization (unknown or foreign → 422 at /employerId)
           */
          employerId: string;
          /**
           * Format: uuid
           * @description A worker of the caller's organization (/v1/workers; unknown or foreign → 422 at /workerId): the contract takes the worker's fields. Give either workerId or worker
           */
          workerId?: string;
          /** @description The worker's fields, when workerId is not given: a fiscal code already a worker's links the contract to that worker (the worker record is kept as stored), otherwise a new worker is created from these fields */
          worker?: {
            firstName: string;
            lastName: string;
            fiscalCode?: string | null;
            birthDate?: string | null;
            birthPlace?: string | null;
            nationality?: string | null;
            address?: string | null;
            locality?: string | null;
            province?: string | null;
            zipCode?: string | null;
            iban?: string | null;
          };
          /** @description INPS relationship code (codice rapporto di lavoro domestico) */
          inpsRelationshipCode?: string | null;
          /** Format: date */
          startDate: string;
          /** @default false */
          fixedTerm?: boolean;
          /** @description Planned end; required when fixedTerm */
          fixedTermEndDate?: string | null;
          /**
           * @description Fixed-term hire replacing an absent worker: no NASpI surcharge
           * @default false
           */
          replacesAbsentWorker?: boolean;
          /**
           * @description false when the worker is a relative living with the employer
           * @default true
           */
          cuafDue?: boolean;
          /** @default false */
          workerRenouncedIvsShare?: boolean;
          notes?: string | null;
          /** @description The first terms, in force from startDate */
          terms: {
            /** @enum {string} */
            level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
            /** @enum {string} */
            jobType:
              | "domestic_help"
              | "carer_self_sufficient"
              | "carer_non_self_sufficient"
              | "babysitter"
              | "night_assistance"
              | "night_presence"
              | "rest_day_substitute"
              | "cook"
              | "other";
            /** @description Live-in (convivente) */
            cohabiting: boolean;
            /** @enum {string} */
            payBasis: "hourly" | "monthly";
            /** @description Agreed wage per hour (hourly) or per month (monthly), decimal string */
            wage: string;
            /** @description Hours per weekday, Monday..Sunday, as decimal strings with up to 2 decimals (0–24). All seven days are required. */
            weeklySchedule: {
              monday: string;
              tuesday: string;
              wednesday: string;
              thursday: string;
              friday: string;
              saturday: string;
              sunday: string;
            };
            /**
             * @description Board and lodging provided (vitto e alloggio). A live-in worker is owed all three.
             * @default {
             *       "breakfastLunch": false,
             *       "dinner": false,
             *       "lodging": false,
             *       "inCash": false
             *     }
             */
            board?: {
              /** @default false */
              breakfastLunch?: boolean;
              /** @default false */
              dinner?: boolean;
              /** @default false */
              lodging?: boolean;
              /**
               * @description true: board and lodging are owed but paid as a cash indemnity instead of in kind
               * @default false
               */
              inCash?: boolean;
            };
            /**
             * @description CCNL allowances that apply
             * @default {
             *       "babysitterChildUnderSix": false,
             *       "multipleAssisted": false,
             *       "functionAllowance": false,
             *       "uniCertifiedUntil": null
             *     }
             */
            allowances?: {
              /**
               * @description Level BS looking after a child under six
               * @default false
               */
              babysitterChildUnderSix?: boolean;
              /**
               * @description Level CS/DS assisting more than one non-self-sufficient person
               * @default false
               */
              multipleAssisted?: boolean;
              /**
               * @description Live-in level D/DS (indennità di funzione)
               * @default false
               */
              functionAllowance?: boolean;
              /**
               * @description Last day of the worker's UNI 11766:2019 certification: the monthly allowance of Table L is due to levels B, BS and CS until then (docs/domain/rules-update.md §8); null = not certified
               * @default null
               */
              uniCertifiedUntil?: string | null;
            };
            /**
             * @description Override of the seniority increments (scatti, 0–7); null = computed from the start date
             * @default null
             */
            seniorityIncrements?: string | null;
            /**
             * @description The wage as the CCNL builds it: the part above the CCNL minimum in force on the effective date, per pay unit. When set, `wage` must equal that minimum + superminimo, and payslips follow the minimum of each period (an absorbable superminimo absorbs its increases, docs/domain/rules-update.md §8). null: the wage is a fixed figure
             * @default null
             */
            superminimo?: string | null;
            /**
             * @description Later increases of the CCNL minimum are absorbed by the superminimo, up to its amount (default true)
             * @default true
             */
            superminimoAbsorbable?: boolean;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            /** Format: uuid */
            employerId: string;
            employer: {
              /** Format: uuid */
              id: string;
              displayName: string;
              archived: boolean;
            };
            /** @description The worker (/v1/workers) this contract is of; `worker` is the contract's copy of their fields */
            workerId: string | null;
            worker: components["schemas"]["ContractWorker"];
            inpsRelationshipCode: string | null;
            /**
             * @description ended: the recorded end date is past (Italian time). A contract ending today or later is active.
             * @enum {string}
             */
            status: "active" | "ended";
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string | null;
            endReason: ("dismissal" | "resignation" | "mutual_agreement" | "end_of_fixed_term" | "death_of_assisted_person" | "just_cause") | null;
            /** @description Notice recorded with the end (docs/domain/rules-update.md §4); null while active */
            notice: {
              /** Format: date */
              givenDate: string | null;
              workedDays: number | null;
              overrideDays: number | null;
              overrideReason: string | null;
            } | null;
            fixedTerm: boolean;
            /** Format: date */
            fixedTermEndDate: string | null;
            replacesAbsentWorker: boolean;
            /** @description The INPS fixed-term surcharge (NASpI +1.40%) applies: fixedTerm and not replacesAbsentWorker */
            fixedTermSurchargeApplies: boolean;
            cuafDue: boolean;
            workerRenouncedIvsShare: boolean;
            /**
             * Format: date
             * @description Expected birth date recorded with a maternity leave (maternity protection); null when none
             */
            expectedBirthDate: string | null;
            notes: string | null;
            /** @description The terms in force today (before the start: the first terms; after the end: those in force on the end date) */
            currentTerms: components["schemas"]["ContractTerms"];
            createdAt: string;
            updatedAt: string;
            /** @description Terms history, oldest first */
            terms: components["schemas"]["ContractTerms"][];
            openingBalances: components["schemas"]["ContractOpeningBalances"] | null;
            warnings: components["schemas"]["ContractWarning"][];
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticContractsMinimumWage: {
    parameters: {
      query: {
        level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
        jobType:
          | "domestic_help"
          | "carer_self_sufficient"
          | "carer_non_self_sufficient"
          | "babysitter"
          | "night_assistance"
          | "night_presence"
          | "rest_day_substitute"
          | "cook"
          | "other";
        cohabiting?: "true" | "false";
        weeklyHours: string;
        /** @description Default: today (Europe/Rome) */
        date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MinimumWage"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description No rate tables for the year (rates_missing_for_year) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticContractsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomesticContractDetail"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteDomesticContractsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Work events or payslips use the contract (contract_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchDomesticContractsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          worker?: {
            firstName?: string;
            lastName?: string;
            fiscalCode?: string | null;
            birthDate?: string | null;
            birthPlace?: string | null;
            nationality?: string | null;
            address?: string | null;
            locality?: string | null;
            province?: string | null;
            zipCode?: string | null;
            iban?: string | null;
          };
          /** @description INPS relationship code (codice rapporto di lavoro domestico) */
          inpsRelationshipCode?: string | null;
          /**
           * Format: date
           * @description Moves the first terms with it; refused when events, payslips, later terms or opening balances fall before it
           */
          startDate?: string;
          fixedTerm?: boolean;
          fixedTermEndDate?: string | null;
          replacesAbsentWorker?: boolean;
          cuafDue?: boolean;
          workerRenouncedIvsShare?: boolean;
          /** @description Expected birth date, recorded with a maternity leave: a dismissal from 300 days before it to 3 months after is refused unless for just cause (docs/domain/rules-update-3.md A13); null clears it */
          expectedBirthDate?: string | null;
          notes?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            /** Format: uuid */
            employerId: string;
            employer: {
              /** Format: uuid */
              id: string;
              displayName: string;
              archived: boolean;
            };
            /** @description The worker (/v1/workers) this contract is of; `worker` is the contract's copy of their fields */
            workerId: string | null;
            worker: components["schemas"]["ContractWorker"];
            inpsRelationshipCode: string | null;
            /**
             * @description ended: the recorded end date is past (Italian time). A contract ending today or later is active.
             * @enum {string}
             */
            status: "active" | "ended";
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string | null;
            endReason: ("dismissal" | "resignation" | "mutual_agreement" | "end_of_fixed_term" | "death_of_assisted_person" | "just_cause") | null;
            /** @description Notice recorded with the end (docs/domain/rules-update.md §4); null while active */
            notice: {
              /** Format: date */
              givenDate: string | null;
              workedDays: number | null;
              overrideDays: number | null;
              overrideReason: string | null;
            } | null;
            fixedTerm: boolean;
            /** Format: date */
            fixedTermEndDate: string | null;
            replacesAbsentWorker: boolean;
            /** @description The INPS fixed-term surcharge (NASpI +1.40%) applies: fixedTerm and not replacesAbsentWorker */
            fixedTermSurchargeApplies: boolean;
            cuafDue: boolean;
            workerRenouncedIvsShare: boolean;
            /**
             * Format: date
             * @description Expected birth date recorded with a maternity leave (maternity protection); null when none
             */
            expectedBirthDate: string | null;
            notes: string | null;
            /** @description The terms in force today (before the start: the first terms; after the end: those in force on the end date) */
            currentTerms: components["schemas"]["ContractTerms"];
            createdAt: string;
            updatedAt: string;
            /** @description Terms history, oldest first */
            terms: components["schemas"]["ContractTerms"][];
            openingBalances: components["schemas"]["ContractOpeningBalances"] | null;
            warnings: components["schemas"]["ContractWarning"][];
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The new fiscal code is another worker's (worker_fiscal_code_taken, with workerId) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticContractsByIdTerms: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
        sortField?: "effectiveFrom";
        sortDirection?: "asc" | "desc";
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["ContractTerms"][];
            pagination: components["schemas"]["Pagination"];
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContractsByIdTerms: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
          /** @enum {string} */
          jobType:
            | "domestic_help"
            | "carer_self_sufficient"
            | "carer_non_self_sufficient"
            | "babysitter"
            | "night_assistance"
            | "night_presence"
            | "rest_day_substitute"
            | "cook"
            | "other";
          /** @description Live-in (convivente) */
          cohabiting: boolean;
          /** @enum {string} */
          payBasis: "hourly" | "monthly";
          /** @description Agreed wage per hour (hourly) or per month (monthly), decimal string */
          wage: string;
          /** @description Hours per weekday, Monday..Sunday, as decimal strings with up to 2 decimals (0–24). All seven days are required. */
          weeklySchedule: {
            monday: string;
            tuesday: string;
            wednesday: string;
            thursday: string;
            friday: string;
            saturday: string;
            sunday: string;
          };
          /**
           * @description Board and lodging provided (vitto e alloggio). A live-in worker is owed all three.
           * @default {
           *       "breakfastLunch": false,
           *       "dinner": false,
           *       "lodging": false,
           *       "inCash": false
           *     }
           */
          board?: {
            /** @default false */
            breakfastLunch?: boolean;
            /** @default false */
            dinner?: boolean;
            /** @default false */
            lodging?: boolean;
            /**
             * @description true: board and lodging are owed but paid as a cash indemnity instead of in kind
             * @default false
             */
            inCash?: boolean;
          };
          /**
           * @description CCNL allowances that apply
           * @default {
           *       "babysitterChildUnderSix": false,
           *       "multipleAssisted": false,
           *       "functionAllowance": false,
           *       "uniCertifiedUntil": null
           *     }
           */
          allowances?: {
            /**
             * @description Level BS looking after a child under six
             * @default false
             */
            babysitterChildUnderSix?: boolean;
            /**
             * @description Level CS/DS assisting more than one non-self-sufficient person
             * @default false
             */
            multipleAssisted?: boolean;
            /**
             * @description Live-in level D/DS (indennità di funzione)
             * @default false
             */
            functionAllowance?: boolean;
            /**
             * @description Last day of the worker's UNI 11766:2019 certification: the monthly allowance of Table L is due to levels B, BS and CS until then (docs/domain/rules-update.md §8); null = not certified
             * @default null
             */
            uniCertifiedUntil?: string | null;
          };
          /**
           * @description Override of the seniority increments (scatti, 0–7); null = computed from the start date
           * @default null
           */
          seniorityIncrements?: string | null;
          /**
           * @description The wage as the CCNL builds it: the part above the CCNL minimum in force on the effective date, per pay unit. When set, `wage` must equal that minimum + superminimo, and payslips follow the minimum of each period (an absorbable superminimo absorbs its increases, docs/domain/rules-update.md §8). null: the wage is a fixed figure
           * @default null
           */
          superminimo?: string | null;
          /**
           * @description Later increases of the CCNL minimum are absorbed by the superminimo, up to its amount (default true)
           * @default true
           */
          superminimoAbsorbable?: boolean;
          /**
           * Format: date
           * @description First day the terms apply (≥ startDate, ≤ endDate when ended)
           */
          effectiveFrom: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: uuid */
            id: string;
            /** @example 2025-01-06 */
            effectiveFrom: string;
            /** @description Last day these terms apply (the day before the next terms); null when open-ended */
            effectiveTo: string | null;
            /** @enum {string} */
            level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
            /** @enum {string} */
            jobType:
              | "domestic_help"
              | "carer_self_sufficient"
              | "carer_non_self_sufficient"
              | "babysitter"
              | "night_assistance"
              | "night_presence"
              | "rest_day_substitute"
              | "cook"
              | "other";
            cohabiting: boolean;
            /** @enum {string} */
            payBasis: "hourly" | "monthly";
            /**
             * @description Per hour (hourly) or per month (monthly)
             * @example 9.00
             */
            wage: string;
            weeklySchedule: components["schemas"]["WeeklySchedule"];
            /**
             * @description Sum of the weekly schedule
             * @example 20.00
             */
            weeklyHours: string;
            /**
             * @description CCNL pay table: A live-in, B live-in ≤30 h (levels B/BS/C), C non-live-in (hourly), D night assistance, E night presence, G rest-day substitute
             * @enum {string}
             */
            payTable: "A" | "B" | "C" | "D" | "E" | "G";
            board: {
              breakfastLunch: boolean;
              dinner: boolean;
              lodging: boolean;
              inCash: boolean;
            };
            allowances: {
              babysitterChildUnderSix: boolean;
              multipleAssisted: boolean;
              functionAllowance: boolean;
              /** @description last valid day of the worker's UNI 11766 certification (allowance for B, BS, CS); null = none */
              uniCertifiedUntil: string | null;
            };
            seniorityIncrements: string | null;
            /** @description The part of the wage above the CCNL minimum of effectiveFrom; null: the wage is a fixed figure */
            superminimo: string | null;
            /** @description Later increases of the CCNL minimum are absorbed by the superminimo */
            superminimoAbsorbable: boolean;
            createdAt: string;
            warnings: components["schemas"]["ContractWarning"][];
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Terms already exist on that date (conflict, with existingTermsId) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  putDomesticContractsByIdTermsByTermsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        termsId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @enum {string} */
          level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
          /** @enum {string} */
          jobType:
            | "domestic_help"
            | "carer_self_sufficient"
            | "carer_non_self_sufficient"
            | "babysitter"
            | "night_assistance"
            | "night_presence"
            | "rest_day_substitute"
            | "cook"
            | "other";
          /** @description Live-in (convivente) */
          cohabiting: boolean;
          /** @enum {string} */
          payBasis: "hourly" | "monthly";
          /** @description Agreed wage per hour (hourly) or per month (monthly), decimal string */
          wage: string;
          /** @description Hours per weekday, Monday..Sunday, as decimal strings with up to 2 decimals (0–24). All seven days are required. */
          weeklySchedule: {
            monday: string;
            tuesday: string;
            wednesday: string;
            thursday: string;
            friday: string;
            saturday: string;
            sunday: string;
          };
          /**
           * @description Board and lodging provided (vitto e alloggio). A live-in worker is owed all three.
           * @default {
           *       "breakfastLunch": false,
           *       "dinner": false,
           *       "lodging": false,
           *       "inCash": false
           *     }
           */
          board?: {
            /** @default false */
            breakfastLunch?: boolean;
            /** @default false */
            dinner?: boolean;
            /** @default false */
            lodging?: boolean;
            /**
             * @description true: board and lodging are owed but paid as a cash indemnity instead of in kind
             * @default false
             */
            inCash?: boolean;
          };
          /**
           * @description CCNL allowances that apply
           * @default {
           *       "babysitterChildUnderSix": false,
           *       "multipleAssisted": false,
           *       "functionAllowance": false,
           *       "uniCertifiedUntil": null
           *     }
           */
          allowances?: {
            /**
             * @description Level BS looking after a child under six
             * @default false
             */
            babysitterChildUnderSix?: boolean;
            /**
             * @description Level CS/DS assisting more than one non-self-sufficient person
             * @default false
             */
            multipleAssisted?: boolean;
            /**
             * @description Live-in level D/DS (indennità di funzione)
             * @default false
             */
            functionAllowance?: boolean;
            /**
             * @description Last day of the worker's UNI 11766:2019 certification: the monthly allowance of Table L is due to levels B, BS and CS until then (docs/domain/rules-update.md §8); null = not certified
             * @default null
             */
            uniCertifiedUntil?: string | null;
          };
          /**
           * @description Override of the seniority increments (scatti, 0–7); null = computed from the start date
           * @default null
           */
          seniorityIncrements?: string | null;
          /**
           * @description The wage as the CCNL builds it: the part above the CCNL minimum in force on the effective date, per pay unit. When set, `wage` must equal that minimum + superminimo, and payslips follow the minimum of each period (an absorbable superminimo absorbs its increases, docs/domain/rules-update.md §8). null: the wage is a fixed figure
           * @default null
           */
          superminimo?: string | null;
          /**
           * @description Later increases of the CCNL minimum are absorbed by the superminimo, up to its amount (default true)
           * @default true
           */
          superminimoAbsorbable?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: uuid */
            id: string;
            /** @example 2025-01-06 */
            effectiveFrom: string;
            /** @description Last day these terms apply (the day before the next terms); null when open-ended */
            effectiveTo: string | null;
            /** @enum {string} */
            level: "A" | "AS" | "B" | "BS" | "C" | "CS" | "D" | "DS";
            /** @enum {string} */
            jobType:
              | "domestic_help"
              | "carer_self_sufficient"
              | "carer_non_self_sufficient"
              | "babysitter"
              | "night_assistance"
              | "night_presence"
              | "rest_day_substitute"
              | "cook"
              | "other";
            cohabiting: boolean;
            /** @enum {string} */
            payBasis: "hourly" | "monthly";
            /**
             * @description Per hour (hourly) or per month (monthly)
             * @example 9.00
             */
            wage: string;
            weeklySchedule: components["schemas"]["WeeklySchedule"];
            /**
             * @description Sum of the weekly schedule
             * @example 20.00
             */
            weeklyHours: string;
            /**
             * @description CCNL pay table: A live-in, B live-in ≤30 h (levels B/BS/C), C non-live-in (hourly), D night assistance, E night presence, G rest-day substitute
             * @enum {string}
             */
            payTable: "A" | "B" | "C" | "D" | "E" | "G";
            board: {
              breakfastLunch: boolean;
              dinner: boolean;
              lodging: boolean;
              inCash: boolean;
            };
            allowances: {
              babysitterChildUnderSix: boolean;
              multipleAssisted: boolean;
              functionAllowance: boolean;
              /** @description last valid day of the worker's UNI 11766 certification (allowance for B, BS, CS); null = none */
              uniCertifiedUntil: string | null;
            };
            seniorityIncrements: string | null;
            /** @description The part of the wage above the CCNL minimum of effectiveFrom; null: the wage is a fixed figure */
            superminimo: string | null;
            /** @description Later increases of the CCNL minimum are absorbed by the superminimo */
            superminimoAbsorbable: boolean;
            createdAt: string;
            warnings: components["schemas"]["ContractWarning"][];
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteDomesticContractsByIdTermsByTermsId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        termsId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The first terms (conflict) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContractsByIdEnd: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: date
           * @description Last day of employment
           */
          endDate: string;
          /** @enum {string} */
          endReason: "dismissal" | "resignation" | "mutual_agreement" | "end_of_fixed_term" | "death_of_assisted_person" | "just_cause";
          /**
           * Format: date
           * @description Day the notice was given (docs/domain/rules-update.md §4)
           */
          noticeGivenDate?: string;
          /** @description Calendar days of notice worked */
          noticeWorkedDays?: number;
          /** @description The clerk's figure for the missing notice days, instead of the CCNL computation */
          noticeOverrideDays?: number;
          /** @description Why the computed notice is overridden (required with noticeOverrideDays) */
          noticeOverrideReason?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            /** Format: uuid */
            employerId: string;
            employer: {
              /** Format: uuid */
              id: string;
              displayName: string;
              archived: boolean;
            };
            /** @description The worker (/v1/workers) this contract is of; `worker` is the contract's copy of their fields */
            workerId: string | null;
            worker: components["schemas"]["ContractWorker"];
            inpsRelationshipCode: string | null;
            /**
             * @description ended: the recorded end date is past (Italian time). A contract ending today or later is active.
             * @enum {string}
             */
            status: "active" | "ended";
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string | null;
            endReason: ("dismissal" | "resignation" | "mutual_agreement" | "end_of_fixed_term" | "death_of_assisted_person" | "just_cause") | null;
            /** @description Notice recorded with the end (docs/domain/rules-update.md §4); null while active */
            notice: {
              /** Format: date */
              givenDate: string | null;
              workedDays: number | null;
              overrideDays: number | null;
              overrideReason: string | null;
            } | null;
            fixedTerm: boolean;
            /** Format: date */
            fixedTermEndDate: string | null;
            replacesAbsentWorker: boolean;
            /** @description The INPS fixed-term surcharge (NASpI +1.40%) applies: fixedTerm and not replacesAbsentWorker */
            fixedTermSurchargeApplies: boolean;
            cuafDue: boolean;
            workerRenouncedIvsShare: boolean;
            /**
             * Format: date
             * @description Expected birth date recorded with a maternity leave (maternity protection); null when none
             */
            expectedBirthDate: string | null;
            notes: string | null;
            /** @description The terms in force today (before the start: the first terms; after the end: those in force on the end date) */
            currentTerms: components["schemas"]["ContractTerms"];
            createdAt: string;
            updatedAt: string;
            /** @description Terms history, oldest first */
            terms: components["schemas"]["ContractTerms"][];
            openingBalances: components["schemas"]["ContractOpeningBalances"] | null;
            warnings: components["schemas"]["ContractWarning"][];
            proposedNotice: components["schemas"]["NoticeProposal"] | null;
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The contract already has an end (contract_ended) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteDomesticContractsByIdEnd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DomesticContractDetail"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description No end recorded, or a final settlement exists (conflict) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  putDomesticContractsByIdOpeningBalances: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * Format: date
           * @description The balances are the state at the end of this day (≥ startDate)
           */
          asOfDate: string;
          /**
           * @description Days; negative when vacation was advanced
           * @default 0
           */
          vacationDaysLeftThisYear?: string;
          /** @default 0 */
          vacationDaysLeftPreviousYear?: string;
          /** @default 0 */
          thirteenthAccruedThisYear?: string;
          /**
           * @description TFR fund at the last 31 December, revaluation included, net of advances
           * @default 0
           */
          tfrFundAtLastYearEnd?: string;
          /** @default 0 */
          tfrAccruedThisYear?: string;
          /**
           * @description Sick days used in the 365 days up to asOfDate
           * @default 0
           */
          sickDaysUsedLast365?: string;
          /**
           * @description Gross paid from 1 January (or the hiring) to asOfDate by the previous system, 13th included, TFR excluded
           * @default 0
           */
          ytdGross?: string;
          /**
           * @description Worker INPS share withheld in the year up to asOfDate
           * @default 0
           */
          ytdWorkerInps?: string;
          /**
           * @description Worker CAS.SA.COLF share withheld in the year up to asOfDate
           * @default 0
           */
          ytdWorkerCassacolf?: string;
          /**
           * @description Taxable pay of the year up to asOfDate; null = ytdGross − ytdWorkerInps − ytdWorkerCassacolf
           * @default null
           */
          ytdTaxable?: string | null;
          /**
           * @description Days of employment in the year up to asOfDate (730 rigo C5); null = the calendar days
           * @default null
           */
          ytdEmploymentDays?: string | null;
          /**
           * @description Contributions already declared and paid by the previous system, one entry per quarter
           * @default []
           */
          declaredQuarters?: components["schemas"]["DeclaredQuarter"][];
          /**
           * @description Whether the days of the first contribution week after the take-over that precede it were declared by the previous system (null = not said: the first payslip warns)
           * @default null
           */
          earlierDaysDeclaredElsewhere?: boolean | null;
        };
      };
    };
    responses: {
      /** @description Replaced */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: date */
            asOfDate: string;
            /** @example 10.8333 */
            vacationDaysLeftThisYear: string;
            /** @example 0.0000 */
            vacationDaysLeftPreviousYear: string;
            /** @example 312.50 */
            thirteenthAccruedThisYear: string;
            /** @example 4321.09 */
            tfrFundAtLastYearEnd: string;
            /** @example 290.12 */
            tfrAccruedThisYear: string;
            /** @example 4 */
            sickDaysUsedLast365: string;
            /** @example 4520.00 */
            ytdGross: string;
            /** @example 120.90 */
            ytdWorkerInps: string;
            /** @example 7.80 */
            ytdWorkerCassacolf: string;
            ytdTaxable: string | null;
            ytdEmploymentDays: string | null;
            declaredQuarters: {
              quarter: string;
              hours: string;
              inpsAmount: string;
              inpsWorkerAmount: string;
              cassacolfAmount: string;
            }[];
            earlierDaysDeclaredElsewhere: boolean | null;
            createdAt: string;
            updatedAt: string;
            warnings: components["schemas"]["ContractWarning"][];
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** Format: date */
            asOfDate: string;
            /** @example 10.8333 */
            vacationDaysLeftThisYear: string;
            /** @example 0.0000 */
            vacationDaysLeftPreviousYear: string;
            /** @example 312.50 */
            thirteenthAccruedThisYear: string;
            /** @example 4321.09 */
            tfrFundAtLastYearEnd: string;
            /** @example 290.12 */
            tfrAccruedThisYear: string;
            /** @example 4 */
            sickDaysUsedLast365: string;
            /** @example 4520.00 */
            ytdGross: string;
            /** @example 120.90 */
            ytdWorkerInps: string;
            /** @example 7.80 */
            ytdWorkerCassacolf: string;
            ytdTaxable: string | null;
            ytdEmploymentDays: string | null;
            declaredQuarters: {
              quarter: string;
              hours: string;
              inpsAmount: string;
              inpsWorkerAmount: string;
              cassacolfAmount: string;
            }[];
            earlierDaysDeclaredElsewhere: boolean | null;
            createdAt: string;
            updatedAt: string;
            warnings: components["schemas"]["ContractWarning"][];
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getWorkEvents: {
    parameters: {
      query: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
        sortField?: "date" | "createdAt" | "hours" | "type";
        sortDirection?: "asc" | "desc";
        domesticContractId: string;
        from?: string;
        to?: string;
        type?: "work" | "leave" | "public_holiday" | "vacation" | "sick_leave" | "work_injury" | "leave_of_absence";
        subType?:
          | "regular_work"
          | "holiday_work"
          | "sunday_work"
          | "night_work"
          | "other_work"
          | "overtime"
          | "daily_overtime"
          | "night_overtime"
          | "unpaid_absence"
          | "unpaid_absence_suspended"
          | "paid_permit"
          | "unpaid_permit"
          | "sick_full"
          | "sick_half"
          | "sick_none"
          | "sick_custom"
          | "work_injury_full"
          | "work_injury_none"
          | "regular_vacation"
          | "regular_public_holiday"
          | "maternity_leave"
          | "paternity_leave"
          | "matrimonial_leave"
          | "parental_leave"
          | "birth_permit";
        /** @description Keyset pagination: the `pagination.nextCursor` of the previous page (sorted by date only); `page` is then ignored. Constant time at any depth, unlike `page` */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkEventPage"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postWorkEvents: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkEventCreate"];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkEvent"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A household user's change to a month already submitted or accepted, or with a final payslip (month_closed, with its period); clerks are not refused */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postWorkEventsBatch: {
    parameters: {
      query: {
        domesticContractId: string;
        replaceExisting?: "true" | "false";
      };
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkEventBatchItem"][];
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkEventBatchResult"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A household user's change to a month already submitted or accepted, or with a final payslip (month_closed, with its period); clerks are not refused */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) or batch over 1,000 items (batch_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postWorkEventsAutoFill: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkEventAutoFill"];
      };
    };
    responses: {
      /** @description Created (possibly nothing: see skipped) */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkEventAutoFillResult"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A household user's change to a month already submitted or accepted, or with a final payslip (month_closed, with its period); clerks are not refused */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getWorkEventsSummary: {
    parameters: {
      query: {
        domesticContractId: string;
        month: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkEventMonthSummary"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getWorkEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkEvent"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteWorkEventsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A household user's change to a month already submitted or accepted, or with a final payslip (month_closed, with its period); clerks are not refused */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchWorkEventsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WorkEventPatch"];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkEvent"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A household user's change to a month already submitted or accepted, or with a final payslip (month_closed, with its period); clerks are not refused */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticPayslips: {
    parameters: {
      query: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
        sortField?: "startDate" | "createdAt" | "totalNet" | "totalGross" | "period";
        sortDirection?: "asc" | "desc";
        domesticContractId: string;
        status?: "draft" | "final";
        year?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["PayslipListItem"][];
            pagination: components["schemas"]["Pagination"];
          };
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticPayslipsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payslip"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteDomesticPayslipsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchDomesticPayslipsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          note1?: string | null;
          note2?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payslip"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The payslip is final (payslip_not_draft) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticPayslipsByIdFinalize: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payslip"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The payslip is no longer a draft: finalized meanwhile (payslip_not_draft) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticPayslipsByIdView: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payslip"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticPayslipsByIdReceiptConfirmation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payslip"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Already confirmed (receipt_already_confirmed, with receiptConfirmedAt and receiptConfirmedById) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticPayslipsValidateBeforeRun: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          domesticContractId: string;
          /** @description Period YYYY-MM */
          date: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayrollValidation"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticPayslipsContributionWeeks: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          domesticContractId: string;
          /** Format: date */
          startDate: string;
          /** Format: date */
          endDate: string;
          employmentEnding?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContributionWeek"][];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticPayslipsRunPayroll: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          domesticContractId: string;
          /** Format: uuid */
          organizationId: string;
          period: string;
          contributionWeeks: {
            hours: string;
            /** Format: date */
            weekStart: string;
            /** Format: date */
            weekEnd: string;
            isFromNextPeriod: boolean;
            /** @description A week of the notice period after the termination (as returned by contribution-weeks) */
            isNoticePeriod?: boolean;
          }[];
          /** @default 0.00 */
          notUsedVacationContributionHours?: string;
          /** @default 0 */
          missingNoticeWeeks?: string;
          isThirteenth?: boolean;
          /** Format: date */
          employmentEndDate?: string;
          /** @enum {string} */
          missingNoticeType?: "EMPLOYER" | "EMPLOYEE";
          missingNoticeDays?: string;
          liquidateSeveranceWithEmploymentEnd?: boolean;
          severanceLiquidationPayslip?: boolean;
          severanceAnticipation?: string;
          vacationAnticipation?: string;
          accommodationInCash?: string;
          accommodationInNature?: string;
          customEarnings?: {
            name: string;
            /** @enum {string} */
            periodType: "period" | "week" | "hour" | "day" | "month" | "year";
            periodDuration: string;
            value: string;
          }[];
          customDeductions?: {
            name: string;
            /** @enum {string} */
            periodType: "period" | "week" | "hour" | "day" | "month" | "year";
            periodDuration: string;
            value: string;
          }[];
          customImputedElements?: {
            name: string;
            /** @enum {string} */
            periodType: "period" | "week" | "hour" | "day" | "month" | "year";
            periodDuration: string;
            value: string;
          }[];
          note1?: string;
          note2?: string;
          /** @description TFR coefficient (percent) for a month not yet published, with its reason; recorded and shown on the payslip */
          provisionalTfrCoefficient?: {
            percent: string;
            reason: string;
          };
        };
      };
    };
    responses: {
      /** @description Created (draft) */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Payslip"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A final payslip of the contract, period and kind exists (payslip_already_final), or the same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticPayslipsMonthStatus: {
    parameters: {
      query: {
        period: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MonthStatus"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getInpsStatements: {
    parameters: {
      query: {
        domesticContractId?: string;
        organizationId?: string;
        /** @description Quarter YYYY-Qn */
        quarter: string;
        status?: "complete" | "incomplete";
        search?: string;
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InpsStatementPage"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description quarter outside 2023-Q1…(current + 1) (validation_failed, pointer /quarter) or no rate tables for the year (rates_missing_for_year) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getInpsStatementsCsv: {
    parameters: {
      query: {
        organizationId: string;
        /** @description Quarter YYYY-Qn */
        quarter: string;
        status?: "complete" | "incomplete";
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "text/csv": string;
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description quarter outside 2023-Q1…(current + 1) (validation_failed, pointer /quarter) or no rate tables for the year (rates_missing_for_year) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getAnnualStatements: {
    parameters: {
      query: {
        domesticContractId: string;
        year: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AnnualStatement"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getInpsStatementsPdf: {
    parameters: {
      query: {
        domesticContractId: string;
        /** @description Quarter YYYY-Qn */
        quarter: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description application/pdf */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description quarter outside 2023-Q1…(current + 1) (validation_failed, pointer /quarter) or no rate tables for the year (rates_missing_for_year) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getAnnualStatementsPdf: {
    parameters: {
      query: {
        domesticContractId: string;
        year: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description application/pdf */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description Invalid query string (invalid_query, with a pointer per parameter) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticPayslipsByIdPdf: {
    parameters: {
      query?: {
        version?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description application/pdf */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description Invalid query string (invalid_query, with a pointer per parameter) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticPayslipsByIdPdfVersions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["PayslipDocumentVersion"][];
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticPayslipsByIdPdfReissue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Why the document is reissued (kept in the audit log) */
          reason: string;
        };
      };
    };
    responses: {
      /** @description The new version */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayslipDocumentVersion"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Not an administrator signed in to the application (forbidden), or a read-only key */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The payslip is a draft (payslip_not_final), or the same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed or invalid_text, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticPayslipsPdf: {
    parameters: {
      query: {
        organizationId: string;
        period: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description application/pdf */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getRateTablesTfrCoefficients: {
    parameters: {
      query?: {
        year?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["TfrCoefficient"][];
          };
        };
      };
      /** @description Invalid query string (invalid_query, with a pointer per parameter) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postRateTablesTfrCoefficients: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description Month of the coefficient, YYYY-MM (YYYY-12 is the annual 31 December coefficient) */
          month: string;
          /** @description Coefficient in percent, e.g. "2.061356" */
          percent?: string;
          /** @description ISTAT FOI ex tabacchi of the month (base 2025 = 100 from January 2026) */
          foi?: string;
          /** @description Where the coefficient was published */
          source: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TfrCoefficient"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description The month has a coefficient already (tfr_coefficient_exists), or the same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getPayrollRuns: {
    parameters: {
      query?: {
        period?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["PayrollRunOutput"][];
          };
        };
      };
      /** @description Invalid query string (invalid_query, with a pointer per parameter) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postPayrollRuns: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uuid */
          organizationId?: string;
          /** @description Period YYYY-MM */
          period: string;
          /** @description "all" (every contract active in the period), {employerIds: [...]} or {contractIds: [...]} */
          scope:
            | "all"
            | {
                employerIds: string[];
              }
            | {
                contractIds: string[];
              };
          /**
           * @description Fill a month with no work events from the weekly schedule before running it
           * @default false
           */
          autoFillEmptyMonths?: boolean;
        };
      };
    };
    responses: {
      /** @description Accepted: the run, with status running */
      202: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayrollRunDetail"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description payroll_run_already_running (runId) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) or batch over 1,000 items (batch_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getPayrollRunsById: {
    parameters: {
      query?: {
        outcome?: "pending" | "ok" | "warnings" | "blocked" | "failed" | "skipped" | "cancelled";
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayrollRunDetail"];
        };
      };
      /** @description Invalid query string (invalid_query, with a pointer per parameter) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postPayrollRunsByIdCancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayrollRunDetail"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description payroll_run_finished */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postPayrollRunsByIdFinalize: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PayrollRunDetail"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description approver_required */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description payroll_run_not_finished */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getWebhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            data: components["schemas"]["WebhookEndpoint"][];
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postWebhookEndpoints: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uri */
          url: string;
          description?: string;
          events: (
            | "payroll_run.completed"
            | "payslip.finalized"
            | "payslip.deleted"
            | "payslip.outdated"
            | "inps_communication.due"
            | "payslip.receipt_confirmed"
            | "month.submitted"
            | "month.accepted"
            | "month.returned"
          )[];
          /** @default true */
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointWithSecret"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) or batch over 1,000 items (batch_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getWebhookEndpointsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointDetail"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteWebhookEndpointsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchWebhookEndpointsById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** Format: uri */
          url?: string;
          description?: string | null;
          events?: (
            | "payroll_run.completed"
            | "payslip.finalized"
            | "payslip.deleted"
            | "payslip.outdated"
            | "inps_communication.due"
            | "payslip.receipt_confirmed"
            | "month.submitted"
            | "month.accepted"
            | "month.returned"
          )[];
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpoint"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) or batch over 1,000 items (batch_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postWebhookEndpointsByIdRotateSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookEndpointWithSecret"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getWorkers: {
    parameters: {
      query?: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
        sortField?: "createdAt" | "updatedAt" | "name";
        sortDirection?: "asc" | "desc";
        /** @description When given, the organization of the credentials */
        organizationId?: string;
        /** @description Words that must each occur in the first name, last name or fiscal code */
        search?: string;
        /** @description Exactly this fiscal code: the worker a new contract for that person would be linked to (at most one) */
        fiscalCode?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkerList"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postWorkers: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          firstName: string;
          lastName: string;
          fiscalCode?: string | null;
          birthDate?: string | null;
          birthPlace?: string | null;
          nationality?: string | null;
          address?: string | null;
          locality?: string | null;
          province?: string | null;
          zipCode?: string | null;
          iban?: string | null;
          /** @description M or F; derived from a 16-character fiscal code (a different value is refused) */
          sex?: ("M" | "F") | null;
          identityDocument?: {
            /** @enum {string} */
            kind: "identity_card" | "passport" | "driving_licence" | "other";
            number: string;
            /**
             * @description Last day of validity; null when it does not expire
             * @default null
             */
            expiryDate?: string | null;
          } | null;
          residencePermit?: {
            /** @enum {string} */
            kind: "work" | "family" | "study" | "eu_long_term" | "other";
            number: string;
            /**
             * @description Last day of validity; null when it does not expire
             * @default null
             */
            expiryDate?: string | null;
          } | null;
          /** @description Entry into Italy under a decreto flussi quota: the worker is flagged for the first year after it */
          flussiEntryDate?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Worker"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Another worker of the organization has this fiscal code (worker_fiscal_code_taken, with workerId) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getWorkersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Worker"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteWorkersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description A contract references the worker (worker_has_contracts, with contracts) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  patchWorkersById: {
    parameters: {
      query?: never;
      header?: {
        /** @description The ETag of a GET of this resource (or *): the change applies only if the resource is still that representation, else 412 precondition_failed */
        "If-Match"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          firstName?: string;
          lastName?: string;
          fiscalCode?: string | null;
          birthDate?: string | null;
          birthPlace?: string | null;
          nationality?: string | null;
          address?: string | null;
          locality?: string | null;
          province?: string | null;
          zipCode?: string | null;
          iban?: string | null;
          /** @description M or F; derived from a 16-character fiscal code (a different value is refused) */
          sex?: ("M" | "F") | null;
          identityDocument?: {
            /** @enum {string} */
            kind: "identity_card" | "passport" | "driving_licence" | "other";
            number: string;
            /**
             * @description Last day of validity; null when it does not expire
             * @default null
             */
            expiryDate?: string | null;
          } | null;
          residencePermit?: {
            /** @enum {string} */
            kind: "work" | "family" | "study" | "eu_long_term" | "other";
            number: string;
            /**
             * @description Last day of validity; null when it does not expire
             * @default null
             */
            expiryDate?: string | null;
          } | null;
          /** @description Entry into Italy under a decreto flussi quota: the worker is flagged for the first year after it */
          flussiEntryDate?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Worker"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Another worker of the organization has this fiscal code (worker_fiscal_code_taken, with workerId) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description If-Match does not match the current ETag (precondition_failed) */
      412: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "precondition_failed";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getInpsCommunications: {
    parameters: {
      query: {
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
        sortField?: "dueDate" | "eventDate" | "createdAt";
        sortDirection?: "asc" | "desc";
        organizationId: string;
        status?: "to_file" | "filed" | "cancelled";
        kind?: "hiring" | "variation" | "extension" | "transformation" | "cessation" | "annulment";
        contractId?: string;
        employerId?: string;
        /** @description Only communications due on or before this date */
        dueBefore?: string;
        /** @description true: still to file and past the due date (today in Italy); false: the others */
        overdue?: "true" | "false";
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InpsCommunicationList"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getInpsCommunicationsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          ETag: components["headers"]["ETag"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InpsCommunicationOutput"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postInpsCommunicationsByIdFiled: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          receiptNumber: string;
          /** Format: date */
          filedOn: string;
          /** @description The relationship code INPS gives with the hiring's receipt: required for a hiring, stored on the contract */
          relationshipCode?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InpsCommunicationOutput"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Already filed with another receipt, or cancelled (conflict) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postInpsCommunicationsByIdCancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Optional. A retry with the same key and body replays the first response. */
        "Idempotency-Key"?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          reason: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InpsCommunicationOutput"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Filed with INPS (conflict) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticContractsByIdLetters: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @description Oldest terms first, versions in order */
            data: components["schemas"]["ContractLetter"][];
            /** @description Terms sets whose letter is missing or outdated */
            due: {
              /** @enum {string} */
              kind: "hiring" | "change";
              /** Format: uuid */
              termsId: string;
              effectiveFrom: string;
              /**
               * @description no letter yet for these terms, or the latest one describes older data
               * @enum {string}
               */
              reason: "missing" | "outdated";
            }[];
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContractsByIdLetters: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateContractLetter"];
      };
    };
    responses: {
      /** @description Nothing changed: the current version */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContractLetter"];
        };
      };
      /** @description The new version */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContractLetter"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown contract or terms, or of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Invalid fields (validation_failed) or a kind that does not fit the terms (letter_terms_mismatch) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticContractsByIdLettersByLetterIdPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        letterId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description application/pdf */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/pdf": string;
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A key restricted to some employers, on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContractsByIdLettersByLetterIdSigned: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        letterId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignContractLetter"];
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContractLetter"];
        };
      };
      /** @description Malformed JSON (invalid_json) or invalid query */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation (read_only_key), a cross-site request, or a key restricted to some employers on a resource of the whole organization (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown id, or an id of another organization */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json (unsupported_media_type) */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDeadlines: {
    parameters: {
      query?: {
        /** @description When given, the organization of the credentials */
        organizationId?: string;
        /** @description First day (YYYY-MM-DD), default today in Italy */
        from?: string;
        /** @description Last day (YYYY-MM-DD), default 60 days after from; at most one year after from */
        to?: string;
        /** @description Only these kinds: repeat the parameter or separate with commas (inps_communication, contribution_payment, probation_end, fixed_term_end, thirteenth, annual_statement, permit_expiry); default all */
        kind?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DeadlineList"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key on a mutation, or organizationId of another organization */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getMeCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CalendarFeedStatus"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description An API key has no calendar feed (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postMeCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          Location: components["headers"]["Location"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CalendarFeed"];
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description An API key has no calendar feed (forbidden), or a cross-site request */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description The same Idempotency-Key is still being processed (idempotency_key_in_use) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  deleteMeCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked (also when there was none) */
      204: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description An API key has no calendar feed (forbidden), or a cross-site request */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getDomesticContractsByIdMonthsByPeriod: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description YYYY-MM */
        period: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContractMonth"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description A household user with the view right only (forbidden) */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown contract, a contract of another organization or outside the caller's employers */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description Text with a NUL character or an unpaired surrogate (invalid_text, with its pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContractsByIdMonthsByPeriodSubmit: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description YYYY-MM */
        period: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description For the clerk (optional) */
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContractMonth"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key, or a household user with the view right only */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown contract, a contract of another organization or outside the caller's employers */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description month_already_submitted, month_closed, or a concurrent change (conflict) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContractsByIdMonthsByPeriodAccept: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description YYYY-MM */
        period: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /**
           * @description Run the month's ordinary payslip (a draft) in the same transaction
           * @default false
           */
          runPayslip?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AcceptedContractMonth"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key, or a portal user */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown contract, a contract of another organization or outside the caller's employers */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description month_not_submitted, payslip_already_final (runPayslip), or a concurrent change (conflict) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Invalid fields (validation_failed), or the payslip cannot run (payroll_blocked, rates_missing_for_year) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  postDomesticContractsByIdMonthsByPeriodReturn: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        /** @description YYYY-MM */
        period: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          /** @description What to change: the household sees it */
          note: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContractMonth"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description Read-only key, or a portal user */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Unknown contract, a contract of another organization or outside the caller's employers */
      404: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "not_found";
          };
        };
      };
      /** @description month_not_submitted, or a concurrent change (conflict) */
      409: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "conflict"
              | "idempotency_key_in_use"
              | "employer_has_active_contracts"
              | "contract_in_use"
              | "contract_ended"
              | "payslip_already_final"
              | "payslip_not_draft"
              | "payslip_not_final"
              | "tfr_coefficient_exists"
              | "payroll_run_already_running"
              | "payroll_run_finished"
              | "payroll_run_not_finished"
              | "duplicate_tax_id"
              | "last_admin"
              | "worker_has_contracts"
              | "worker_fiscal_code_taken"
              | "receipt_already_confirmed"
              | "month_closed"
              | "month_not_submitted"
              | "month_already_submitted";
          };
        };
      };
      /** @description Body over 1 MiB (payload_too_large) */
      413: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "payload_too_large" | "batch_too_large";
          };
        };
      };
      /** @description Body not sent as application/json */
      415: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unsupported_media_type";
          };
        };
      };
      /** @description Well-formed but invalid (validation_failed, with a pointer per field) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  getMonths: {
    parameters: {
      query: {
        organizationId: string;
        period: string;
        status?: "not_started" | "open" | "submitted" | "returned" | "accepted";
        employerId?: string;
        /** @description Part of the employer's or the worker's name */
        search?: string;
        /** @description Page number, from 1 */
        page?: number;
        /** @description Items per page */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MonthInbox"];
        };
      };
      /** @description Malformed JSON or query (invalid_json, invalid_query) */
      400: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "bad_request" | "invalid_json" | "invalid_query";
          };
        };
      };
      /** @description Missing, unknown or revoked API key (unauthorized) */
      401: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "unauthorized";
          };
        };
      };
      /** @description organizationId of another organization (organization_mismatch), or a portal user */
      403: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "forbidden" | "read_only_key" | "organization_mismatch" | "cross_site_request" | "admin_required" | "approver_required";
          };
        };
      };
      /** @description Text the server cannot store, e.g. a NUL byte (invalid_text, with the pointer) */
      422: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?:
              | "idempotency_key_reused"
              | "validation_failed"
              | "payroll_blocked"
              | "rates_missing_for_year"
              | "day_hours_exceeded"
              | "invalid_text"
              | "tfr_coefficient_missing"
              | "contribution_weeks_mismatch"
              | "employment_end_mismatch"
              | "payroll_run_empty_scope"
              | "webhook_url_not_allowed"
              | "letter_terms_mismatch";
          };
        };
      };
      /** @description Too many calls with these credentials (rate_limited); see Retry-After, RateLimit and RateLimit-Policy */
      429: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "rate_limited";
          };
        };
      };
      /** @description Database unavailable (database_unavailable); see Retry-After */
      503: {
        headers: {
          "X-Request-Id": components["headers"]["X-Request-Id"];
          "API-Version": components["headers"]["API-Version"];
          RateLimit: components["headers"]["RateLimit"];
          "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
          "Retry-After": components["headers"]["Retry-After"];
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem"] & {
            /** @enum {string} */
            code?: "database_unavailable";
          };
        };
      };
    };
  };
  webhookPayrollRunCompleted: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookPayrollRunCompleted"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPayslipFinalized: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookPayslipFinalized"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPayslipDeleted: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookPayslipDeleted"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPayslipOutdated: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookPayslipOutdated"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookPayslipReceiptConfirmed: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookPayslipReceiptConfirmed"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookInpsCommunicationDue: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookInpsCommunicationDue"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookMonthSubmitted: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookMonthSubmitted"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookMonthAccepted: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookMonthAccepted"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  webhookMonthReturned: {
    parameters: {
      query?: never;
      header: {
        /** @description t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: verify before trusting the body */
        "paghe-signature": string;
        /** @description The body's id, the same on every attempt */
        "paghe-event-id": string;
        /** @description This delivery (one per endpoint and event) */
        "paghe-delivery-id": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["WebhookMonthReturned"];
      };
    };
    responses: {
      /** @description Received: any 2xx acknowledges the delivery */
      "2XX": {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
