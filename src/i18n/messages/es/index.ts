import type { Catalogue } from '../catalogue';
import { activity } from './activity';
import { app } from './app';
import { approvals } from './approvals';
import { auth } from './auth';
import { categories } from './categories';
import { common } from './common';
import { dashboard } from './dashboard';
import { departments } from './departments';
import { imports } from './imports';
import { inventory } from './inventory';
import { itemMovement } from './item-movement';
import { itemAreas } from './itemAreas';
import { items } from './items';
import { labels } from './labels';
import { notifications } from './notifications';
import { offline } from './offline';
import { orders } from './orders';
import { outbox } from './outbox';
import { purchasing } from './purchasing';
import { routes } from './routes';
import { scanner } from './scanner';
import { sites } from './sites';
import { stocktakes } from './stocktakes';
import { suppliers } from './suppliers';
import { transfers } from './transfers';
import { ui } from './ui';
import { users } from './users';
import { valuation } from './valuation';
import { waste } from './waste';

export const es: Catalogue = {
  ...activity,
  ...app,
  ...approvals,
  ...auth,
  ...categories,
  ...common,
  ...dashboard,
  ...departments,
  ...imports,
  ...inventory,
  ...itemMovement,
  ...itemAreas,
  ...items,
  ...labels,
  ...notifications,
  ...offline,
  ...orders,
  ...outbox,
  ...purchasing,
  ...routes,
  ...scanner,
  ...sites,
  ...stocktakes,
  ...suppliers,
  ...transfers,
  ...ui,
  ...users,
  ...valuation,
  ...waste,
};
