export * from './commission';
export * from './statement';
