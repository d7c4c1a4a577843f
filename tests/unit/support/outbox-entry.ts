import type { OutboxEntry } from '../../../src/offline/outbox/index';
import { PENDING_STATE } from '../../../src/offline/outbox/pending-state';

/** A pending outbox entry as the forms queue it; the test names only what it is about. */
export function outboxEntry(fields: Partial<OutboxEntry> & Pick<OutboxEntry, 'id'>): OutboxEntry {
  // The spread keeps the union's kind and body paired as the caller wrote them; TypeScript
  // cannot follow a discriminated union through Partial, hence the assertion.
  return {
    kind: 'receive',
    path: '/receive-items',
    body: { supplierId: 1 },
    summary: 'Received',
    userId: '3',
    userName: 'clerk',
    seq: 1,
    createdAt: 0,
    ...PENDING_STATE,
    ...fields,
  } as OutboxEntry;
}
