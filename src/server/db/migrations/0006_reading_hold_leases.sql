-- Reading holds become leases renewed by the process writing the reading (entitlements.ts).
-- Holds already in flight at the upgrade get ten minutes from now, the rule they were made under.
ALTER TABLE "entitlement_holds" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '10 minutes' NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_events_created_idx" ON "rate_events" USING btree ("created_at");