ALTER TABLE "invoices" ADD COLUMN "received_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "balance_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The ledger's figures for the invoices already written: a reversal has the opposite sign of the
-- entry it corrects, so a negative one takes back a payment and a positive one a refund.
UPDATE "invoices" AS i SET
  "paid_cents" = coalesce(m.paid, 0),
  "received_cents" = coalesce(m.received, 0),
  "refunded_cents" = coalesce(m.refunded, 0),
  "balance_cents" = CASE WHEN i."status" = 'void' THEN 0 ELSE i."total_cents" - coalesce(m.paid, 0) END
FROM "invoices" AS o LEFT JOIN (
  SELECT "invoice_id",
    sum("amount_cents") AS paid,
    coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'payment' OR ("kind" = 'reversal' AND "amount_cents" < 0)), 0) AS received,
    -coalesce(sum("amount_cents") FILTER (WHERE "kind" = 'refund' OR ("kind" = 'reversal' AND "amount_cents" > 0)), 0) AS refunded
  FROM "payments" GROUP BY "invoice_id"
) AS m ON m."invoice_id" = o."id"
WHERE o."id" = i."id";
