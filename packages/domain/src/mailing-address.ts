/** A postal address as the house keeps it for a user, a floor buyer or a consignor. */
export interface MailingAddress {
  line1: string;
  line2?: string | null | undefined;
  city: string;
  province: string;
  postal_code: string;
  country: string;
}

/**
 * The address as it goes on an envelope, a line each: the street lines, then "Dartmouth, NS B3B 1H2",
 * then the country when it is not Canada (`CA` or `Canada`). Blank parts are left out; no address gives no lines.
 */
export function mailingAddressLines(address: MailingAddress | null | undefined): string[] {
  if (!address) return [];
  const region = [address.province, address.postal_code]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const town = [address.city?.trim() ?? '', region].filter(Boolean).join(', ');
  const country = address.country?.trim() ?? '';
  const abroad = country !== '' && !/^(ca|canada)$/i.test(country);
  return [address.line1, address.line2 ?? '', town, abroad ? country : '']
    .map((line) => line?.trim() ?? '')
    .filter((line) => line.length > 0);
}
