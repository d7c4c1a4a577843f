export * from './common';
export * from './reference';
export * from './users';
export * from './stock';
export * from './orders';
export * from './stocktakes';
export * from './purchasing';
export * from './sites';
export * from './transfers';

export * from './sync';
export * from './health';
export * from './valuation';
export * from './activity';
