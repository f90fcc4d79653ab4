-- Home asks for the urgent relief drives ahead on every visit. Without an index of them, the upcoming events were read
-- in start order until three urgent ones were found: every event ahead when there are fewer (on the city-scale data
-- set, 12,000 events and no urgent drive, 134-262 requests a second without the cache).
CREATE INDEX "events_urgent_idx" ON "events" USING btree ("starts_at","id") WHERE "events"."urgent";
