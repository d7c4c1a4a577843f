export * from './paths';
export * from './roles';
export * from './messages';
export * from './constants';
export * from './schemas';
export * from './validation';
export * from './money';
