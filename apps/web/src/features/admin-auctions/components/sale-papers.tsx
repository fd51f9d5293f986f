import type { Auction } from '@auction/contracts';
import { BookOpen, FileDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PrintLabelsButton } from '../../admin-locations/public';
import { downloadSalePaper, type SalePaper } from '../api/sale-papers';

function PaperButton({
  auction,
  paper,
  icon,
  children,
}: {
  auction: Auction;
  paper: SalePaper;
  icon: ReactNode;
  children: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadSalePaper(auction.id, paper, `${paper}-${auction.slug || 'sale'}.pdf`);
    } catch {
      // The HTTP client has already said why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" loading={busy} onClick={download}>
      {icon}
      {children}
    </Button>
  );
}

/**
 * The papers the sale needs in the room, each a PDF: the catalogue, the auctioneer's book (a live
 * sale's; it holds the reserves) and a tag per lot on the house's label stock.
 */
export function SalePapers({ auction }: { auction: Auction }) {
  return (
    <section
      aria-labelledby="sale-papers-heading"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="sale-papers-heading" className="mr-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        Papers for the room
      </h2>
      <PaperButton
        auction={auction}
        paper="catalogue"
        icon={<FileDown aria-hidden="true" className="size-4" />}
      >
        Catalogue PDF
      </PaperButton>
      {auction.type === 'live' && (
        <PaperButton
          auction={auction}
          paper="auctioneer-book"
          icon={<BookOpen aria-hidden="true" className="size-4" />}
        >
          Auctioneer's book
        </PaperButton>
      )}
      <PrintLabelsButton
        target={{ kind: 'lot-tags', auction_id: auction.id }}
        name="Lot tags"
        fileName="lot-tags"
        size="sm"
      />
    </section>
  );
}
