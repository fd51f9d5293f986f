import type {
  BuyerPaymentMethod,
  CreditNoteFact,
  DepositFact,
  InvoiceFact,
  InvoiceFeeFact,
  PaymentFact,
  PayoutFact,
  PayoutMethod,
  PeriodFacts,
  StatementFact,
} from '@auction/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';

/** The house days of the export, both ends included, in the house's time zone. */
export interface BooksPeriod {
  from: string;
  to: string;
  timeZone: string;
}

const startOf = (p: BooksPeriod): SQL => sql`((${p.from}::date)::timestamp at time zone ${p.timeZone})`;
const endOf = (p: BooksPeriod): SQL => sql`((${p.to}::date + 1)::timestamp at time zone ${p.timeZone})`;
const instantIn = (column: SQL, p: BooksPeriod): SQL =>
  sql`${column} >= ${startOf(p)} and ${column} < ${endOf(p)}`;
const dayIn = (column: SQL, p: BooksPeriod): SQL => sql`${column} between ${p.from}::date and ${p.to}::date`;
const houseDay = (column: SQL, p: BooksPeriod): SQL =>
  sql`to_char((${column} at time zone ${p.timeZone})::date, 'YYYY-MM-DD')`;

/** Bigint sums come back from raw SQL as text. */
const n = (value: unknown): number => Number(value ?? 0);

/** Who an invoice bills (`i`): the paddle's name at the desk, else the account's, with the paddle. */
const buyerOf = sql`trim(concat_ws(' ', coalesce(nullif(r.name, ''), u.name), case when r.paddle_number is not null then '(paddle ' || r.paddle_number || ')' end))`;
const buyerJoins = sql`left join auction_registrations r on r.id = i.registration_id left join users u on u.id = i.buyer_user_id`;

interface InvoiceRow {
  number: string;
  date: string;
  voided_on: string | null;
  buyer: string;
  hammer_cents: string;
  premium_cents: string;
  charges_cents: string;
  credits_cents: string;
  deposit_credit_cents: string;
  tax_cents: string;
  place_of_supply: string;
  tax_rate_bps: number;
}

const invoiceFact = (row: InvoiceRow): InvoiceFact => ({
  number: row.number,
  date: row.date,
  buyer: row.buyer,
  hammerCents: n(row.hammer_cents),
  premiumCents: n(row.premium_cents),
  chargesCents: n(row.charges_cents),
  discountCents: n(row.credits_cents) - n(row.deposit_credit_cents),
  depositCreditCents: n(row.deposit_credit_cents),
  taxCents: n(row.tax_cents),
  placeOfSupply: row.place_of_supply,
  taxRateBps: row.tax_rate_bps,
});

/** Invoices that were issued (given a number), with the figures they now carry. */
function invoicesWhere(db: Queryable, p: BooksPeriod, where: SQL) {
  return rowsOf<InvoiceRow>(
    db,
    sql`select i.number, ${houseDay(sql`i.issued_at`, p)} as date,
        case when i.voided_at is not null then ${houseDay(sql`i.voided_at`, p)} end as voided_on,
        ${buyerOf} as buyer, i.hammer_cents, i.premium_cents, i.charges_cents, i.credits_cents,
        coalesce((select sum(il.amount_cents) from invoice_lines il
          where il.invoice_id = i.id and il.kind = 'credit' and il.charge_type = 'deposit'), 0) as deposit_credit_cents,
        i.tax_cents, i.place_of_supply, i.tax_rate_bps
      from invoices i ${buyerJoins}
      where i.number is not null and i.issued_at is not null and ${where}
      order by i.number`,
  );
}

/** Which money entries of the house fall in a period: the facts the journal is built from. */
export function createBooksRepository() {
  return {
    async periodFacts(db: Queryable, p: BooksPeriod, house: { province: string }): Promise<PeriodFacts> {
      const issued = await invoicesWhere(db, p, instantIn(sql`i.issued_at`, p));
      const voided = await invoicesWhere(db, p, sql`i.status = 'void' and ${instantIn(sql`i.voided_at`, p)}`);

      const creditNotes = await rowsOf<{
        number: string;
        invoice_number: string;
        date: string;
        buyer: string;
        hammer_cents: string;
        premium_cents: string;
        charges_cents: string;
        fees_cents: string;
        goodwill_cents: string;
        tax_cents: string;
        place_of_supply: string;
        tax_rate_bps: number;
      }>(
        db,
        sql`select c.number, i.number as invoice_number, to_char(c.issued_on, 'YYYY-MM-DD') as date, ${buyerOf} as buyer,
            c.hammer_cents, c.premium_cents, c.charges_cents, c.fees_cents, c.goodwill_cents, c.tax_cents, c.place_of_supply, c.tax_rate_bps
          from credit_notes c join invoices i on i.id = c.invoice_id ${buyerJoins}
          where ${dayIn(sql`c.issued_on`, p)}
          order by c.number`,
      );

      const payments = await rowsOf<{
        id: string;
        invoice_number: string;
        date: string;
        buyer: string;
        kind: PaymentFact['kind'];
        method: BuyerPaymentMethod;
        amount_cents: string;
        reference: string;
      }>(
        db,
        sql`select pm.id, i.number as invoice_number, to_char(pm.received_on, 'YYYY-MM-DD') as date, ${buyerOf} as buyer,
            pm.kind, pm.method, pm.amount_cents, pm.reference
          from payments pm join invoices i on i.id = pm.invoice_id ${buyerJoins}
          where ${dayIn(sql`pm.received_on`, p)}
          order by pm.received_on, pm.created_at, pm.id`,
      );

      const fees = await rowsOf<{
        id: string;
        invoice_number: string;
        date: string;
        buyer: string;
        description: string;
        amount_cents: string;
        tax_cents: string;
        place_of_supply: string;
        tax_rate_bps: number;
      }>(
        db,
        sql`select f.id, i.number as invoice_number, to_char(f.charged_on, 'YYYY-MM-DD') as date, ${buyerOf} as buyer,
            f.description, f.amount_cents, f.tax_cents, i.place_of_supply, f.tax_rate_bps
          from invoice_fees f join invoices i on i.id = f.invoice_id ${buyerJoins}
          where ${dayIn(sql`f.charged_on`, p)}
          order by f.charged_on, f.created_at, f.id`,
      );

      const deposits = await rowsOf<{
        id: string;
        date: string;
        bidder: string;
        registration: string;
        kind: DepositFact['kind'];
        method: BuyerPaymentMethod;
        amount_cents: string;
        invoice_number: string | null;
      }>(
        db,
        sql`select d.id, to_char(d.received_on, 'YYYY-MM-DD') as date,
            coalesce(nullif(r.name, ''), u.name, '') as bidder,
            a.title || ', paddle ' || r.paddle_number as registration,
            d.kind, d.method, d.amount_cents, i.number as invoice_number
          from registration_deposits d
          join auction_registrations r on r.id = d.registration_id
          join auctions a on a.id = r.auction_id
          left join users u on u.id = r.user_id
          left join invoices i on i.id = d.invoice_id
          where ${dayIn(sql`d.received_on`, p)}
          order by d.received_on, d.created_at, d.id`,
      );

      const saleOf = sql`coalesce(a.title, 'buy-now sales ' || to_char(s.period_start, 'YYYY-MM-DD') || ' to ' || to_char(s.period_end, 'YYYY-MM-DD'))`;
      const statements = await rowsOf<{
        id: string;
        date: string;
        consignor: string;
        sale: string;
        hammer_cents: string;
        hammer_tax_cents: string;
        commission_cents: string;
        fees_cents: string;
        tax_on_charges_cents: string;
        advances_recovered_cents: string;
        tax_rate_bp: number;
      }>(
        db,
        sql`select s.id, ${houseDay(sql`s.finalised_at`, p)} as date, c.name as consignor, ${saleOf} as sale,
            s.hammer_cents, s.hammer_tax_cents, s.commission_cents,
            s.lot_fees_cents + s.photo_fees_cents + s.unsold_fees_cents as fees_cents,
            s.tax_on_charges_cents, s.advances_recovered_cents, s.tax_rate_bp
          from consignor_statements s
          join consignors c on c.id = s.consignor_id
          left join auctions a on a.id = s.auction_id
          where s.status in ('final', 'paid') and s.finalised_at is not null and ${instantIn(sql`s.finalised_at`, p)}
          order by s.finalised_at, s.id`,
      );

      const payouts = await rowsOf<{
        id: string;
        date: string;
        consignor: string;
        sale: string;
        kind: PayoutFact['kind'];
        method: PayoutMethod;
        amount_cents: string;
        reference: string;
      }>(
        db,
        sql`select po.id, to_char(po.paid_on, 'YYYY-MM-DD') as date, c.name as consignor, ${saleOf} as sale,
            po.kind, po.method, po.amount_cents, po.reference
          from consignor_payouts po
          join consignor_statements s on s.id = po.statement_id
          join consignors c on c.id = po.consignor_id
          left join auctions a on a.id = s.auction_id
          where ${dayIn(sql`po.paid_on`, p)}
          order by po.paid_on, po.created_at, po.id`,
      );

      return {
        invoices: issued.map(invoiceFact),
        voids: voided.map((row) => ({ invoice: invoiceFact(row), voidedOn: row.voided_on ?? row.date })),
        creditNotes: creditNotes.map(
          (row): CreditNoteFact => ({
            number: row.number,
            invoiceNumber: row.invoice_number,
            date: row.date,
            buyer: row.buyer,
            hammerCents: n(row.hammer_cents),
            premiumCents: n(row.premium_cents),
            chargesCents: n(row.charges_cents),
            feesCents: n(row.fees_cents),
            goodwillCents: n(row.goodwill_cents),
            taxCents: n(row.tax_cents),
            placeOfSupply: row.place_of_supply,
            taxRateBps: row.tax_rate_bps,
          }),
        ),
        payments: payments.map(
          (row): PaymentFact => ({
            id: row.id,
            invoiceNumber: row.invoice_number,
            date: row.date,
            buyer: row.buyer,
            kind: row.kind,
            method: row.method,
            amountCents: n(row.amount_cents),
            reference: row.reference,
          }),
        ),
        fees: fees.map(
          (row): InvoiceFeeFact => ({
            id: row.id,
            invoiceNumber: row.invoice_number,
            date: row.date,
            buyer: row.buyer,
            description: row.description,
            amountCents: n(row.amount_cents),
            taxCents: n(row.tax_cents),
            placeOfSupply: row.place_of_supply,
            taxRateBps: row.tax_rate_bps,
          }),
        ),
        deposits: deposits.map(
          (row): DepositFact => ({
            id: row.id,
            date: row.date,
            bidder: row.bidder,
            registration: row.registration,
            kind: row.kind,
            method: row.method,
            amountCents: n(row.amount_cents),
            invoiceNumber: row.invoice_number,
          }),
        ),
        statements: statements.map(
          (row): StatementFact => ({
            id: row.id,
            date: row.date,
            consignor: row.consignor,
            sale: row.sale,
            hammerCents: n(row.hammer_cents),
            hammerTaxCents: n(row.hammer_tax_cents),
            commissionCents: n(row.commission_cents),
            feesCents: n(row.fees_cents),
            taxOnChargesCents: n(row.tax_on_charges_cents),
            advancesRecoveredCents: n(row.advances_recovered_cents),
            province: house.province,
            taxRateBps: row.tax_rate_bp,
          }),
        ),
        payouts: payouts.map(
          (row): PayoutFact => ({
            id: row.id,
            date: row.date,
            consignor: row.consignor,
            sale: row.sale,
            kind: row.kind,
            method: row.method,
            amountCents: n(row.amount_cents),
            reference: row.reference,
          }),
        ),
      };
    },
  };
}
export type BooksRepository = ReturnType<typeof createBooksRepository>;
