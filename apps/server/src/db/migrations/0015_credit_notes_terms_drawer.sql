CREATE TABLE "cash_drawer_counts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"float_cents" bigint DEFAULT 0 NOT NULL,
	"counted_cash_cents" bigint NOT NULL,
	"counted_cheque_cents" bigint NOT NULL,
	"counted_card_cents" bigint NOT NULL,
	"expected_cash_cents" bigint NOT NULL,
	"expected_cheque_cents" bigint NOT NULL,
	"expected_card_cents" bigint NOT NULL,
	"over_short_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"counted_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"invoice_line_id" uuid,
	"lot_number" text,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"premium_cents" bigint DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "credit_note_lines_amount_not_negative" CHECK ("credit_note_lines"."amount_cents" >= 0 and "credit_note_lines"."premium_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"number" text NOT NULL,
	"number_year" integer NOT NULL,
	"number_seq" integer NOT NULL,
	"issued_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	"reason" text NOT NULL,
	"place_of_supply" text NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"hammer_cents" bigint DEFAULT 0 NOT NULL,
	"premium_cents" bigint DEFAULT 0 NOT NULL,
	"charges_cents" bigint DEFAULT 0 NOT NULL,
	"goodwill_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_notes_number_year_seq" UNIQUE("number_year","number_seq"),
	CONSTRAINT "credit_notes_total_positive" CHECK ("credit_notes"."total_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "payment_due_hours" integer;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "pickup_window" jsonb;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "shipping_offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_terms" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_drawer_counts_day" ON "cash_drawer_counts" USING btree ("day","created_at");--> statement-breakpoint
CREATE INDEX "credit_note_lines_note" ON "credit_note_lines" USING btree ("credit_note_id","position");--> statement-breakpoint
CREATE INDEX "credit_note_lines_invoice_line" ON "credit_note_lines" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_on" ON "credit_notes" USING btree ("issued_on");--> statement-breakpoint
-- Credit notes, their lines and the drawer counts are append-only, as payments are.
CREATE FUNCTION books_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER credit_notes_append_only BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION books_refuse_change();
--> statement-breakpoint
CREATE TRIGGER credit_note_lines_append_only BEFORE UPDATE OR DELETE ON credit_note_lines
  FOR EACH ROW EXECUTE FUNCTION books_refuse_change();
--> statement-breakpoint
CREATE TRIGGER cash_drawer_counts_append_only BEFORE UPDATE OR DELETE ON cash_drawer_counts
  FOR EACH ROW EXECUTE FUNCTION books_refuse_change();
