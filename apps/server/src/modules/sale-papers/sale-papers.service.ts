import { type Auction, dollarsToCents, type LotTagsQuery, lotTagsQuerySchema } from '@auction/contracts';
import { formatConsignorNumber, type IncrementProfile, incrementAt } from '@auction/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import type { AuctionsService } from '../auctions/auctions.service';
import { markdownText } from '../cms/markdown-text';
import { houseDetails } from '../invoice-documents/pdf-pieces';
import type { MediaStore } from '../media/media-store';
import type { SettingsService } from '../settings/settings.service';
import { type BookAbsentee, renderAuctioneerBookPdf } from './auctioneer-book-pdf';
import { renderCataloguePdf } from './catalogue-pdf';
import { lotTagsPdf } from './lot-tags-pdf';
import { coverLogo, printablePictures } from './printable-pictures';
import { lotsInSaleOrder } from './sale-papers.repository';
import { estimateWords, perUnitWords } from './sale-words';

/** The absentee maxima the live sale bids for one lot, as the live sale itself reads them. */
export interface LotAbsentees {
  lotId: string;
  absentees: readonly BookAbsentee[];
}

/** A paper ready to send: the PDF and the name it downloads as. */
export interface SalePaper {
  pdf: Buffer;
  fileName: string;
}

const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'sale';

const incrementsOf = (auction: Auction): IncrementProfile =>
  auction.increments.map((row) => ({
    fromCents: dollarsToCents(row.from_amount),
    incrementCents: dollarsToCents(row.increment),
  }));

/** The printed papers of a sale: its catalogue, the auctioneer's book and the lot tags. */
export function createSalePapers(deps: {
  db: Database;
  media: Pick<MediaStore, 'get'>;
  settings: SettingsService;
  /** The sale as staff see it (drafts too): its schedule, terms, premium and increments. */
  auctions: Pick<AuctionsService, 'get'>;
  /** Each lot's absentee maxima, as the live sale bids them (the live sale's own reading). */
  absentees: (auctionId: string) => Promise<readonly LotAbsentees[]>;
  audit: AuditRepository;
  publicUrl: string;
}) {
  const sale = (auctionId: string) => deps.auctions.get(auctionId, { withDrafts: true });
  const absoluteLink = (href: string) => (href.startsWith('/') ? `${deps.publicUrl}${href}` : href);

  return {
    async catalogue(auctionId: string): Promise<SalePaper> {
      const auction = await sale(auctionId);
      const lots = (await lotsInSaleOrder(deps.db, auction.id)).filter((lot) => lot.status !== 'withdrawn');
      const [house, logo, pictures] = await Promise.all([
        houseDetails(deps.settings, deps.publicUrl),
        deps.settings.get().then((settings) => coverLogo(deps.media, settings.logo_url)),
        printablePictures(
          deps.media,
          lots.map((lot) => lot.image_key),
        ),
      ]);
      const pdf = await renderCataloguePdf({
        house: { ...house, logo },
        auction,
        description: markdownText(auction.description, absoluteLink),
        lots: lots.map((lot) => ({
          lotNumber: lot.lot_number,
          title: lot.title,
          description: markdownText(lot.description, absoluteLink),
          estimate: estimateWords(lot.estimate_low_cents, lot.estimate_high_cents),
          perUnit: perUnitWords(lot),
          picture: (lot.image_key && pictures.get(lot.image_key)) || null,
        })),
      });
      return { pdf, fileName: `catalogue-${fileSafe(auction.title)}.pdf` };
    },

    /** The book holds the reserves, so who printed it is audited. */
    async auctioneerBook(auctionId: string, actorId: string): Promise<SalePaper> {
      const auction = await sale(auctionId);
      if (auction.type !== 'live') {
        throw new AppError(
          'CONFLICT',
          "A timed sale has no auctioneer: the auctioneer's book is printed for live sales.",
        );
      }
      const [lots, absentees, settings] = await Promise.all([
        lotsInSaleOrder(deps.db, auction.id),
        deps.absentees(auction.id),
        deps.settings.get(),
      ]);
      const maximaOf = new Map(absentees.map((lot) => [lot.lotId, lot.absentees]));
      const increments = incrementsOf(auction);
      const pdf = await renderAuctioneerBookPdf({
        houseName: settings.site_name,
        auction,
        lots: lots.map((lot) => ({
          lotNumber: lot.lot_number,
          title: lot.title,
          perUnit: perUnitWords(lot),
          withdrawn: lot.status === 'withdrawn',
          consignor: lot.consignor_number === null ? null : formatConsignorNumber(lot.consignor_number),
          reserveCents: lot.reserve_cents,
          startingBidCents: lot.starting_bid_cents,
          incrementCents: incrementAt(increments, lot.starting_bid_cents),
          // Highest first; a tie keeps the order the live sale has them in (the earlier first).
          absentees: [...(maximaOf.get(lot.id) ?? [])].sort((a, b) => b.maxCents - a.maxCents),
        })),
      });
      await deps.audit.record({
        actorId,
        action: 'sale_papers.auctioneer_book_printed',
        entity: 'auction',
        entityId: auction.id,
        after: { lots: lots.length },
      });
      return { pdf, fileName: `auctioneers-book-${fileSafe(auction.title)}.pdf` };
    },

    async lotTags(auctionId: string, input: LotTagsQuery): Promise<SalePaper> {
      const query = lotTagsQuerySchema.parse(input);
      const auction = await sale(auctionId);
      const lots = (await lotsInSaleOrder(deps.db, auction.id)).filter((lot) => lot.status !== 'withdrawn');
      if (lots.length === 0) {
        throw new AppError('CONFLICT', 'This sale has no lots yet, so there are no tags to print.');
      }
      const pdf = await lotTagsPdf(
        lots.map((lot) => ({
          lotNumber: lot.lot_number,
          title: lot.title,
          url: `${deps.publicUrl}/lots/${lot.id}-${lot.slug}`,
        })),
        { ...query, saleTitle: auction.title },
      );
      return { pdf, fileName: `lot-tags-${fileSafe(auction.title)}-${query.format.replace('_', '-')}.pdf` };
    },
  };
}

export type SalePapers = ReturnType<typeof createSalePapers>;
