-- People a user saves besides themselves (family, friends), at most ten per account (shared/people.ts);
-- they go with the account (on delete cascade).
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_phone" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"relation" text NOT NULL,
	"birth_date" text NOT NULL,
	"birth_time" text NOT NULL,
	"birth_location" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_gender_check" CHECK ("people"."gender" in ('male', 'female')),
	CONSTRAINT "people_relation_check" CHECK ("people"."relation" in ('spouse', 'partner', 'child', 'parent', 'sibling', 'grandparent', 'friend', 'other'))
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_user_created_idx" ON "people" USING btree ("user_phone","created_at");