export { MakeForAuction, MakePanel, useSaleAuctionFilter } from './components/make-for-auction';
