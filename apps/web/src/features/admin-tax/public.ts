export type { ExemptionHolder } from './api/tax-exemptions';
export { TaxExemptionsPanel } from './components/tax-exemptions-panel';
export { TaxRatesSection } from './components/tax-rates-section';
