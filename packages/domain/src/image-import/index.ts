export * from './picture-names';
