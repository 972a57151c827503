CREATE TABLE "reading_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "checkout_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reading_runs" ADD CONSTRAINT "reading_runs_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_runs_user_idx" ON "reading_runs" USING btree ("user_phone","expires_at");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_created_idx" ON "analytics_events" USING btree ("visitor_id","created_at");--> statement-breakpoint
CREATE INDEX "otp_challenges_country_created_idx" ON "otp_challenges" USING btree ("country","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_status_checked_idx" ON "payment_orders" USING btree ("status","last_checked_at");