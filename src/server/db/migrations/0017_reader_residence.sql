-- Where the user lives now (null: at the birth place) and the lunar month convention they chose
-- (null: the region's default). Readings are dated in the residence's zone (docs/decisions/023).
ALTER TABLE "profiles" ADD COLUMN "residence" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lunar_month" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_lunar_month_check" CHECK ("profiles"."lunar_month" is null or "profiles"."lunar_month" in ('amanta', 'purnimanta'));