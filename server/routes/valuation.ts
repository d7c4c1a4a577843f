import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { VALUATION_ENDPOINTS } from '../../contract/paths';
import {
  StockValueQuerySchema,
  StockValueReportSchema,
  WasteCostQuerySchema,
  type StockValueReport,
  WasteCostReportSchema,
} from '../../contract/schemas/valuation';
import {
  STOCK_VALUE_CSV,
  WASTE_COST_BY_ITEM_CSV,
  WASTE_COST_BY_REASON_CSV,
} from '../../contract/valuation-csv';
import { requirePage } from '../auth/guard';
import { sendCsv, type FetchRows } from '../export/csv';
import { siteChoiceOf } from '../sites/request-site';
import { hasSeveralSites, readInTransitValue } from '../valuation/in-transit-value';
import { readStockValue } from '../valuation/stock-value';
import { readWasteCost } from '../valuation/waste-cost';
import { errorResponses } from './responses';
import { siteScopedOrAll, stockScopeOf } from '../sites/request-site';

const tags = ['valuation'];

/** A report's rows, already read whole, as the CSV streamer's one page. */
function onePage<Row>(rows: Row[]): FetchRows<Row> {
  return ({ page }) => Promise.resolve(page === 1 ? rows : []);
}

/** The report with what is in transit, once there are several sites (in-transit-value.ts). */
async function withInTransitValue(
  request: FastifyRequest,
  report: StockValueReport,
): Promise<StockValueReport> {
  if (!(await hasSeveralSites(request.server.db))) return report;
  const site = siteChoiceOf(request);
  return { ...report, inTransitValue: await readInTransitValue(request.server.db, site) };
}

/**
 * Stock value and waste cost (design: Valuation): page Valuation (Administrator, Manager), at
 * the request's site, or adding up every site with `X-Site-Id: all` (design: Sites and
 * transfers).
 */
export const valuationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    VALUATION_ENDPOINTS.stockValue,
    {
      onRequest: requirePage('Valuation'),
      preHandler: siteScopedOrAll,
      schema: {
        operationId: 'getStockValueReport',
        summary: 'What the stock on hand is worth, by item, category or item area (format=csv)',
        tags,
        querystring: StockValueQuerySchema,
        response: { 200: StockValueReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { groupBy = 'item', format } = request.query;
      const report = await readStockValue(
        app.db,
        app.config.currency,
        groupBy,
        stockScopeOf(request),
      );
      reply.header('cache-control', 'no-store');
      if (format !== 'csv') return withInTransitValue(request, report);
      return sendCsv(reply, `stock-value-by-${groupBy}`, STOCK_VALUE_CSV, {}, onePage(report.rows));
    },
  );
  app.get(
    VALUATION_ENDPOINTS.wasteCost,
    {
      onRequest: requirePage('Valuation'),
      preHandler: siteScopedOrAll,
      schema: {
        operationId: 'getWasteCostReport',
        summary: 'What waste cost in a period, by reason and by item (format=csv)',
        tags,
        querystring: WasteCostQuerySchema,
        response: { 200: WasteCostReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { from, to, format, by = 'item' } = request.query;
      const report = await readWasteCost(
        app.db,
        app.config.currency,
        { from, to },
        stockScopeOf(request),
      );
      reply.header('cache-control', 'no-store');
      if (format !== 'csv') return report;
      return by === 'reason'
        ? sendCsv(
            reply,
            'waste-cost-by-reason',
            WASTE_COST_BY_REASON_CSV,
            {},
            onePage(report.byReason),
          )
        : sendCsv(reply, 'waste-cost-by-item', WASTE_COST_BY_ITEM_CSV, {}, onePage(report.byItem));
    },
  );
};
