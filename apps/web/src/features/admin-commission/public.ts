export { commissionProfilesQuery, useMakeDefaultCommissionProfile } from './api/commission-profiles';
