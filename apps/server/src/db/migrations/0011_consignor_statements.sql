CREATE TABLE "consignor_advance_recoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"advance_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "consignor_advance_recoveries_positive" CHECK ("consignor_advance_recoveries"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "consignor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"consignor_id" uuid NOT NULL,
	"kind" text DEFAULT 'payout' NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"paid_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reverses_id" uuid,
	"idempotency_key" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignor_payouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "consignor_payouts_amount_positive" CHECK ("consignor_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "consignor_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"outcome" text NOT NULL,
	"lot_id" uuid,
	"inventory_item_id" uuid,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"hammer_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"lot_fee_cents" bigint DEFAULT 0 NOT NULL,
	"photo_fee_cents" bigint DEFAULT 0 NOT NULL,
	"unsold_fee_cents" bigint DEFAULT 0 NOT NULL,
	"buyer_paid" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consignor_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consignor_id" uuid NOT NULL,
	"kind" text DEFAULT 'auction' NOT NULL,
	"auction_id" uuid,
	"period_start" date,
	"period_end" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"sale_date" date NOT NULL,
	"consignor_is_registrant" boolean DEFAULT false NOT NULL,
	"lots_count" integer DEFAULT 0 NOT NULL,
	"sold_lots_count" integer DEFAULT 0 NOT NULL,
	"hammer_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	"lot_fees_cents" bigint DEFAULT 0 NOT NULL,
	"photo_fees_cents" bigint DEFAULT 0 NOT NULL,
	"unsold_fees_cents" bigint DEFAULT 0 NOT NULL,
	"charges_cents" bigint DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"tax_on_charges_cents" bigint DEFAULT 0 NOT NULL,
	"hammer_tax_cents" bigint DEFAULT 0 NOT NULL,
	"advances_recovered_cents" bigint DEFAULT 0 NOT NULL,
	"net_payout_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"finalised_at" timestamp with time zone,
	"finalised_by" uuid,
	"override_reason" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignor_statements_kind_shape" CHECK (("consignor_statements"."kind" = 'auction' and "consignor_statements"."auction_id" is not null) or ("consignor_statements"."kind" = 'buy_now' and "consignor_statements"."period_start" is not null and "consignor_statements"."period_end" is not null and "consignor_statements"."period_start" <= "consignor_statements"."period_end"))
);
--> statement-breakpoint
ALTER TABLE "consignor_advance_recoveries" ADD CONSTRAINT "consignor_advance_recoveries_statement_id_consignor_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."consignor_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_advance_recoveries" ADD CONSTRAINT "consignor_advance_recoveries_advance_id_consignor_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."consignor_advances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_payouts" ADD CONSTRAINT "consignor_payouts_statement_id_consignor_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."consignor_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_payouts" ADD CONSTRAINT "consignor_payouts_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_statement_lines" ADD CONSTRAINT "consignor_statement_lines_statement_id_consignor_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."consignor_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_statement_lines" ADD CONSTRAINT "consignor_statement_lines_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_statement_lines" ADD CONSTRAINT "consignor_statement_lines_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_statements" ADD CONSTRAINT "consignor_statements_consignor_id_consignors_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consignor_statements" ADD CONSTRAINT "consignor_statements_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consignor_advance_recoveries_advance" ON "consignor_advance_recoveries" USING btree ("advance_id");--> statement-breakpoint
CREATE INDEX "consignor_payouts_statement" ON "consignor_payouts" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_payouts_one_reversal" ON "consignor_payouts" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "consignor_statement_lines_statement" ON "consignor_statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_statements_one_per_auction" ON "consignor_statements" USING btree ("consignor_id","auction_id") WHERE "consignor_statements"."kind" = 'auction';--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_statements_one_per_period" ON "consignor_statements" USING btree ("consignor_id","period_start","period_end") WHERE "consignor_statements"."kind" = 'buy_now';--> statement-breakpoint
CREATE INDEX "consignor_statements_auction" ON "consignor_statements" USING btree ("auction_id");--> statement-breakpoint
CREATE INDEX "consignor_statements_status" ON "consignor_statements" USING btree ("status");--> statement-breakpoint
-- Payouts to consignors are append-only: a mistake is corrected by a reversal row, never an edit.
CREATE FUNCTION consignor_payouts_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consignor payouts are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consignor_payouts_append_only BEFORE UPDATE OR DELETE ON consignor_payouts
  FOR EACH ROW EXECUTE FUNCTION consignor_payouts_refuse_change();
