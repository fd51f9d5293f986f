ALTER TABLE "invoices" ALTER COLUMN "auction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "registration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lot_releases" ALTER COLUMN "lot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "inventory_item_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'auction' NOT NULL;--> statement-breakpoint
ALTER TABLE "lot_releases" ADD COLUMN "inventory_item_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_releases" ADD CONSTRAINT "lot_releases_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_inventory_item" ON "invoice_lines" USING btree ("inventory_item_id");--> statement-breakpoint
ALTER TABLE "lot_releases" ADD CONSTRAINT "lot_releases_inventory_item_id_unique" UNIQUE("inventory_item_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_shape" CHECK (("invoices"."kind" = 'auction' and "invoices"."auction_id" is not null and "invoices"."registration_id" is not null) or ("invoices"."kind" = 'buy_now' and "invoices"."auction_id" is null and "invoices"."buyer_user_id" is not null));--> statement-breakpoint
ALTER TABLE "lot_releases" ADD CONSTRAINT "lot_releases_one_thing" CHECK (("lot_releases"."lot_id" is null) <> ("lot_releases"."inventory_item_id" is null));