-- The public city pages (panchang per day, festivals per year), drawn once per language and
-- period by whichever instance claims the row first (docs/decisions/040). A row with no html is a
-- claim in progress; claimed_at lets another instance take over a claim whose instance died.
CREATE TABLE "public_pages" (
	"path" text NOT NULL,
	"language" text NOT NULL,
	"period" text NOT NULL,
	"html" text,
	"etag" text,
	"generations" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone,
	CONSTRAINT "public_pages_path_language_period_pk" PRIMARY KEY("path","language","period"),
	CONSTRAINT "public_pages_language_check" CHECK ("public_pages"."language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE INDEX "public_pages_claimed_idx" ON "public_pages" USING btree ("claimed_at");
