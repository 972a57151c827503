CREATE TABLE "entitlement_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_phone" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_cache" (
	"prompt_hash" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlement_holds" ADD CONSTRAINT "entitlement_holds_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_credits" ADD CONSTRAINT "share_credits_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_credits_user_created_idx" ON "share_credits" USING btree ("user_phone","created_at");