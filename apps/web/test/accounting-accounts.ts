import { type AccountingAccounts, accountingAccountKeys } from '@auction/contracts';

/** The journal's accounts as a settings answer carries them: "Account <key>", code 1000 on. */
export function buildAccountingAccounts(): AccountingAccounts {
  return {
    accounts: Object.fromEntries(
      accountingAccountKeys.map((key, index) => [
        key,
        { name: `Account ${key}`, code: String(1000 + index) },
      ]),
    ) as AccountingAccounts['accounts'],
    xero_tax_rate: 'Tax Exempt',
  };
}
