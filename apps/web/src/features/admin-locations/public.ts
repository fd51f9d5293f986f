export { locationByCode, useCreateLocation } from './api/locations-api';
export { PrintLabelsButton } from './components/print-labels-button';
