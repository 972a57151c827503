CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"origin" text NOT NULL,
	"visitor_id" text,
	"user_key" text,
	"path" text,
	"source" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value" numeric(12, 2),
	"currency" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_origin_check" CHECK ("analytics_events"."origin" in ('browser', 'server'))
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"route" text,
	"request_id" text,
	"user_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_reports_source_check" CHECK ("error_reports"."source" in ('browser', 'server'))
);
--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_transaction_idx" ON "analytics_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");