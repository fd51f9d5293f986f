export * from './names';
export * from './roles';
