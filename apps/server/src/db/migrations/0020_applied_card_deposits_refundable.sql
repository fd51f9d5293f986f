-- A card deposit applied to an invoice names the PaymentIntent that paid it, so staff refund it
-- from the invoice through Stripe. Payments are append-only: this one correction of the
-- applications made before it lifts the guard for the update alone.
ALTER TABLE "payments" DISABLE TRIGGER "payments_append_only";--> statement-breakpoint
UPDATE "payments" AS p
SET "stripe_payment_intent_id" = d."stripe_payment_intent_id"
FROM "registration_deposits" AS d
WHERE p."kind" = 'payment'
  AND p."method" = 'stripe'
  AND p."stripe_payment_intent_id" IS NULL
  AND p."idempotency_key" = 'deposit-' || d."registration_id"::text || '-' || p."invoice_id"::text
  AND d."kind" = 'payment'
  AND d."stripe_payment_intent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_append_only";
