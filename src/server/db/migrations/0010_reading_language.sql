-- The language each reading was written in, the caller's when it was asked for: it keeps it for good.
ALTER TABLE "readings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_language_check" CHECK ("readings"."language" in ('en', 'hi'));