ALTER TABLE "event_volunteers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The queues of the two new kinds of job (apps/api/src/jobs/kinds.ts; decision 017): text messages, and the
-- scheduled sending of volunteer reminders. As in 0012, their retries and expiry are given with each job.
SELECT pgboss.create_queue('sms', '{"policy":"standard"}');
--> statement-breakpoint
SELECT pgboss.create_queue('volunteer-reminders', '{"policy":"standard"}');
