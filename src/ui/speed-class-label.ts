import type { MessageId } from '../i18n';

const SPEED_CLASS_TEXT: Record<string, MessageId> = {
  Slow: 'itemAreas.speedSlow',
  Medium: 'itemAreas.speedMedium',
  Fast: 'itemAreas.speedFast',
};

/**
 * A speed class (spec 5, 9) in the reader's language, for the item areas and the dashboard; a
 * value the server may add shows as stored.
 */
export function speedClassLabel(t: (id: MessageId) => string, speedClass: string): string {
  const id = SPEED_CLASS_TEXT[speedClass];
  return id ? t(id) : speedClass;
}
