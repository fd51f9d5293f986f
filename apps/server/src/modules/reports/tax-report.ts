import type { ReportRow, ReportSection } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { dayInRange, instantInRange, num, type ReportWindow } from './report-window';

interface TaxRow {
  region: string;
  tax_rate_bps: number;
  exempt: boolean;
  invoices: number;
  credit_notes: number;
  taxable: string;
  untaxed: string;
  tax: string;
}

const treatmentOf = (row: TaxRow) =>
  row.exempt ? 'Exempt buyer' : row.tax_rate_bps === 0 ? 'Zero-rated' : 'Taxable';
const regionName = (region: string) => (region === 'XX' ? 'Outside Canada' : region);

/**
 * GST/HST charged on the invoices issued in the range (the day the tax became payable), by the
 * place of supply and the rate each invoice was taxed at. What the tax was charged on is worked
 * from the lines as the invoice worked it: lots with premium, taxable charges, less discounts.
 * Void invoices and drafts are left out. Credit notes issued in the range count against it, at
 * their invoice's rate and place of supply, whenever their invoice was issued: the figures are net,
 * as the return wants them. Late and storage fees count on the day they were charged, under their
 * invoice's place of supply at the rate they were taxed at (an untaxed fee is a charge not taxed).
 */
export async function taxReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const rows = await rowsOf<TaxRow>(
    db,
    sql`with charged as (
        select i.id, i.place_of_supply, i.tax_rate_bps, i.tax_exemption_id is not null as exempt, i.tax_cents,
          greatest(0, coalesce(sum(case
            when il.kind = 'lot' then il.amount_cents + il.premium_cents
            when il.kind = 'charge' and il.taxable then il.amount_cents
            when il.kind = 'credit' and coalesce(il.charge_type, '') <> 'deposit' then -il.amount_cents
            else 0 end), 0)) as taxable,
          coalesce(sum(il.amount_cents) filter (where il.kind = 'charge' and not il.taxable), 0) as untaxed
        from invoices i
        left join invoice_lines il on il.invoice_id = i.id
        where i.status not in ('draft', 'void') and ${instantInRange(sql`i.issued_at`, w)}
        group by i.id
      ),
      credited as (
        select c.id, c.place_of_supply, c.tax_rate_bps, i.tax_exemption_id is not null as exempt,
          -c.tax_cents as tax_cents,
          -coalesce(sum(l.amount_cents + l.premium_cents) filter (where l.taxable), 0) as taxable,
          -coalesce(sum(l.amount_cents + l.premium_cents) filter (where not l.taxable), 0) as untaxed
        from credit_notes c
        join invoices i on i.id = c.invoice_id
        join credit_note_lines l on l.credit_note_id = c.id
        where ${instantInRange(sql`c.issued_at`, w)}
        group by c.id, i.tax_exemption_id
      ),
      fees as (
        select i.place_of_supply, i.tax_rate_bps, i.tax_exemption_id is not null as exempt, f.tax_cents,
          case when f.taxable then f.amount_cents else 0 end as taxable,
          case when f.taxable then 0 else f.amount_cents end as untaxed
        from invoice_fees f
        join invoices i on i.id = f.invoice_id
        where i.status not in ('draft', 'void') and ${dayInRange(sql`f.charged_on`, w)}
      ),
      lines as (
        select place_of_supply, tax_rate_bps, exempt, 1 as invoice, 0 as credit_note, taxable, untaxed, tax_cents
        from charged
        union all
        select place_of_supply, tax_rate_bps, exempt, 0, 1, taxable, untaxed, tax_cents
        from credited
        union all
        select place_of_supply, tax_rate_bps, exempt, 0, 0, taxable, untaxed, tax_cents
        from fees
      )
      select place_of_supply as region, tax_rate_bps, exempt, sum(invoice)::int as invoices,
        sum(credit_note)::int as credit_notes, sum(taxable) as taxable, sum(untaxed) as untaxed, sum(tax_cents) as tax
      from lines
      group by place_of_supply, tax_rate_bps, exempt
      order by place_of_supply, tax_rate_bps desc, exempt`,
  );
  const byRate: ReportRow[] = rows.map((row) => ({
    label: `${regionName(row.region)} ${(row.tax_rate_bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`,
    region: regionName(row.region),
    tax_rate_bps: row.tax_rate_bps,
    treatment: treatmentOf(row),
    invoices: row.invoices,
    credit_notes: row.credit_notes,
    taxable_cents: num(row.taxable),
    tax_cents: num(row.tax),
  }));
  const sumOf = (pick: (row: TaxRow) => number, only: (row: TaxRow) => boolean = () => true) =>
    rows.filter(only).reduce((total, row) => total + pick(row), 0);
  const supplies = sumOf((row) => num(row.taxable) + num(row.untaxed));
  const collected = sumOf((row) => num(row.tax));
  const returnLines: ReportRow[] = [
    {
      line: '101',
      label: 'Sales and other revenue (taxable, zero-rated and exempt supplies, before tax)',
      amount_cents: supplies,
    },
    {
      line: '',
      label: 'of which zero-rated supplies (shipped abroad)',
      amount_cents: sumOf(
        (row) => num(row.taxable),
        (row) => !row.exempt && row.tax_rate_bps === 0,
      ),
    },
    {
      line: '',
      label: 'of which sales to buyers holding an exemption',
      amount_cents: sumOf(
        (row) => num(row.taxable),
        (row) => row.exempt,
      ),
    },
    {
      line: '',
      label: 'of which charges not taxed',
      amount_cents: sumOf((row) => num(row.untaxed)),
    },
    { line: '103', label: 'GST/HST collected or collectible', amount_cents: collected },
  ];
  return [
    {
      id: 'tax-by-rate',
      title: 'Tax by province and rate',
      note: 'Invoices issued in the range (void invoices and drafts left out), with the late and storage fees charged in it, less the credit notes issued in it, by the place of supply and the rate each was taxed at. Taxable: lots with premium, taxable charges and taxable fees, less discounts and credits.',
      columns: [
        { key: 'region', label: 'Province', kind: 'text' },
        { key: 'tax_rate_bps', label: 'Rate', kind: 'rate_bps' },
        { key: 'treatment', label: 'Treatment', kind: 'text' },
        { key: 'invoices', label: 'Invoices', kind: 'count' },
        { key: 'credit_notes', label: 'Credit notes', kind: 'count' },
        { key: 'taxable_cents', label: 'Taxable amount', kind: 'money' },
        { key: 'tax_cents', label: 'Tax collected', kind: 'money' },
      ],
      rows: byRate,
      totals: {
        region: 'Total',
        tax_rate_bps: null,
        treatment: '',
        invoices: sumOf((row) => row.invoices),
        credit_notes: sumOf((row) => row.credit_notes),
        taxable_cents: sumOf((row) => num(row.taxable)),
        tax_cents: collected,
      },
      chart: { kind: 'bar', title: 'Tax collected by province and rate', x: 'label', series: ['tax_cents'] },
    },
    {
      id: 'gst-hst-return',
      title: 'For the GST/HST return',
      note: 'The figures the return asks for, from the same invoices less the same credit notes. Input tax credits come from the purchase books, not from here.',
      columns: [
        { key: 'line', label: 'Line', kind: 'text' },
        { key: 'label', label: 'What', kind: 'text' },
        { key: 'amount_cents', label: 'Amount', kind: 'money' },
      ],
      rows: returnLines,
      totals: null,
      chart: null,
    },
  ];
}
