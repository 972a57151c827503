-- One reading per type and period (docs/decisions/006-one-reading-per-period.md). Each reading
-- records the period it covers; a unique index lets only one reading of a type into a period.
ALTER TABLE "readings" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "period_end" date;--> statement-breakpoint
-- Readings saved before now get the period they were asked in, by the rules of
-- src/server/readings/reading-period.ts on India's calendar (Asia/Kolkata, READING_TIME_ZONE there):
-- daily today, weekly 7 days, monthly/quarterly/yearly rolling 1/3/12 months (PostgreSQL clamps
-- 31 January + 1 month to February's last day, as the code does), natal readings the calendar
-- month. Only the first reading of each type and period gets it: repeats saved before this rule
-- keep a null period, stay in the history, and never count as their period's reading.
WITH "asked" AS (
  SELECT "reading_id", "user_phone", "reading_type", "created_at", ("created_at" AT TIME ZONE 'Asia/Kolkata')::date AS "today"
  FROM "readings"
), "spans" AS (
  SELECT "reading_id", "user_phone", "reading_type", "created_at",
    CASE WHEN "reading_type" IN ('daily', 'weekly', 'monthly', 'quarterly', 'yearly') THEN "today"
      ELSE date_trunc('month', "today"::timestamp)::date END AS "first_day",
    CASE "reading_type"
      WHEN 'daily' THEN "today"
      WHEN 'weekly' THEN "today" + 6
      WHEN 'monthly' THEN ("today" + interval '1 month')::date - 1
      WHEN 'quarterly' THEN ("today" + interval '3 months')::date - 1
      WHEN 'yearly' THEN ("today" + interval '12 months')::date - 1
      ELSE (date_trunc('month', "today"::timestamp) + interval '1 month')::date - 1 END AS "last_day"
  FROM "asked"
), "firsts" AS (
  SELECT "reading_id", "first_day", "last_day",
    row_number() OVER (PARTITION BY "user_phone", "reading_type", "first_day" ORDER BY "created_at", "reading_id") AS "n"
  FROM "spans"
)
UPDATE "readings" SET "period_start" = "firsts"."first_day", "period_end" = "firsts"."last_day"
FROM "firsts" WHERE "firsts"."reading_id" = "readings"."reading_id" AND "firsts"."n" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "readings_user_type_period_idx" ON "readings" USING btree ("user_phone","reading_type","period_start");
