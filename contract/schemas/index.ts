export * from './common';
export * from './reference';
export * from './users';
export * from './stock';
export * from './orders';
export * from './sync';
