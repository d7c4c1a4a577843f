import type { Catalogue } from '../catalogue';
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

export const de: Catalogue = {
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
