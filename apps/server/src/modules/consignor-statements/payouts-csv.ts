import { formatConsignorNumber, spreadsheetText } from '@auction/domain';
import { stringify } from 'csv-stringify/sync';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const methodNames = {
  cheque: 'Cheque',
  e_transfer: 'e-Transfer',
  direct_deposit: 'Direct deposit',
  cash: 'Cash',
};

interface PayoutCsvRow {
  paid_on: string;
  kind: 'payout' | 'reversal';
  method: keyof typeof methodNames;
  amount_cents: string | number;
  reference: string;
  note: string;
  consignor_number: number;
  consignor_name: string;
  payout_email: string | null;
  sale: string;
  statement_id: string;
  recorded_by: string | null;
}

/**
 * Every payout and reversal paid on a day in the range, oldest first, for the bank or the
 * accountant: a reversal's amount is negative, so the column adds up to what went out.
 */
export async function payoutsCsv(db: Queryable, range: { from?: string; to?: string }): Promise<string> {
  const conditions: SQL[] = [sql`true`];
  if (range.from) conditions.push(sql`p.paid_on >= ${range.from}::date`);
  if (range.to) conditions.push(sql`p.paid_on <= ${range.to}::date`);
  const rows = await rowsOf<PayoutCsvRow>(
    db,
    sql`select p.paid_on::text as paid_on, p.kind, p.method, p.amount_cents, p.reference, p.note,
        c.number as consignor_number, c.name as consignor_name, c.payout_email,
        case when s.kind = 'auction' then a.title
          else 'Buy now ' || s.period_start::text || ' to ' || s.period_end::text end as sale,
        s.id as statement_id, u.name as recorded_by
      from consignor_payouts p
      join consignor_statements s on s.id = p.statement_id
      join consignors c on c.id = p.consignor_id
      left join auctions a on a.id = s.auction_id
      left join users u on u.id = p.recorded_by
      where ${sql.join(conditions, sql` and `)}
      order by p.paid_on, p.created_at, p.id`,
  );
  return stringify(
    rows.map((row) => [
      row.paid_on,
      row.kind === 'payout' ? 'Payout' : 'Reversal',
      formatConsignorNumber(Number(row.consignor_number)),
      row.consignor_name,
      row.sale,
      methodNames[row.method],
      row.reference,
      row.method === 'e_transfer' ? (row.payout_email ?? '') : '',
      dollars(row.kind === 'payout' ? Number(row.amount_cents) : -Number(row.amount_cents)),
      row.note,
      row.recorded_by ?? '',
      row.statement_id,
    ]),
    {
      header: true,
      columns: [
        'Paid on',
        'Kind',
        'Consignor number',
        'Consignor',
        'Sale',
        'Method',
        'Reference',
        'e-Transfer to',
        'Amount',
        'Note',
        'Recorded by',
        'Statement',
      ],
      cast: { string: spreadsheetText },
    },
  );
}
