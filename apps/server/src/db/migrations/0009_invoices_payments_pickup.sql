CREATE TABLE "bidder_payment_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" uuid,
	"clear_note" text,
	CONSTRAINT "bidder_payment_flags_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"lot_id" uuid,
	"lot_number" text,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"premium_cents" bigint DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"charge_type" text,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_amount_not_negative" CHECK ("invoice_lines"."amount_cents" >= 0 and "invoice_lines"."premium_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"registration_id" uuid NOT NULL,
	"buyer_user_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"number_year" integer,
	"number_seq" integer,
	"sale_date" date NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" uuid,
	"due_on" date,
	"fulfilment" text DEFAULT 'pickup' NOT NULL,
	"ship_to" jsonb,
	"shipping_requested_at" timestamp with time zone,
	"shipping_carrier" text,
	"shipping_quote_cents" bigint,
	"tracking_number" text,
	"shipped_on" date,
	"place_of_supply" text DEFAULT 'NS' NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"tax_exemption_id" uuid,
	"hammer_cents" bigint DEFAULT 0 NOT NULL,
	"premium_cents" bigint DEFAULT 0 NOT NULL,
	"charges_cents" bigint DEFAULT 0 NOT NULL,
	"credits_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"voided_by" uuid,
	"replaces_invoice_id" uuid,
	"reminder_sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_number_year_seq" UNIQUE("number_year","number_seq"),
	CONSTRAINT "invoices_paid_within_total" CHECK ("invoices"."paid_cents" >= 0 and "invoices"."paid_cents" <= "invoices"."total_cents"),
	CONSTRAINT "invoices_number_when_issued" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null) or "invoices"."status" = 'void')
);
--> statement-breakpoint
CREATE TABLE "lot_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"released_to" text NOT NULL,
	"released_by" uuid NOT NULL,
	"override_reason" text,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_releases_lot_id_unique" UNIQUE("lot_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "payment_attempts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text,
	"reverses_payment_id" uuid,
	"stripe_payment_intent_id" text,
	"stripe_refund_id" text,
	"idempotency_key" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reverses_payment_id_unique" UNIQUE("reverses_payment_id"),
	CONSTRAINT "payments_stripe_refund_id_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_not_zero" CHECK ("payments"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"booked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_bookings_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"stripe_created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_exemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"registration_id" uuid,
	"exemption_number" text NOT NULL,
	"expires_on" date,
	"certificate_key" text,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_exemptions_holder" CHECK ("tax_exemptions"."user_id" is not null or "tax_exemptions"."registration_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"region" text NOT NULL,
	"label" text NOT NULL,
	"effective_from" date NOT NULL,
	"rate_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_region_effective_from" UNIQUE("region","effective_from"),
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_bps" >= 0 and "tax_rates"."rate_bps" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "auction_registrations" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "kind" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "id_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "id_note" text;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "bidder_payment_flags" ADD CONSTRAINT "bidder_payment_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_payment_flags" ADD CONSTRAINT "bidder_payment_flags_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_registration_id_auction_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."auction_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_releases" ADD CONSTRAINT "lot_releases_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_releases" ADD CONSTRAINT "lot_releases_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_bookings" ADD CONSTRAINT "pickup_bookings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_exemptions" ADD CONSTRAINT "tax_exemptions_registration_id_auction_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."auction_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidder_payment_flags_open" ON "bidder_payment_flags" USING btree ("user_id") WHERE "bidder_payment_flags"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_lot" ON "invoice_lines" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_per_registration" ON "invoices" USING btree ("auction_id","registration_id") WHERE "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_buyer_user" ON "invoices" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_on" ON "invoices" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "lot_releases_invoice" ON "lot_releases" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice" ON "payment_attempts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_stripe_payment_intent" ON "payments" USING btree ("stripe_payment_intent_id") WHERE "payments"."kind" = 'payment' and "payments"."stripe_payment_intent_id" is not null;--> statement-breakpoint
CREATE INDEX "pickup_bookings_slot_start" ON "pickup_bookings" USING btree ("slot_start");--> statement-breakpoint
CREATE INDEX "tax_exemptions_user" ON "tax_exemptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_floor_or_online" CHECK (("auction_registrations"."kind" = 'online' and "auction_registrations"."user_id" is not null) or ("auction_registrations"."kind" = 'floor' and "auction_registrations"."paddle_number" between 1 and 6999 and "auction_registrations"."name" is not null));--> statement-breakpoint
-- Payments are append-only: a mistake is corrected by a reversing entry, never an edit.
CREATE FUNCTION payments_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_append_only BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_refuse_change();
--> statement-breakpoint
-- GST/HST by place of supply (an Admin may add rates later). XX: outside Canada, zero-rated.
INSERT INTO tax_rates (region, label, effective_from, rate_bps) VALUES
  ('NS', 'HST', '2010-07-01', 1500),
  ('NS', 'HST', '2025-04-01', 1400),
  ('NB', 'HST', '2016-07-01', 1500),
  ('NL', 'HST', '2016-07-01', 1500),
  ('PE', 'HST', '2016-10-01', 1500),
  ('ON', 'HST', '2010-07-01', 1300),
  ('QC', 'GST', '2008-01-01', 500),
  ('MB', 'GST', '2008-01-01', 500),
  ('SK', 'GST', '2008-01-01', 500),
  ('AB', 'GST', '2008-01-01', 500),
  ('BC', 'GST', '2013-04-01', 500),
  ('YT', 'GST', '2008-01-01', 500),
  ('NT', 'GST', '2008-01-01', 500),
  ('NU', 'GST', '2008-01-01', 500),
  ('XX', 'Zero-rated (exported)', '2000-01-01', 0);
