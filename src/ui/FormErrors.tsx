import { useTranslateMessage } from '../i18n';
import './form-errors.css';

/**
 * A form's validation messages, all of them, in a list above its buttons; in the chosen
 * language (the form rules and the server write them in English: contract/i18n).
 */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  const translateMessage = useTranslateMessage();
  if (messages.length === 0) return null;
  return (
    <ul className="form-error form-error-list" role="alert">
      {messages.map((message) => (
        <li key={message}>{translateMessage(message)}</li>
      ))}
    </ul>
  );
}
