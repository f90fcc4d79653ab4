-- Hand-written, replacing 0004's triggers (and 0014's on event_volunteers): a change to public data no longer
-- empties every server's whole public cache. Each notification names what changed, as topics, and each kept
-- answer names the topic it shows (plugins/public-cache.ts; decision 022):
--   charity:<id>, event:<id>   one charity or event, with what its page shows (categories, counts, gifts, events);
--   charities, events, categories, leaderboard   the public lists;
--   *   everything (a category or a public name changed, a table was truncated, or too much changed to list).
-- The payload is "<urgency> <topic> <topic> …". Gifts send "soon": each server applies those at most once a
-- second, so a campaign's stream of gifts costs each answer one new computation a second, not one per gift.
-- Everything else is "now". Statement-level triggers read the changed rows from transition tables, so a bulk
-- change sends one notification, and NOTIFY folds identical ones of a transaction into one, sent at commit.
DROP TRIGGER tabang_public_changed ON organizations;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON events;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON categories;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON organization_categories;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON event_categories;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON organization_likes;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON event_likes;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON organization_volunteers;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON event_volunteers;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed_update ON event_volunteers;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON donor_totals;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed ON users;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed_insert ON donations;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed_update ON donations;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed_delete ON donations;
--> statement-breakpoint
DROP TRIGGER tabang_public_changed_truncate ON donations;
--> statement-breakpoint
DROP FUNCTION tabang_notify_public_changed();
--> statement-breakpoint
DROP FUNCTION tabang_notify_completed_donations();
--> statement-breakpoint
-- Sends the distinct topics, if any; a list too long for a notification (8000 bytes) becomes "now *".
CREATE FUNCTION tabang_notify_topics(urgency text, topics text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  SELECT string_agg(DISTINCT topic, ' ' ORDER BY topic) INTO payload FROM unnest(topics) topic
    WHERE topic IS NOT NULL;
  IF payload IS NULL THEN
    RETURN;
  END IF;
  IF octet_length(payload) > 7000 THEN
    urgency := 'now';
    payload := '*';
  END IF;
  PERFORM pg_notify('tabang_public_changed', urgency || ' ' || payload);
END
$$;
--> statement-breakpoint
CREATE FUNCTION tabang_notify_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tabang_notify_topics('now', ARRAY['*']);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The topics of each changed row: TG_ARGV[0] is the urgency, TG_ARGV[1] a text[] expression over the row's
-- columns, TG_ARGV[2] (updates only, optional) the columns that are public: an update that changes none of them
-- notifies nothing. (A column list on the trigger cannot go with transition tables, hence the comparison.) Each
-- transition table exists only in its own trigger, hence the statement built per operation.
CREATE FUNCTION tabang_notify_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  topics text[];
BEGIN
  changed := CASE
    WHEN TG_OP = 'INSERT' THEN 'SELECT * FROM new_rows'
    WHEN TG_OP = 'DELETE' THEN 'SELECT * FROM old_rows'
    WHEN TG_NARGS < 3 THEN 'SELECT * FROM new_rows UNION ALL SELECT * FROM old_rows'
    -- The rows as they were and as they are, each side less what the other has: what really changed.
    ELSE format('(SELECT %1$s FROM new_rows EXCEPT ALL SELECT %1$s FROM old_rows) UNION ALL '
      '(SELECT %1$s FROM old_rows EXCEPT ALL SELECT %1$s FROM new_rows)', TG_ARGV[2])
  END;
  EXECUTE format('SELECT array_agg(DISTINCT topic) FROM (%s) AS r, unnest(%s) AS topic', changed, TG_ARGV[1]) INTO topics;
  PERFORM tabang_notify_topics(TG_ARGV[0], topics);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  spec text[];
BEGIN
  -- table, urgency, topics of a row, its public columns (null: all)
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    ['events', 'now', $t$ARRAY['event:' || id, 'charity:' || organization_id, 'events']$t$, null],
    -- The events lists filter by their charity's categories too.
    ['organization_categories', 'now', $t$ARRAY['charity:' || organization_id, 'charities', 'events']$t$, null],
    ['event_categories', 'now', $t$ARRAY['event:' || event_id, 'events']$t$, null],
    ['organization_likes', 'now', $t$ARRAY['charity:' || organization_id]$t$, null],
    ['event_likes', 'now', $t$ARRAY['event:' || event_id]$t$, null],
    ['organization_volunteers', 'now', $t$ARRAY['charity:' || organization_id]$t$, null],
    -- Sign-up counts show on the event, the events lists and its charity's lists of events; a volunteer's
    -- check-in code, attendance and reminder mark show nowhere public.
    ['event_volunteers', 'now',
      $t$ARRAY['event:' || event_id, 'events',
        (SELECT 'charity:' || e.organization_id FROM events e WHERE e.id = event_id)]$t$,
      'user_id, event_id, created_at, status'],
    -- The leaderboard; a charity's total is on organizations, below.
    ['donor_totals', 'soon', $t$ARRAY['leaderboard']$t$, null],
    -- A new or deleted charity (its events notify for themselves); its updates have their own trigger, below.
    ['organizations', 'now', $t$ARRAY['charity:' || id, 'charities', 'events']$t$, 'own trigger']
  ] LOOP
    EXECUTE format('CREATE TRIGGER tabang_public_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], spec[2], spec[3]);
    EXECUTE format('CREATE TRIGGER tabang_public_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], spec[2], spec[3]);
    IF spec[4] IS NULL THEN
      EXECUTE format('CREATE TRIGGER tabang_public_update AFTER UPDATE ON %I '
        'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L)', spec[1], spec[2], spec[3]);
    ELSIF spec[4] <> 'own trigger' THEN
      EXECUTE format('CREATE TRIGGER tabang_public_update AFTER UPDATE ON %I '
        'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
        'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_rows(%L, %L, %L)', spec[1], spec[2], spec[3], spec[4]);
    END IF;
    EXECUTE format('CREATE TRIGGER tabang_public_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_everything()', spec[1]);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Category names show on every charity and event; public names ("Maria S.") on the leaderboard, the volunteer
-- lists and the recent gifts. Both change rarely, so they empty everything; no other column of users is public
-- (sign-ins, language, contact details, text opt-in change nothing anyone else sees).
CREATE TRIGGER tabang_public_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_everything();
--> statement-breakpoint
CREATE TRIGGER tabang_public_changed AFTER UPDATE OF first_name, last_name, deleted_at OR DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_everything();
--> statement-breakpoint
-- A charity's update: a gift moves only its total (soon: the charity and the lists that show totals); the
-- representative's contact number and the identity an admin last verified show nowhere public; any other change
-- shows on the charity, the lists and each of its events (their pages name it, and hide with it).
CREATE FUNCTION tabang_notify_organizations_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topics text[];
BEGIN
  SELECT array_agg(DISTINCT topic) INTO topics
    FROM new_rows n JOIN old_rows o ON o.id = n.id,
      unnest(ARRAY['charity:' || n.id, 'charities', 'events']
        || ARRAY(SELECT 'event:' || e.id FROM events e WHERE e.organization_id = n.id)) topic
    WHERE to_jsonb(n) - ARRAY['total_donation_centavos', 'representative_contact_number', 'verified_identity']
      IS DISTINCT FROM to_jsonb(o) - ARRAY['total_donation_centavos', 'representative_contact_number', 'verified_identity'];
  PERFORM tabang_notify_topics('now', topics);
  SELECT array_agg(DISTINCT topic) INTO topics
    FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(ARRAY['charity:' || n.id, 'charities']) topic
    WHERE n.total_donation_centavos IS DISTINCT FROM o.total_donation_centavos;
  PERFORM tabang_notify_topics('soon', topics);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tabang_public_update AFTER UPDATE ON organizations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_organizations_updated();
--> statement-breakpoint
-- What a gift shows on: its charity (count of donors, recent gifts, its events' totals) and, for an event's, the
-- event and the events lists (their totals).
CREATE FUNCTION tabang_gift_topics(organization_id integer, event_id integer) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['charity:' || organization_id]
    || CASE WHEN event_id IS NULL THEN ARRAY[]::text[] ELSE ARRAY['event:' || event_id, 'events'] END
$$;
--> statement-breakpoint
-- Donations are public only while completed, and only through these columns: creating a pending donation,
-- expiring one, or the bookkeeping of a completed one (review flag, last check, updated_at) notifies nothing.
CREATE FUNCTION tabang_notify_donations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topics text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT topic) INTO topics FROM new_rows d, unnest(tabang_gift_topics(d.organization_id, d.event_id)) topic
      WHERE d.status = 'completed';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT topic) INTO topics FROM old_rows d, unnest(tabang_gift_topics(d.organization_id, d.event_id)) topic
      WHERE d.status = 'completed';
  ELSE
    SELECT array_agg(DISTINCT topic) INTO topics
      FROM new_rows n JOIN old_rows o ON o.id = n.id,
        unnest(tabang_gift_topics(n.organization_id, n.event_id) || tabang_gift_topics(o.organization_id, o.event_id)) topic
      WHERE (n.status = 'completed' OR o.status = 'completed')
        AND (n.status, n.amount_centavos, n.anonymous, n.organization_id, n.event_id, n.user_id, n.completed_at)
          IS DISTINCT FROM (o.status, o.amount_centavos, o.anonymous, o.organization_id, o.event_id, o.user_id, o.completed_at);
  END IF;
  PERFORM tabang_notify_topics('soon', topics);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tabang_public_insert AFTER INSERT ON donations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_donations();
--> statement-breakpoint
CREATE TRIGGER tabang_public_update AFTER UPDATE ON donations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_donations();
--> statement-breakpoint
CREATE TRIGGER tabang_public_delete AFTER DELETE ON donations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_donations();
--> statement-breakpoint
CREATE TRIGGER tabang_public_truncate AFTER TRUNCATE ON donations
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_notify_everything();
