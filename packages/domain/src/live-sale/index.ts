export * from './absentee-bids';
export * from './absentee-ladder';
export * from './apply-live-event';
export * from './decide-live-command';
export * from './live-command-refusal';
export * from './live-money';
export * from './live-sale-types';
