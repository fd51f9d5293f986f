/** The SEO form of a catalogue URL: `/auctions/{uuid}-{slug}`, `/lots/{uuid}-{slug}`. */
export function auctionPath(auction: { id: string; slug: string }): string {
  return `/auctions/${auction.id}${auction.slug ? `-${auction.slug}` : ''}`;
}

export function lotPath(lot: { id: string; slug: string }): string {
  return `/lots/${lot.id}${lot.slug ? `-${lot.slug}` : ''}`;
}
