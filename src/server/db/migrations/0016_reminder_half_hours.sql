-- Reminder times are on the hour or the half hour, the times the switch offers. A quarter hour
-- could only have come from a hand-made request: it moves back to the hour or half hour before
-- it, so the reminder comes a little early rather than not at all.
UPDATE "push_subscriptions" SET "time_of_day" = left("time_of_day", 3) || (CASE WHEN right("time_of_day", 2) < '30' THEN '00' ELSE '30' END) WHERE right("time_of_day", 2) NOT IN ('00', '30');--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_time_check";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_time_check" CHECK ("push_subscriptions"."time_of_day" ~ '^([01][0-9]|2[0-3]):(00|30)$');
