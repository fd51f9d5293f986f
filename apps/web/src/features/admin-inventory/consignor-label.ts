import type { ConsignorSummary } from '@auction/contracts';

/** How a consignor is named in a picker and a list: `C-1024 Margaret Ellis (Ellis Antiques)`. */
export function consignorLabel(consignor: ConsignorSummary): string {
  const company = consignor.company ? ` (${consignor.company})` : '';
  return `C-${consignor.number} ${consignor.name}${company}`;
}
