-- How well a birth time is known: 'exact', a rough part of the day ('range', named in
-- birth_time_range) or 'unknown'. Every row saved so far had an exact time. birth_time keeps the
-- time the chart is cast for, so it stays filled in for all three.
ALTER TABLE "people" ADD COLUMN "birth_time_accuracy" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "birth_time_range" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_time_accuracy" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_time_range" text;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_birth_time_accuracy_check" CHECK ("people"."birth_time_accuracy" in ('exact', 'range', 'unknown'));--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_birth_time_range_check" CHECK (("people"."birth_time_accuracy" = 'range') = ("people"."birth_time_range" is not null) and ("people"."birth_time_range" is null or "people"."birth_time_range" in ('early-morning', 'morning', 'afternoon', 'evening', 'night')));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_birth_time_accuracy_check" CHECK ("profiles"."birth_time_accuracy" in ('exact', 'range', 'unknown'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_birth_time_range_check" CHECK (("profiles"."birth_time_accuracy" = 'range') = ("profiles"."birth_time_range" is not null) and ("profiles"."birth_time_range" is null or "profiles"."birth_time_range" in ('early-morning', 'morning', 'afternoon', 'evening', 'night')));