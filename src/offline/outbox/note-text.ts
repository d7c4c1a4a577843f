import { translate, translateMessage } from '../../i18n';
import { REFUSAL_NOTE, SERVER_ERROR_NOTE } from './store';

/**
 * An entry's note in the current language. The store keeps its own notes in English (the
 * service worker writes them too, and it carries no catalogues): they are recognised here and
 * said again; the server's own refusals are kept in English too (the outbox asks for them so,
 * transport.ts) and said in the current language from the shared catalogues.
 */
export function entryNoteText(note: string): string {
  const serverError = SERVER_ERROR_NOTE.exec(note);
  if (serverError) return translate('outbox.serverErrorNote', { status: serverError[1] ?? '' });
  const refused = REFUSAL_NOTE.exec(note);
  if (refused) return translate('outbox.refusedNote', { status: refused[1] ?? '' });
  return translateMessage(note);
}
