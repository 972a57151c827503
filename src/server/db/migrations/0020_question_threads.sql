CREATE TABLE "question_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_phone" text NOT NULL,
	"person_id" uuid,
	"subject_name" text DEFAULT '' NOT NULL,
	"topic" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_threads_language_check" CHECK ("question_threads"."language" in ('en', 'hi'))
);
--> statement-breakpoint
CREATE TABLE "question_turns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"user_phone" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"topic" text NOT NULL,
	"timeframe_start" date NOT NULL,
	"timeframe_end" date NOT NULL,
	"timeframe_kind" text NOT NULL,
	"kind" text DEFAULT 'answer' NOT NULL,
	"answer" text NOT NULL,
	"windows" jsonb NOT NULL,
	"basis" jsonb NOT NULL,
	"source" text NOT NULL,
	"spend" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_turns_source_check" CHECK ("question_turns"."source" in ('builtin', 'model')),
	CONSTRAINT "question_turns_spend_check" CHECK ("question_turns"."spend" in ('free', 'share', 'premium', 'follow-up'))
);
--> statement-breakpoint
ALTER TABLE "question_threads" ADD CONSTRAINT "question_threads_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_threads" ADD CONSTRAINT "question_threads_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_turns" ADD CONSTRAINT "question_turns_thread_id_question_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."question_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_turns" ADD CONSTRAINT "question_turns_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_threads_user_updated_idx" ON "question_threads" USING btree ("user_phone","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "question_turns_thread_position_idx" ON "question_turns" USING btree ("thread_id","position");--> statement-breakpoint
CREATE INDEX "question_turns_user_created_idx" ON "question_turns" USING btree ("user_phone","created_at");