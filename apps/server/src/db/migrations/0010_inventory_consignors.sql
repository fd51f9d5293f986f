-- Consignor numbers start at 1001 (printed C-1001); SKUs count from 1 (printed HA-000001).
CREATE SEQUENCE IF NOT EXISTS "consignor_number_seq" START WITH 1001;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "inventory_sku_seq" START WITH 1;--> statement-breakpoint
CREATE TABLE "commission_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'flat' NOT NULL,
	"tiers" jsonb NOT NULL,
	"minimum_per_lot_cents" bigint DEFAULT 0 NOT NULL,
	"lot_fee_cents" bigint DEFAULT 0 NOT NULL,
	"photo_fee_cents" bigint DEFAULT 0 NOT NULL,
	"unsold_fee_cents" bigint DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_profiles_fees_not_negative" CHECK ("commission_profiles"."minimum_per_lot_cents" >= 0 and "commission_profiles"."lot_fee_cents" >= 0 and "commission_profiles"."photo_fee_cents" >= 0 and "commission_profiles"."unsold_fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consignor_advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignor_id" uuid NOT NULL,
	"kind" text DEFAULT 'advance' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignor_advances_amount_positive" CHECK ("consignor_advances"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "consignors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('consignor_number_seq') NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"address" jsonb,
	"gst_hst_number" text,
	"payout_method" text DEFAULT 'cheque' NOT NULL,
	"payout_email" text,
	"deposit_institution" text,
	"deposit_transit" text,
	"deposit_account" text,
	"commission_profile_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignors_number_unique" UNIQUE("number"),
	CONSTRAINT "consignors_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "image_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"target" text NOT NULL,
	"auction_id" uuid,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"kind" text PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"from_location_id" uuid,
	"to_location_id" uuid,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"thumb_key" text NOT NULL,
	"medium_key" text NOT NULL,
	"large_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"file_name" text NOT NULL,
	"encoding" text NOT NULL,
	"delimiter" text NOT NULL,
	"headers" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" uuid,
	"condition" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"estimate_low_cents" bigint,
	"estimate_high_cents" bigint,
	"starting_bid_cents" bigint,
	"reserve_cents" bigint,
	"buy_now_price_cents" bigint,
	"consignor_id" uuid,
	"location_id" uuid,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"commission_rate_bp" integer,
	"import_fingerprint" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_items_sku_unique" UNIQUE("sku"),
	CONSTRAINT "inventory_items_quantity_positive" CHECK ("inventory_items"."quantity" >= 1),
	CONSTRAINT "inventory_items_money_not_negative" CHECK (coalesce("inventory_items"."estimate_low_cents", 0) >= 0 and coalesce("inventory_items"."estimate_high_cents", 0) >= 0 and coalesce("inventory_items"."starting_bid_cents", 0) >= 0 and coalesce("inventory_items"."reserve_cents", 0) >= 0 and coalesce("inventory_items"."buy_now_price_cents", 0) >= 0),
	CONSTRAINT "inventory_items_commission_rate" CHECK ("inventory_items"."commission_rate_bp" is null or "inventory_items"."commission_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "lots" DROP CONSTRAINT "lots_consignor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "inventory_item_id" uuid;--> statement-breakpoint
ALTER TABLE "consignor_advances" ADD CONSTRAINT "consignor_advances_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignors" ADD CONSTRAINT "consignors_commission_profile_id_commission_profiles_id_fk" FOREIGN KEY ("commission_profile_id") REFERENCES "public"."commission_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignors" ADD CONSTRAINT "consignors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_imports" ADD CONSTRAINT "image_imports_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_events" ADD CONSTRAINT "inventory_events_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_images" ADD CONSTRAINT "inventory_images_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_profiles_one_default" ON "commission_profiles" USING btree ("is_default") WHERE "commission_profiles"."is_default";--> statement-breakpoint
CREATE INDEX "consignor_advances_consignor" ON "consignor_advances" USING btree ("consignor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_advances_one_reversal" ON "consignor_advances" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "consignors_name" ON "consignors" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "inventory_events_item" ON "inventory_events" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_events_to_location" ON "inventory_events" USING btree ("to_location_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_images_item_position" ON "inventory_images" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "inventory_imports_status" ON "inventory_imports" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inventory_items_status" ON "inventory_items" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inventory_items_consignor" ON "inventory_items" USING btree ("consignor_id");--> statement-breakpoint
CREATE INDEX "inventory_items_location" ON "inventory_items" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "inventory_items_category" ON "inventory_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "inventory_items_created_at" ON "inventory_items" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_items_import_fingerprint" ON "inventory_items" USING btree ("import_fingerprint") WHERE "inventory_items"."import_fingerprint" is not null;--> statement-breakpoint
-- Lots named a consigning user until now: each such user becomes a consignor record linked to them.
INSERT INTO "consignors" ("name", "email", "phone", "address", "user_id")
  SELECT u."name", u."email", u."phone", u."address", u."id" FROM "users" u
  WHERE u."id" IN (SELECT DISTINCT "consignor_id" FROM "lots" WHERE "consignor_id" IS NOT NULL);--> statement-breakpoint
UPDATE "lots" l SET "consignor_id" = c."id" FROM "consignors" c WHERE c."user_id" = l."consignor_id";--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_inventory_item" ON "lots" USING btree ("inventory_item_id");--> statement-breakpoint
CREATE INDEX "lots_consignor" ON "lots" USING btree ("consignor_id");--> statement-breakpoint
-- Advances to consignors are append-only: a mistake is corrected by a reversal row, never an edit.
CREATE FUNCTION consignor_advances_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consignor advances are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consignor_advances_append_only BEFORE UPDATE OR DELETE ON consignor_advances
  FOR EACH ROW EXECUTE FUNCTION consignor_advances_refuse_change();
