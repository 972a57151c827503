ALTER TABLE "readings" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "match_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "readings_user_match_idx" ON "readings" USING btree ("user_phone","match_key") WHERE "readings"."match_key" is not null;