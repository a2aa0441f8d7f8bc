-- Maternity protection (issue 26 item 10, docs/domain/rules-update-3.md A13): the contract records the
-- expected birth date when the clerk enters the maternity leave; the protected period runs from the
-- presumed start of pregnancy (300 days before) to the end of the compulsory leave (3 months after).
ALTER TABLE "domestic_contracts" ADD COLUMN "expected_birth_date" DATE;
