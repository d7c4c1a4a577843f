export * from './values';
export * from './forms';
