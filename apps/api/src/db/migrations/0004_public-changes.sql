-- Hand-written: every server keeps public read answers in memory and empties that cache when it hears
-- NOTIFY tabang_public_changed. These triggers send it on every change to a table that a public read shows,
-- whoever made the change (any server, the seed, psql). Statement-level, so a bulk insert notifies once, and
-- NOTIFY folds identical notifications of one transaction into one, delivered at commit.
CREATE OR REPLACE FUNCTION tabang_notify_public_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tabang_public_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Donations are public only through completed ones (donor counts; totals go through donor_totals): creating a
-- pending donation or expiring one must not empty every cache, so only statements touching a completed row notify.
CREATE OR REPLACE FUNCTION tabang_notify_completed_donations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only in its own triggers, so each is read in its own branch.
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows WHERE status = 'completed') THEN
      PERFORM pg_notify('tabang_public_changed', '');
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE status = 'completed') THEN
      PERFORM pg_notify('tabang_public_changed', '');
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows WHERE status = 'completed')
    OR EXISTS (SELECT 1 FROM old_rows WHERE status = 'completed') THEN
    PERFORM pg_notify('tabang_public_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['organizations', 'events', 'categories', 'organization_categories',
    'event_categories', 'organization_likes', 'event_likes', 'organization_volunteers', 'event_volunteers',
    'donor_totals']
  LOOP
    EXECUTE format('CREATE TRIGGER tabang_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_public_changed()', name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Public names ("Maria S.") come from users; a new account shows nowhere until it does something that notifies.
CREATE TRIGGER tabang_public_changed AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_public_changed();
--> statement-breakpoint
CREATE TRIGGER tabang_public_changed_insert AFTER INSERT ON donations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_completed_donations();
--> statement-breakpoint
CREATE TRIGGER tabang_public_changed_update AFTER UPDATE ON donations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_completed_donations();
--> statement-breakpoint
CREATE TRIGGER tabang_public_changed_delete AFTER DELETE ON donations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_completed_donations();
--> statement-breakpoint
CREATE TRIGGER tabang_public_changed_truncate AFTER TRUNCATE ON donations
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_public_changed();
