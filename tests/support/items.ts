import { createHash } from 'node:crypto';
import type { RoleName } from '../../contract/roles';
import { itemMultipart, uniquePng, type ItemRequestStyle } from './images';
import type { TestServer } from './test-server';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A category and an item area inserted directly, and helpers to send item multipart bodies. */
export async function createItemFixture(server: TestServer) {
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  const categoryName = 'Dairy';
  const itemAreaName = 'Cold Room';
  const { id: categoryId } = await server.handle.db
    .insertInto('categories')
    .values({ name: categoryName, description: 'Milk and cheese', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: itemAreaId } = await server.handle.db
    .insertInto('item_areas')
    .values({ name: itemAreaName, speed_class: 'Fast', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();

  /** A valid itemRequest with a fresh barcode, with the given fields replaced. */
  const request = (overrides: Record<string, unknown> = {}) => ({
    name: 'Whole Milk',
    // Digits only: a letter pair like "zz" would match other tests' name searches.
    barcode: `B-${String(Math.random()).slice(2, 12)}`,
    categoryId,
    alertDaysBeforeExpiry: 3,
    unit: 'L',
    itemAreaId,
    ...overrides,
  });

  /** POST or PUT an item as the spec's client does; a fresh image unless told otherwise. */
  async function send(
    method: 'POST' | 'PUT',
    path: string,
    itemRequest: unknown,
    image: Buffer | null = uniquePng(),
    options: { role?: RoleName; style?: ItemRequestStyle } = {},
  ) {
    const body = itemMultipart(itemRequest, image ? { bytes: image } : null, options.style);
    return server.api({ method, path, role: options.role ?? 'Warehouse Staff', ...body });
  }

  async function itemCount(): Promise<number> {
    const row = await server.handle.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return { categoryId, categoryName, itemAreaId, itemAreaName, request, send, itemCount };
}

export type ItemFixture = Awaited<ReturnType<typeof createItemFixture>>;
