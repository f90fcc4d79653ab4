CREATE TABLE "event_donors" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "event_donors_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "raised_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "donor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_donors" ADD CONSTRAINT "event_donors_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_donors" ADD CONSTRAINT "event_donors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_totals_check" CHECK ("events"."raised_centavos" >= 0 and "events"."donor_count" >= 0);--> statement-breakpoint
-- Hand-written below: each event's raised total and donor count are kept by the database with every change to a
-- donation, as a statement's triggers, so they hold whoever writes (the settlement, the seed, a test, an operator) and
-- move in the same transaction as the gift. A list of events then reads two columns instead of summing each event's
-- donations, which was most of the time a list of events took without the cache.
-- A donor counts once per event: event_donors holds each (event, donor) pair, and only an insert that adds the pair
-- counts; two gifts of one person completing at once both try it, and the second finds the first's row.
INSERT INTO event_donors (event_id, user_id)
  SELECT DISTINCT event_id, user_id FROM donations WHERE status = 'completed' AND event_id IS NOT NULL;
--> statement-breakpoint
UPDATE events e SET raised_centavos = t.raised, donor_count = t.donors
  FROM (SELECT event_id, sum(amount_centavos) AS raised, count(DISTINCT user_id) AS donors
        FROM donations WHERE status = 'completed' AND event_id IS NOT NULL GROUP BY event_id) t
  WHERE e.id = t.event_id;
--> statement-breakpoint
-- A completed gift as the totals see it.
CREATE TYPE tabang_event_gift AS (event_id integer, user_id integer, amount_centavos bigint);
--> statement-breakpoint
-- Gifts that now count: each new (event, donor) pair counts one donor.
CREATE FUNCTION tabang_event_gifts_came(gifts tabang_event_gift[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(gifts) = 0 THEN
    RETURN;
  END IF;
  WITH came AS (SELECT * FROM unnest(gifts)),
    new_donors AS (
      INSERT INTO event_donors (event_id, user_id) SELECT DISTINCT event_id, user_id FROM came
      ON CONFLICT DO NOTHING RETURNING event_id)
  UPDATE events e
    SET raised_centavos = e.raised_centavos + t.raised,
        donor_count = e.donor_count + (SELECT count(*) FROM new_donors d WHERE d.event_id = e.id)
    FROM (SELECT event_id, sum(amount_centavos) AS raised FROM came GROUP BY event_id) t
    WHERE e.id = t.event_id;
END
$$;
--> statement-breakpoint
-- Gifts that no longer count: a donor with no completed gift left to the event stops counting.
CREATE FUNCTION tabang_event_gifts_went(gifts tabang_event_gift[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(gifts) = 0 THEN
    RETURN;
  END IF;
  WITH went AS (SELECT * FROM unnest(gifts)),
    gone_donors AS (
      DELETE FROM event_donors ed USING (SELECT DISTINCT event_id, user_id FROM went) w
      WHERE ed.event_id = w.event_id AND ed.user_id = w.user_id
        AND NOT EXISTS (SELECT 1 FROM donations d
          WHERE d.event_id = w.event_id AND d.user_id = w.user_id AND d.status = 'completed')
      RETURNING ed.event_id)
  UPDATE events e
    SET raised_centavos = e.raised_centavos - t.raised,
        donor_count = e.donor_count - (SELECT count(*) FROM gone_donors d WHERE d.event_id = e.id)
    FROM (SELECT event_id, sum(amount_centavos) AS raised FROM went GROUP BY event_id) t
    WHERE e.id = t.event_id;
END
$$;
--> statement-breakpoint
-- What a statement on donations took away from events' totals (completed gifts deleted, or updated out of
-- completed, to another event, donor or amount) and what it added. An update that moves none of status, amount,
-- event and donor (receipt bookkeeping, a review flag) touches no event. What went is settled first: a donor whose
-- gift only changed its amount still has a completed gift there, and keeps their row and their count.
CREATE FUNCTION tabang_keep_event_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM tabang_event_gifts_came(ARRAY(SELECT (event_id, user_id, amount_centavos)::tabang_event_gift
      FROM new_rows WHERE status = 'completed' AND event_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM tabang_event_gifts_went(ARRAY(SELECT (event_id, user_id, amount_centavos)::tabang_event_gift
      FROM old_rows WHERE status = 'completed' AND event_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM tabang_event_gifts_went(ARRAY(SELECT (o.event_id, o.user_id, o.amount_centavos)::tabang_event_gift
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.status = 'completed' AND o.event_id IS NOT NULL
        AND (n.status, n.amount_centavos, n.event_id, n.user_id)
          IS DISTINCT FROM (o.status, o.amount_centavos, o.event_id, o.user_id)));
    PERFORM tabang_event_gifts_came(ARRAY(SELECT (n.event_id, n.user_id, n.amount_centavos)::tabang_event_gift
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.status = 'completed' AND n.event_id IS NOT NULL
        AND (n.status, n.amount_centavos, n.event_id, n.user_id)
          IS DISTINCT FROM (o.status, o.amount_centavos, o.event_id, o.user_id)));
  ELSE
    -- TRUNCATE: no gift is left.
    DELETE FROM event_donors;
    UPDATE events SET raised_centavos = 0, donor_count = 0 WHERE raised_centavos <> 0 OR donor_count <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tabang_event_totals_insert AFTER INSERT ON donations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_event_totals();
--> statement-breakpoint
CREATE TRIGGER tabang_event_totals_update AFTER UPDATE ON donations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_event_totals();
--> statement-breakpoint
CREATE TRIGGER tabang_event_totals_delete AFTER DELETE ON donations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_event_totals();
--> statement-breakpoint
CREATE TRIGGER tabang_event_totals_truncate AFTER TRUNCATE ON donations
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_event_totals();
--> statement-breakpoint
-- The totals change with a gift, which already tells the caches of its event, its charity and the events lists,
-- "soon" (0015's tabang_notify_donations): an event's own update notifies "now" only when another column changed, so
-- a campaign's gifts do not empty those caches at once one by one.
DROP TRIGGER tabang_public_update ON events;
--> statement-breakpoint
CREATE FUNCTION tabang_notify_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topics text[];
BEGIN
  SELECT array_agg(DISTINCT topic) INTO topics
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY['event:' || n.id, 'charity:' || n.organization_id, 'charity:' || o.organization_id, 'events']) topic
    WHERE to_jsonb(n) - ARRAY['raised_centavos', 'donor_count'] IS DISTINCT FROM to_jsonb(o) - ARRAY['raised_centavos', 'donor_count'];
  PERFORM tabang_notify_topics('now', topics);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tabang_public_update AFTER UPDATE ON events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_events_updated();
