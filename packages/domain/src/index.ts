export * from './bid-increments';
export * from './minimum-next-bid';
export * from './names';
export * from './roles';
export * from './slugs';
export * from './soft-close';
export * from './stagger';
