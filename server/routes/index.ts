import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../contract/paths';
import { authRoutes } from './auth';
import { departmentRoutes } from './departments';
import { itemRoutes } from './items';
import { categoryRoutes } from './categories';
import { supplierRoutes } from './suppliers';
import { itemAreaRoutes } from './locations';
import { userRoutes } from './users';
import { receiveItemRoutes } from './receive-items';
import { wasteRoutes } from './waste';
import { orderRoutes } from './orders';
import { stockInsightRoutes } from './stock-insight';
import { stocktakeRoutes } from './stocktakes';
import { importRoutes } from './imports';
import { purchaseOrderRoutes } from './purchase-orders';
import { eventRoutes } from './events';
import { valuationRoutes } from './valuation';

/** Every route of spec section 7, mounted under API_BASE_PATH by app.ts. */
export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(authRoutes);
  await app.register(departmentRoutes);
  await app.register(itemRoutes);
  await app.register(categoryRoutes);
  await app.register(supplierRoutes);
  await app.register(itemAreaRoutes);
  await app.register(userRoutes);
  await app.register(receiveItemRoutes);
  await app.register(wasteRoutes);
  await app.register(orderRoutes);
  await app.register(stockInsightRoutes);
  await app.register(stocktakeRoutes);
  await app.register(importRoutes);
  await app.register(purchaseOrderRoutes);
  await app.register(eventRoutes);
  await app.register(valuationRoutes);
  app.get(ENDPOINTS.openapi, { schema: { hide: true } }, () => app.swagger());
};
