CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "inventory_items_search_trgm" ON "inventory_items" USING gin ("search_text" gin_trgm_ops);