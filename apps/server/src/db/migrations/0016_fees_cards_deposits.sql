CREATE TABLE "card_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"saved_card_id" uuid NOT NULL,
	"payment_intent_id" text,
	"idempotency_key" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"decline_message" text,
	"charged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_charges_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "card_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "registration_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"received_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_refund_id" text,
	"invoice_id" uuid,
	"idempotency_key" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_deposits_stripe_refund_id_unique" UNIQUE("stripe_refund_id"),
	CONSTRAINT "registration_deposits_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "registration_deposits_stripe_payment" UNIQUE("stripe_payment_intent_id","kind"),
	CONSTRAINT "registration_deposits_amount_positive" CHECK ("registration_deposits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_payment_method_id" text NOT NULL,
	"stripe_setup_intent_id" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_stripe_payment_method_id_unique" UNIQUE("stripe_payment_method_id"),
	CONSTRAINT "saved_cards_stripe_setup_intent_id_unique" UNIQUE("stripe_setup_intent_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_fee_notices" (
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"applies_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_fee_notices_invoice_id_kind_pk" PRIMARY KEY("invoice_id","kind")
);
--> statement-breakpoint
CREATE TABLE "invoice_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"charged_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"taxable" boolean NOT NULL,
	"tax_rate_bps" integer NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"charged_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_fees_one_a_day" UNIQUE("invoice_id","kind","charged_on"),
	CONSTRAINT "invoice_fees_amount_positive" CHECK ("invoice_fees"."amount_cents" > 0 and "invoice_fees"."tax_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "deposit_cents" bigint;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD COLUMN "saved_card_id" uuid;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "card_on_file_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "fees_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD CONSTRAINT "registration_deposits_registration_id_auction_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."auction_registrations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_deposits" ADD CONSTRAINT "registration_deposits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_fee_notices" ADD CONSTRAINT "invoice_fee_notices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_fees" ADD CONSTRAINT "invoice_fees_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_charges_invoice" ON "card_charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "registration_deposits_registration" ON "registration_deposits" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "saved_cards_user" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_fees_charged_on" ON "invoice_fees" USING btree ("charged_on");--> statement-breakpoint
-- Fees, deposits and what the house asked of a saved card are kept as they happened.
CREATE TRIGGER invoice_fees_append_only BEFORE UPDATE OR DELETE ON invoice_fees
  FOR EACH ROW EXECUTE FUNCTION books_refuse_change();
--> statement-breakpoint
CREATE TRIGGER registration_deposits_append_only BEFORE UPDATE OR DELETE ON registration_deposits
  FOR EACH ROW EXECUTE FUNCTION books_refuse_change();
