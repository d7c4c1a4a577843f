import { randomUUID } from 'node:crypto';

/**
 * A 10-row delivery (items 1 to 10, 2.5 each) as POST /receive-items takes it: a fresh
 * Idempotency-Key per request, so each one is recorded. `headers` go with every request (the
 * site header, say).
 */
export function delivery(
  token: string,
  headers: Record<string, string> = {},
): () => { headers: Record<string, string>; body: string } {
  const rows = Array.from({ length: 10 }, (_unused, n) => ({
    itemId: String(n + 1),
    quantity: '2.5',
    expirationDate: '2030-01-31',
    status: 'New',
  }));
  const body = JSON.stringify({ supplierId: '1', receiveItems: rows });
  return () => ({
    headers: {
      ...headers,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body,
  });
}
