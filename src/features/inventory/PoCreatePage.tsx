import { ReceiveForm } from './ReceiveForm';

/** Add PO Item (spec 2.9): PO ID, supplier and item rows, sent through the outbox. */
export function PoCreatePage() {
  return <ReceiveForm withPo />;
}
