-- Invites that pay the sharer (docs/decisions/033): each user's invite code, every number ever signed in (by keyed
-- hash, outliving its account), the browsers each user signed in on, and one row per invitee ever.
CREATE TABLE "invite_codes" (
	"user_phone" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "known_numbers" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"invitee_hash" text PRIMARY KEY NOT NULL,
	"inviter_phone" text NOT NULL,
	"invitee_device_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('pending', 'credited', 'same_device', 'day_cap', 'month_cap')),
	CONSTRAINT "referrals_completed_check" CHECK (("referrals"."status" = 'pending') = ("referrals"."completed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "user_devices" (
	"user_phone" text NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_devices_user_phone_device_hash_pk" PRIMARY KEY("user_phone","device_hash")
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_phone_profiles_phone_number_fk" FOREIGN KEY ("inviter_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_devices" ADD CONSTRAINT "user_devices_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_phone","status","completed_at");--> statement-breakpoint
CREATE INDEX "user_devices_device_idx" ON "user_devices" USING btree ("device_hash");