-- Where a sick or injured live-in worker spends the day (issue 12 item 3, docs/domain/rules-update.md §1b):
-- at the employer's home, in hospital or elsewhere. Only sick and injury events carry it; NULL on
-- those (rows written before this column) reads as the employer's home.
ALTER TABLE "work_events" ADD COLUMN "absence_location" VARCHAR(20);
ALTER TABLE "work_events" ADD CONSTRAINT "work_events_absence_location_check"
  CHECK ("absence_location" IS NULL OR ("absence_location" IN ('employer_home', 'hospital', 'elsewhere') AND "type" IN ('sick_leave', 'work_injury')));
