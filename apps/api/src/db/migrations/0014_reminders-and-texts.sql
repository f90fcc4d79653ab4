ALTER TABLE "event_volunteers" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The queues of the two new kinds of job (apps/api/src/jobs/kinds.ts; decision 017): text messages, and the
-- scheduled sending of volunteer reminders. As in 0012, their retries and expiry are given with each job.
SELECT pgboss.create_queue('sms', '{"policy":"standard"}');
--> statement-breakpoint
SELECT pgboss.create_queue('volunteer-reminders', '{"policy":"standard"}');
--> statement-breakpoint
-- Hand-written, as 0004: a volunteer's reminder mark and attendance (check-in code, check-in and check-out) show in
-- no public read, so an update of only those no longer empties every server's public cache; 0004's trigger fired
-- on any update, and the reminder job marks sign-ups every few minutes.
DROP TRIGGER tabang_public_changed ON event_volunteers;
--> statement-breakpoint
CREATE TRIGGER tabang_public_changed AFTER INSERT OR DELETE OR TRUNCATE ON event_volunteers
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER tabang_public_changed_update AFTER UPDATE OF user_id, event_id, created_at, status ON event_volunteers
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_public_changed();
