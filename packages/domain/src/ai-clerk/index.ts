export { clerkActionToLiveCommand } from './live-command';
export { type NumberShape, parseSpokenNumber, type SpokenNumber } from './number-words';
export { lowConfidence, parseAuctioneerWords } from './parse';
export type { ClerkAction, ClerkActionType, ClerkContext, ClerkProposal, ClerkReading } from './types';
