export { incrementProfilesQuery } from './api/auction-queries';
export { BuyerPremiumFields } from './components/buyer-premium-fields';
export type { AuctionFieldsProps } from './components/form-types';
export { checkPremiumFields } from './premium-form-rules';
