/**
 * The English catalogue: the spec's texts and the default. Each feature's keys live in its own
 * file (`<feature>.<key>`); this file only merges them. The other languages' catalogues are
 * typed against these keys, so a key missing in any language fails the type check.
 */
import { activity } from './activity';
import { approvals } from './approvals';
import { common } from './common';
import { items } from './items';
import { inventory } from './inventory';
import { waste } from './waste';
import { orders } from './orders';
import { purchasing } from './purchasing';
import { stocktakes } from './stocktakes';
import { valuation } from './valuation';
import { itemMovement } from './item-movement';
import { transfers } from './transfers';

export const en = {
  ...common,
  ...items,
  ...inventory,
  ...waste,
  ...orders,
  ...purchasing,
  ...stocktakes,
  ...valuation,
  ...itemMovement,
  ...transfers,
  ...activity,
  ...approvals,
};

export type MessageId = keyof typeof en;
