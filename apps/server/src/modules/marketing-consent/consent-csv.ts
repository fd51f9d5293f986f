import { type ConsentLedgerEntry, consentSourceLabels } from '@auction/contracts';
import { spreadsheetText } from '@auction/domain';
import { stringify } from 'csv-stringify/sync';

/** The ledger as CSV, one row per grant or withdrawal, the evidence CASL asks a sender to keep. */
export function consentLedgerCsv(rows: readonly ConsentLedgerEntry[]): string {
  return stringify(
    rows.map((row) => [
      row.created_at,
      row.email,
      row.name ?? '',
      row.granted ? 'Granted' : 'Withdrawn',
      consentSourceLabels[row.source],
      row.wording,
      row.campaign_name ?? row.campaign_id ?? '',
      row.ip ?? '',
      row.user_agent ?? '',
      row.recorded_by_name ?? '',
    ]),
    {
      header: true,
      columns: [
        'When',
        'E-mail',
        'Name',
        'Consent',
        'How',
        'Wording',
        'Campaign',
        'IP',
        'User agent',
        'Recorded by',
      ],
      cast: { string: spreadsheetText },
    },
  );
}
