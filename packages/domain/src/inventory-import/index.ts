export * from './columns';
export * from './file-shape';
export * from './fingerprint';
export * from './prices';
export * from './validate-row';
