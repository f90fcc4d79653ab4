ALTER TABLE "events" ADD COLUMN "offline_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "records" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "offline_cash_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_records_check" CHECK ("events"."offline_centavos" >= 0 and "events"."records" >= 0);--> statement-breakpoint
-- Hand-written below: what each event and charity shows of "where it went" (an event's offlineAmount and hasReport,
-- a charity's offlineAmount) is kept by the database with every change to offline gifts, distributions and
-- published reports, as statement triggers (as 0028 keeps the events' totals), so they hold whoever writes and move
-- in the same transaction. A list of events then reads two columns instead of four lookups a row, and a list of
-- charities one instead of a sum. The counts move by what each statement added and took away, never by a recount
-- in a trigger: a recount under READ COMMITTED would miss a concurrent transaction's rows.
-- A record as these totals see it: its event (null: the charity's own), charity, kind and amount; a distribution or
-- a report is one with only its event.
CREATE TYPE tabang_record AS (event_id integer, organization_id integer, kind text, amount_centavos bigint);
--> statement-breakpoint
-- Records that now count (came) and that no longer do (went): an event counts each and adds any amount (goods have
-- none); a charity adds the cash. An update that moves nothing (a gift's note, a report published again) cancels
-- out and touches no row.
CREATE FUNCTION tabang_records_moved(came tabang_record[], went tabang_record[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT event_id, organization_id, kind, coalesce(amount_centavos, 0) AS cash, 1 AS n FROM unnest(came)
    UNION ALL
    SELECT event_id, organization_id, kind, -coalesce(amount_centavos, 0), -1 FROM unnest(went)),
  charities AS (
    UPDATE organizations o SET offline_cash_centavos = o.offline_cash_centavos + t.cash
      FROM (SELECT organization_id, sum(cash)::bigint AS cash FROM moved WHERE kind = 'cash' GROUP BY organization_id) t
      WHERE o.id = t.organization_id AND t.cash <> 0)
  UPDATE events e SET offline_centavos = e.offline_centavos + t.cash, records = e.records + t.n
    FROM (SELECT event_id, sum(cash)::bigint AS cash, sum(n)::integer AS n FROM moved
          WHERE event_id IS NOT NULL GROUP BY event_id) t
    WHERE e.id = t.event_id AND (t.cash <> 0 OR t.n <> 0);
END
$$;
--> statement-breakpoint
-- Every event's and charity's figures counted again from the records: the first time here, and after a TRUNCATE.
CREATE FUNCTION tabang_recount_records() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events e SET offline_centavos = t.cash, records = t.n
    FROM (SELECT e2.id, coalesce(sum(r.cash), 0)::bigint AS cash, count(r.event_id)::integer AS n
          FROM events e2 LEFT JOIN (
            SELECT event_id, coalesce(amount_centavos, 0) AS cash FROM offline_gifts WHERE voided_at IS NULL
            UNION ALL SELECT event_id, 0 FROM distributions WHERE voided_at IS NULL
            UNION ALL SELECT event_id, 0 FROM event_reports) r ON r.event_id = e2.id
          GROUP BY e2.id) t
    WHERE e.id = t.id AND (e.offline_centavos, e.records) IS DISTINCT FROM (t.cash, t.n);
  UPDATE organizations o SET offline_cash_centavos = t.cash
    FROM (SELECT o2.id, coalesce(sum(g.amount_centavos), 0)::bigint AS cash
          FROM organizations o2 LEFT JOIN offline_gifts g
            ON g.organization_id = o2.id AND g.kind = 'cash' AND g.voided_at IS NULL
          GROUP BY o2.id) t
    WHERE o.id = t.id AND o.offline_cash_centavos <> t.cash;
END
$$;
--> statement-breakpoint
SELECT tabang_recount_records();
--> statement-breakpoint
-- One trigger function for the three tables: a row counts while it is not voided (a report has no void: it counts
-- while it is there). Each branch reads only the transition tables its operation has.
CREATE FUNCTION tabang_keep_records() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  came tabang_record[] := '{}';
  went tabang_record[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM tabang_recount_records();
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF TG_TABLE_NAME = 'offline_gifts' THEN
      came := ARRAY(SELECT (event_id, organization_id, kind, amount_centavos)::tabang_record
        FROM new_rows WHERE voided_at IS NULL);
    ELSIF TG_TABLE_NAME = 'distributions' THEN
      came := ARRAY(SELECT (event_id, null, null, null)::tabang_record FROM new_rows WHERE voided_at IS NULL);
    ELSE
      came := ARRAY(SELECT (event_id, null, null, null)::tabang_record FROM new_rows);
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF TG_TABLE_NAME = 'offline_gifts' THEN
      went := ARRAY(SELECT (event_id, organization_id, kind, amount_centavos)::tabang_record
        FROM old_rows WHERE voided_at IS NULL);
    ELSIF TG_TABLE_NAME = 'distributions' THEN
      went := ARRAY(SELECT (event_id, null, null, null)::tabang_record FROM old_rows WHERE voided_at IS NULL);
    ELSE
      went := ARRAY(SELECT (event_id, null, null, null)::tabang_record FROM old_rows);
    END IF;
  END IF;
  PERFORM tabang_records_moved(came, went);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['offline_gifts', 'distributions', 'event_reports'] LOOP
    EXECUTE format('CREATE TRIGGER tabang_records_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_records()', source);
    EXECUTE format('CREATE TRIGGER tabang_records_update AFTER UPDATE ON %I '
      'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_records()',
      source);
    EXECUTE format('CREATE TRIGGER tabang_records_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_records()', source);
    EXECUTE format('CREATE TRIGGER tabang_records_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_records()', source);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The records' own triggers (0023) already tell the caches of their event, charity and lists; the figures they move
-- on events and organizations tell nobody again.
CREATE OR REPLACE FUNCTION tabang_notify_events_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topics text[];
  quiet text[] := ARRAY['raised_centavos', 'donor_count', 'offline_centavos', 'records'];
BEGIN
  SELECT array_agg(DISTINCT topic) INTO topics
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY['event:' || n.id, 'charity:' || n.organization_id, 'charity:' || o.organization_id, 'events']) topic
    WHERE to_jsonb(n) - quiet IS DISTINCT FROM to_jsonb(o) - quiet;
  PERFORM tabang_notify_topics('now', topics);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabang_notify_organizations_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topics text[];
  quiet text[] := ARRAY['total_donation_centavos', 'representative_contact_number', 'verified_identity',
    'offline_cash_centavos'];
BEGIN
  SELECT array_agg(DISTINCT topic) INTO topics
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY['charity:' || n.id, 'charities', 'events']
        || ARRAY(SELECT 'event:' || e.id FROM events e WHERE e.organization_id = n.id)) topic
    WHERE to_jsonb(n) - quiet IS DISTINCT FROM to_jsonb(o) - quiet;
  PERFORM tabang_notify_topics('now', topics);
  SELECT array_agg(DISTINCT topic) INTO topics
    FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(ARRAY['charity:' || n.id, 'charities']) topic
    WHERE n.total_donation_centavos IS DISTINCT FROM o.total_donation_centavos;
  PERFORM tabang_notify_topics('soon', topics);
  RETURN NULL;
END
$$;
