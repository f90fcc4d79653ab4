CREATE INDEX "events_under_way_idx" ON "events" USING gist (tstzrange("starts_at", coalesce("ends_at", "starts_at")));--> statement-breakpoint
-- The planner counts the events under way from this index's statistics: gathered now, not at the next auto-analyze.
ANALYZE "events";
