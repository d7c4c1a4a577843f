import { ReceiveForm } from './ReceiveForm';

/** Add Received Item (spec 2.8): supplier and item rows, sent through the outbox. */
export function ReceivedCreatePage() {
  return <ReceiveForm withPo={false} />;
}
