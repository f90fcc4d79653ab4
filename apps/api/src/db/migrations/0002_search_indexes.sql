DROP INDEX "events_starts_at_idx";--> statement-breakpoint
CREATE INDEX "events_starts_at_id_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_trgm_idx" ON "events" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_location_trgm_idx" ON "events" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organization_categories_category_idx" ON "organization_categories" USING btree ("category_id","organization_id");--> statement-breakpoint
CREATE INDEX "organizations_name_trgm_idx" ON "organizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_description_trgm_idx" ON "organizations" USING gin ("description" gin_trgm_ops);