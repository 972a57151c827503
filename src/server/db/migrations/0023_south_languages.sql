ALTER TABLE "profiles" DROP CONSTRAINT "profiles_language_check";--> statement-breakpoint
ALTER TABLE "public_pages" DROP CONSTRAINT "public_pages_language_check";--> statement-breakpoint
ALTER TABLE "question_threads" DROP CONSTRAINT "question_threads_language_check";--> statement-breakpoint
ALTER TABLE "readings" DROP CONSTRAINT "readings_language_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_language_check" CHECK ("profiles"."language" in ('en', 'hi', 'ta', 'te'));--> statement-breakpoint
ALTER TABLE "public_pages" ADD CONSTRAINT "public_pages_language_check" CHECK ("public_pages"."language" in ('en', 'hi', 'ta', 'te'));--> statement-breakpoint
ALTER TABLE "question_threads" ADD CONSTRAINT "question_threads_language_check" CHECK ("question_threads"."language" in ('en', 'hi', 'ta', 'te'));--> statement-breakpoint
ALTER TABLE "readings" ADD CONSTRAINT "readings_language_check" CHECK ("readings"."language" in ('en', 'hi', 'ta', 'te'));