-- The number of work events of each contract, kept by statement-level triggers, so the unfiltered
-- list of a contract's events (100,000 of them) answers its total without counting them all
-- (issue 13). The counts are set once from the table, then follow every insert and delete.
ALTER TABLE "domestic_contracts" ADD COLUMN "work_event_count" INTEGER NOT NULL DEFAULT 0;
UPDATE "domestic_contracts" c SET "work_event_count" = n.count
  FROM (SELECT "contract_id", count(*)::integer AS count FROM "work_events" GROUP BY "contract_id") n
 WHERE n."contract_id" = c."id";

CREATE FUNCTION "work_event_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "domestic_contracts" c SET "work_event_count" = c."work_event_count" + n.count
    FROM (SELECT "contract_id", count(*)::integer AS count FROM inserted GROUP BY "contract_id") n
   WHERE n."contract_id" = c."id";
  RETURN NULL;
END $$;

CREATE FUNCTION "work_event_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "domestic_contracts" c SET "work_event_count" = c."work_event_count" - n.count
    FROM (SELECT "contract_id", count(*)::integer AS count FROM deleted GROUP BY "contract_id") n
   WHERE n."contract_id" = c."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "work_events_count_insert" AFTER INSERT ON "work_events"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "work_event_count_insert"();
CREATE TRIGGER "work_events_count_delete" AFTER DELETE ON "work_events"
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION "work_event_count_delete"();
