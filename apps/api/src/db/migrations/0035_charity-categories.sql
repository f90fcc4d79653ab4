ALTER TABLE "organizations" ADD COLUMN "category_list" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
-- Hand-written below: each charity's categories, as its public answer shows them, are kept on its row by the
-- database with every change to organization_categories and to a category's name, so a page of charities reads a
-- column instead of gathering and ordering each charity's categories (that subquery was most of the page's time on
-- PostgreSQL). A charity's categories change rarely, by its editors; each change locks the charity's row first and
-- then gathers its list in a statement of its own, which in READ COMMITTED sees every change committed before the
-- lock was granted, so two editors at once cannot leave a list that misses one's change.
CREATE FUNCTION tabang_gather_categories(charity_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(charity_ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM organizations WHERE id = ANY(charity_ids) ORDER BY id FOR UPDATE;
  UPDATE organizations o SET category_list = t.list
    FROM (SELECT o2.id, (SELECT coalesce(json_agg(json_build_object('categoryID', c.id, 'category', c.name)
              ORDER BY c.name), '[]'::json)
            FROM organization_categories oc JOIN categories c ON c.id = oc.category_id
            WHERE oc.organization_id = o2.id) AS list
          FROM organizations o2 WHERE o2.id = ANY(charity_ids)) t
    WHERE o.id = t.id AND o.category_list::text IS DISTINCT FROM t.list::text;
END
$$;
--> statement-breakpoint
SELECT tabang_gather_categories(ARRAY(SELECT id FROM organizations));
--> statement-breakpoint
CREATE FUNCTION tabang_keep_charity_categories() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  charity_ids integer[] := '{}';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE organizations SET category_list = '[]'::json WHERE category_list::text <> '[]';
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    charity_ids := charity_ids || ARRAY(SELECT organization_id FROM new_rows);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    charity_ids := charity_ids || ARRAY(SELECT organization_id FROM old_rows);
  END IF;
  PERFORM tabang_gather_categories(ARRAY(SELECT DISTINCT unnest(charity_ids)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tabang_charity_categories_insert AFTER INSERT ON organization_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_charity_categories();
--> statement-breakpoint
CREATE TRIGGER tabang_charity_categories_update AFTER UPDATE ON organization_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_charity_categories();
--> statement-breakpoint
CREATE TRIGGER tabang_charity_categories_delete AFTER DELETE ON organization_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_charity_categories();
--> statement-breakpoint
CREATE TRIGGER tabang_charity_categories_truncate AFTER TRUNCATE ON organization_categories
  FOR EACH STATEMENT EXECUTE FUNCTION tabang_keep_charity_categories();
--> statement-breakpoint
-- A category renamed: every charity in it shows the new name (a deleted one leaves through organization_categories).
CREATE FUNCTION tabang_category_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tabang_gather_categories(ARRAY(SELECT DISTINCT oc.organization_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN organization_categories oc ON oc.category_id = n.id
    WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tabang_category_renamed AFTER UPDATE ON categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tabang_category_renamed();
--> statement-breakpoint
-- organization_categories' and categories' own triggers (0015) already tell the caches; the list they move on a
-- charity's row tells nobody again.
CREATE OR REPLACE FUNCTION tabang_notify_organizations_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topics text[];
  quiet text[] := ARRAY['total_donation_centavos', 'representative_contact_number', 'verified_identity',
    'offline_cash_centavos', 'category_list'];
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
