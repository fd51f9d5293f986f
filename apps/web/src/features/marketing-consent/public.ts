export { ConsentLedger } from './consent-ledger';
