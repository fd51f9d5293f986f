export * from './buy-now-price';
export * from './credit-notes';
export * from './fees';
export * from './invoice-dates';
export * from './invoice-numbers';
export * from './invoice-totals';
export * from './lot-shares';
export * from './tax-region';
