import ical from 'ical-generator';

/** How long a live sale is in a calendar when staff gave no end: an evening's selling. */
export const liveSaleHoursWithoutEnd = 3;

export interface HouseFacts {
  siteName: string;
  address: string;
  timeZone: string;
  publicUrl: string;
}

/** "Saturday, December 5, 2026, 10:00 a.m. AST" in the sale's own zone. */
function when(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

function calendarOf(house: HouseFacts, timeZone: string) {
  const calendar = ical({ name: house.siteName, prodId: { company: house.siteName, product: 'auctions' } });
  // Times are written in UTC (any calendar shows them in its own zone); the zone named is the house's.
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  return calendar;
}

export function saleCalendar(
  house: HouseFacts,
  sale: {
    id: string;
    slug: string;
    title: string;
    type: 'timed' | 'live';
    start_at: Date;
    end_at: Date | null;
    time_zone: string;
    location: string;
  },
): string {
  const url = `${house.publicUrl}/auctions/${sale.id}-${sale.slug}`;
  const end = sale.end_at ?? new Date(sale.start_at.getTime() + liveSaleHoursWithoutEnd * 3_600_000);
  const description =
    sale.type === 'timed'
      ? [
          `Online bidding opens ${when(sale.start_at, sale.time_zone)}.`,
          sale.end_at ? `The first lots close ${when(sale.end_at, sale.time_zone)}, one after another.` : '',
        ]
      : [`The live sale starts ${when(sale.start_at, sale.time_zone)}. Bid online or in the room.`];
  const calendar = calendarOf(house, sale.time_zone);
  calendar.createEvent({
    id: `auction-${sale.id}@${new URL(house.publicUrl).host}`,
    start: sale.start_at,
    end,
    summary: sale.type === 'timed' ? `${sale.title} (online auction)` : `${sale.title} (live auction)`,
    description: [...description.filter(Boolean), url].join('\n\n'),
    location: sale.location || house.address,
    url,
  });
  return calendar.toString();
}

export function pickupCalendar(
  house: HouseFacts,
  pickup: {
    invoiceId: string;
    invoiceNumber: string | null;
    auctionTitle: string;
    start: Date;
    minutes: number;
    address: string;
    lots: string[];
  },
): string {
  const url = `${house.publicUrl}/invoices/${pickup.invoiceId}`;
  const calendar = calendarOf(house, house.timeZone);
  const invoice = pickup.invoiceNumber ? `invoice ${pickup.invoiceNumber}` : 'your invoice';
  calendar.createEvent({
    id: `pickup-${pickup.invoiceId}@${new URL(house.publicUrl).host}`,
    start: pickup.start,
    end: new Date(pickup.start.getTime() + pickup.minutes * 60_000),
    summary: `Pickup at ${house.siteName}: ${invoice}`,
    description: [
      `Your pickup for ${pickup.auctionTitle}, ${when(pickup.start, house.timeZone)}. Bring ${invoice} (the QR code on it) and photo ID.`,
      pickup.lots.length > 0 ? `Lots: ${pickup.lots.join('; ')}` : '',
      url,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: pickup.address,
    url,
  });
  return calendar.toString();
}
