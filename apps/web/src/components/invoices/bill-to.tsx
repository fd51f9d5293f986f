import type { InvoiceDetail } from '@auction/contracts';

/** Who the invoice bills: the buyer's name and mailing address, their paddle, a tax exemption. */
export function BillTo({
  invoice,
  headingLevel = 2,
}: {
  invoice: Pick<InvoiceDetail, 'buyer_name' | 'buyer_address' | 'paddle_number' | 'tax_exemption_number'>;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="bill-to-heading" className="space-y-2">
      <Heading
        id="bill-to-heading"
        className={headingLevel === 2 ? 'text-lg font-semibold' : 'font-semibold'}
      >
        Bill to
      </Heading>
      <address className="text-sm not-italic">
        <span className="block font-medium">{invoice.buyer_name}</span>
        {invoice.buyer_address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        {invoice.buyer_address.length === 0 && (
          <span className="block text-slate-600 dark:text-slate-400">No mailing address on file.</span>
        )}
        {invoice.paddle_number !== null && <span className="mt-1 block">Paddle {invoice.paddle_number}</span>}
        {invoice.tax_exemption_number && (
          <span className="block">Tax exemption {invoice.tax_exemption_number}</span>
        )}
      </address>
    </section>
  );
}
