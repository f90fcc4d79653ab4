-- 0028's functions counted each event's new (or gone) donors with a subquery over all of the statement's donors, run
-- once per event: a statement with n gifts to m events took m × n steps, so one inserting 100,000 gifts (a data
-- import, the benchmark's generator) ran into the statement timeout. The donors are now counted per event once and
-- joined, as the sums already were. Same results; only the plan changes.
CREATE OR REPLACE FUNCTION tabang_event_gifts_came(gifts tabang_event_gift[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(gifts) = 0 THEN
    RETURN;
  END IF;
  WITH came AS (SELECT * FROM unnest(gifts)),
    new_donors AS (
      INSERT INTO event_donors (event_id, user_id) SELECT DISTINCT event_id, user_id FROM came
      ON CONFLICT DO NOTHING RETURNING event_id),
    added AS (SELECT event_id, count(*) AS donors FROM new_donors GROUP BY event_id)
  UPDATE events e
    SET raised_centavos = e.raised_centavos + t.raised,
        donor_count = e.donor_count + coalesce(a.donors, 0)
    FROM (SELECT event_id, sum(amount_centavos) AS raised FROM came GROUP BY event_id) t
      LEFT JOIN added a ON a.event_id = t.event_id
    WHERE e.id = t.event_id;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabang_event_gifts_went(gifts tabang_event_gift[]) RETURNS void LANGUAGE plpgsql AS $$
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
      RETURNING ed.event_id),
    removed AS (SELECT event_id, count(*) AS donors FROM gone_donors GROUP BY event_id)
  UPDATE events e
    SET raised_centavos = e.raised_centavos - t.raised,
        donor_count = e.donor_count - coalesce(r.donors, 0)
    FROM (SELECT event_id, sum(amount_centavos) AS raised FROM went GROUP BY event_id) t
      LEFT JOIN removed r ON r.event_id = t.event_id
    WHERE e.id = t.event_id;
END
$$;
