export { auctionQuery } from './api/catalogue-queries';
export { CatalogueHighlights } from './components/catalogue-highlights';
export { LotCard } from './components/lot-card';
