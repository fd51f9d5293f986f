export { useMyBidIds } from './api/bidding-api';
export { myRegistrationQuery } from './api/register-for-auction';
export { incrementProfileOf } from './bid-amounts';
export { BidPanel } from './components/bid-panel';
export { BID_PANEL_ID, PhoneBidBar } from './components/phone-bid-bar';
export { RegisterToBid } from './components/register-to-bid';
export { useLiveAuction } from './live/use-live-auction';
export { useLiveLot } from './live/use-live-lot';
