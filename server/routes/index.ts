import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../contract/paths';
import { authRoutes } from './auth';
import { departmentRoutes } from './departments';

/** Every route of spec section 7, mounted under API_BASE_PATH by app.ts. */
export const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(authRoutes);
  await app.register(departmentRoutes);
  app.get(ENDPOINTS.openapi, { schema: { hide: true } }, () => app.swagger());
};
