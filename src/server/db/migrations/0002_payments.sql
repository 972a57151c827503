CREATE TABLE "payment_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_phone" text NOT NULL,
	"plan_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"receipt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_id" text,
	CONSTRAINT "payment_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_phone_profiles_phone_number_fk" FOREIGN KEY ("user_phone") REFERENCES "public"."profiles"("phone_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_plan_id_payment_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_plan_idx" ON "payment_orders" USING btree ("user_phone","plan_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_status_created_idx" ON "payment_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_duration_check" CHECK ("payment_plans"."duration" in ('monthly', 'quarterly', 'yearly', 'lifetime'));--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_price_positive" CHECK ("payment_plans"."price" > 0);