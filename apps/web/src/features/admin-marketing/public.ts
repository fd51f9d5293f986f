export { AnnounceAuctionButton } from './components/announce-auction-button';
