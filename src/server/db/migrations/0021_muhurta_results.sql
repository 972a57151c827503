-- Personal muhurta searches a user paid for (docs/decisions/045): one row per event, range, place
-- and people (the unique key), so asking again opens the saved result and spends nothing.
CREATE TABLE "muhurta_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_phone" text NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"range_from" text NOT NULL,
	"range_to" text NOT NULL,
	"people" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"paid_with" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "muhurta_results_paid_with_check" CHECK ("muhurta_results"."paid_with" in ('free', 'share', 'premium'))
);
--> statement-breakpoint
ALTER TABLE "muhurta_results" ADD CONSTRAINT "muhurta_results_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "muhurta_results_user_key_idx" ON "muhurta_results" USING btree ("user_phone","key");--> statement-breakpoint
CREATE INDEX "muhurta_results_user_created_idx" ON "muhurta_results" USING btree ("user_phone","created_at" DESC NULLS LAST);