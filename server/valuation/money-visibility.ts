import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MONEY_FIELDS } from '../../contract/money';
import { canSeeMoney } from '../../contract/roles';

/**
 * Money fields (unit costs, costs, totals, values) go only to roles with page Valuation (design:
 * Valuation; issue 32 row 10): for every other role they are null, in lists, details, the
 * answers of writes and CSV cells. Which fields an answer holds is read from the route's response
 * schema once, as a plan of where they are, so a route without money (the reference lists) costs
 * nothing and a money field added to a schema later is hidden without anyone remembering to.
 */

/** Where the money fields of a value are: its own keys, its objects' and its elements'. */
export interface MoneyPlan {
  fields: Set<string>;
  props: Map<string, MoneyPlan>;
  items: MoneyPlan | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The money fields of the route's 2xx answers; set by registerMoneyVisibility, never by hand. */
    moneyPlan?: MoneyPlan | null;
  }
}

const MONEY = new Set<string>(MONEY_FIELDS);

function emptyPlan(): MoneyPlan {
  return { fields: new Set(), props: new Map(), items: null };
}

function isEmpty(plan: MoneyPlan): boolean {
  return plan.fields.size === 0 && plan.props.size === 0 && plan.items === null;
}

function mergeInto(target: MoneyPlan, source: MoneyPlan): void {
  for (const field of source.fields) target.fields.add(field);
  for (const [key, child] of source.props) {
    const existing = target.props.get(key);
    if (existing) mergeInto(existing, child);
    else target.props.set(key, child);
  }
  if (source.items) {
    if (target.items) mergeInto(target.items, source.items);
    else target.items = source.items;
  }
}

type SchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The plan of a JSON schema (TypeBox's objects, arrays, unions, intersections); null without money. */
export function moneyPlanOf(schema: unknown): MoneyPlan | null {
  if (!isNode(schema)) return null;
  const plan = emptyPlan();
  for (const combinator of ['anyOf', 'allOf', 'oneOf']) {
    const members = schema[combinator];
    if (!Array.isArray(members)) continue;
    for (const member of members) {
      const memberPlan = moneyPlanOf(member);
      if (memberPlan) mergeInto(plan, memberPlan);
    }
  }
  const properties = schema.properties;
  if (isNode(properties)) {
    for (const [key, property] of Object.entries(properties)) {
      if (MONEY.has(key)) plan.fields.add(key);
      else {
        const child = moneyPlanOf(property);
        if (child) plan.props.set(key, child);
      }
    }
  }
  const items = moneyPlanOf(schema.items);
  if (items) plan.items = items;
  return isEmpty(plan) ? null : plan;
}

/** A copy of `value` with the plan's money fields null; the parts without money are shared. */
export function hideMoney<T>(plan: MoneyPlan, value: T): T {
  if (Array.isArray(value)) {
    const items = plan.items;
    return (items ? value.map((element: unknown) => hideMoney(items, element)) : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const field of plan.fields) if (field in copy) copy[field] = null;
  for (const [key, child] of plan.props) {
    if (copy[key] !== null && copy[key] !== undefined) copy[key] = hideMoney(child, copy[key]);
  }
  return copy as T;
}

/** The plan for one row of a list answer (`{totalCount, rows: [...]}`): what a CSV row holds. */
export function listRowPlan(plan: MoneyPlan): MoneyPlan | null {
  for (const child of plan.props.values()) if (child.items) return child.items;
  return null;
}

/** The money plan this request's caller must not see, or null (no money, or a Valuation role). */
export function hiddenMoneyPlan(request: FastifyRequest): MoneyPlan | null {
  const plan = request.routeOptions.config.moneyPlan ?? null;
  if (!plan) return null;
  // The decoration says Actor, but a route without authenticate leaves it null: hide then.
  const actor = request.actor as FastifyRequest['actor'] | null;
  return canSeeMoney(actor?.roleName) ? null : plan;
}

/** The answer as this caller may see it. */
export function moneyShownTo<T>(request: FastifyRequest, value: T): T {
  const plan = hiddenMoneyPlan(request);
  return plan ? hideMoney(plan, value) : value;
}

/**
 * The part of a list's ETag and cache key saying whether its money is shown: a role that sees it
 * and one that does not never share a cached body or a 304. Empty on routes without money.
 */
export function moneyVariant(request: FastifyRequest): string {
  if (!request.routeOptions.config.moneyPlan) return '';
  return hiddenMoneyPlan(request) ? 'm0' : 'm1';
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The plan of every 2xx answer the route declares. */
function routeMoneyPlan(route: RouteOptions): MoneyPlan | null {
  const responses = route.schema?.response;
  if (!isNode(responses)) return null;
  const plan = emptyPlan();
  for (const [status, schema] of Object.entries(responses)) {
    if (!status.startsWith('2')) continue;
    const statusPlan = moneyPlanOf(schema);
    if (statusPlan) mergeInto(plan, statusPlan);
  }
  return isEmpty(plan) ? null : plan;
}

/**
 * Registered before the routes: marks each route whose answers hold money and hides them, before
 * serialization, from roles without Valuation. Lists answered from cached bodies
 * (sync/versioned-list.ts), CSV exports (export/csv.ts) and stored idempotent answers
 * (idempotency/write-once.ts) apply the same plan where they build their bodies.
 */
export function registerMoneyVisibility(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const moneyPlan = routeMoneyPlan(route);
    if (!moneyPlan) return;
    route.config = { ...route.config, moneyPlan };
    route.preSerialization = [
      ...asArray(route.preSerialization),
      async (request: FastifyRequest, _reply: unknown, payload: unknown) =>
        moneyShownTo(request, payload),
    ];
  });
}
