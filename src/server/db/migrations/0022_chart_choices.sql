-- The chart choices a profile keeps (ayanamsa, node, chart style; every existing profile keeps
-- Lahiri, the mean node and the North Indian drawing it had), and the basis a reading was written
-- on: a period's reading is now one per basis, so a reading cast under Lahiri is not served under Raman.
DROP INDEX "readings_user_type_period_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ayanamsa" text DEFAULT 'lahiri' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "node" text DEFAULT 'mean' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "chart_style" text DEFAULT 'north' NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "chart_basis" text DEFAULT 'lahiri/mean' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "readings_user_type_period_idx" ON "readings" USING btree ("user_phone","reading_type","period_start","chart_basis");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_ayanamsa_check" CHECK ("profiles"."ayanamsa" in ('lahiri', 'raman', 'kp', 'true-chitra'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_node_check" CHECK ("profiles"."node" in ('mean', 'true'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_chart_style_check" CHECK ("profiles"."chart_style" in ('north', 'south'));