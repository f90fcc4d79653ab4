ALTER TABLE "events" ADD COLUMN "volunteer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sign_ups_check" CHECK ("events"."volunteer_count" >= 0 and "events"."waitlist_count" >= 0);--> statement-breakpoint
-- Hand-written below: each event's counts of people holding a slot and waiting for one are kept by the database with
-- every change to event_volunteers, as statement triggers moving them by what each statement added and took away
-- (as 0028 and 0033 do), so a list of events reads two columns instead of counting each event's sign-ups. Check-ins,
-- reminders and corrected hours cancel out and touch no event.
CREATE TYPE tabang_sign_up AS (event_id integer, status text);
--> statement-breakpoint
CREATE FUNCTION tabang_sign_ups_moved(came tabang_sign_up[], went tabang_sign_up[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT event_id, status, 1 AS n FROM unnest(came)
    UNION ALL
    SELECT event_id, status, -1 FROM unnest(went))
  UPDATE events e
    SET volunteer_count = e.volunteer_count + t.volunteered, waitlist_count = e.waitlist_count + t.waitlisted
    FROM (SELECT event_id,
            coalesce(sum(n) FILTER (WHERE status = 'volunteered'), 0)::integer AS volunteered,
            coalesce(sum(n) FILTER (WHERE status = 'waitlisted'), 0)::integer AS waitlisted
          FROM moved GROUP BY event_id) t
    WHERE e.id = t.event_id AND (t.volunteered <> 0 OR t.waitlisted <> 0);
END
$$;
--> statement-breakpoint
-- Every event's counts counted again: the first time here, and after a TRUNCATE.
CREATE FUNCTION tabang_recount_sign_ups() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET volunteer_count = t.volunteered, waitlist_count = t.waitlisted
    FROM (SELECT e2.id,
            count(v.event_id) FILTER (WHERE v.status = 'volunteered')::integer AS volunteered,
            count(v.event_id) FILTER (WHERE v.status = 'waitlisted')::integer AS waitlisted
          FROM events e2 LEFT JOIN event_volunteers v ON v.event_id = e2.id GROUP BY e2.id) t
    WHERE e.id = t.id AND (e.volunteer_count, e.waitlist_count) IS DISTINCT FROM (t.volunteered, t.waitlisted);
END
$$;
--> statement-breakpoint
SELECT tabang_recount_sign_ups();
--> statement-breakpoint
CREATE FUNCTION tabang_keep_sign_ups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  came tabang_sign_up[] := '{}';
  went tabang_sign_up[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM tabang_recount_sign_ups();
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    came := ARRAY(SELECT (event_id, status)::tabang_sign_up FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    went := ARRAY(SELECT (event_id, status)::tabang_sign_up FROM old_rows);
  END IF;
  PERFORM tabang_sign_ups_moved(came, went);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tabang_sign_ups_insert AFTER INSERT ON event_volunteers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_sign_ups();
--> statement-breakpoint
CREATE TRIGGER tabang_sign_ups_update AFTER UPDATE ON event_volunteers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_sign_ups();
--> statement-breakpoint
CREATE TRIGGER tabang_sign_ups_delete AFTER DELETE ON event_volunteers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_sign_ups();
--> statement-breakpoint
CREATE TRIGGER tabang_sign_ups_truncate AFTER TRUNCATE ON event_volunteers
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_sign_ups();
--> statement-breakpoint
-- event_volunteers' own triggers (0015) already tell the caches of the event, its charity and the lists.
CREATE OR REPLACE FUNCTION tabang_notify_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topics text[];
  quiet text[] := ARRAY['raised_centavos', 'donor_count', 'offline_centavos', 'records', 'volunteer_count',
    'waitlist_count'];
BEGIN
  SELECT array_agg(DISTINCT topic) INTO topics
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY['event:' || n.id, 'charity:' || n.organization_id, 'charity:' || o.organization_id, 'events']) topic
    WHERE to_jsonb(n) - quiet IS DISTINCT FROM to_jsonb(o) - quiet;
  PERFORM tabang_notify_topics('now', topics);
  RETURN NULL;
END
$$;
