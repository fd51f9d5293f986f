// Renders the PDFs of a closed sale of 1,000 lots bought by 300 buyers (3 or 4 lots each), the way
// the mail sender does when the invoices are issued or e-mailed in bulk: one after another, in
// this process. Figures, not assertions.
import { houseLogoPng } from '../apps/server/src/modules/invoice-documents/house-logo';
import { renderInvoicePdf } from '../apps/server/src/modules/invoice-documents/invoice-pdf';
import { companyFixture, invoiceFixture } from '../apps/server/test/invoice-documents/invoice-fixture';

const buyers = 300;
const lots = 1_000;
const company = { ...companyFixture, logo: await houseLogoPng() };
const invoices = Array.from({ length: buyers }, (_, index) =>
  invoiceFixture(
    {
      id: `6f1c2d3e-4b5a-4c7d-8e9f-${String(index).padStart(12, '0')}`,
      number: `2026-${String(index + 1).padStart(6, '0')}`,
    },
    Math.floor(lots / buyers) + (index < lots % buyers ? 1 : 0),
  ),
);

// Warm up: the first render loads the font metrics and the QR encoder.
await renderInvoicePdf(invoices[0] ?? invoiceFixture(), company);

const started = performance.now();
let bytes = 0;
for (const invoice of invoices) bytes += (await renderInvoicePdf(invoice, company)).length;
const ms = performance.now() - started;
console.log(
  `render ${buyers} invoice PDFs (${lots} lots): ${(ms / 1000).toFixed(2)} s, ${(ms / buyers).toFixed(1)} ms a PDF, ${(bytes / buyers / 1024).toFixed(0)} KiB a PDF`,
);
