export { auctionQuery } from './api/catalogue-queries';
export { CatalogueHighlights } from './components/catalogue-highlights';
