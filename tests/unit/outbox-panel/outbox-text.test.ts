import { describe, expect, it } from 'vitest';
import {
  formatQueuedAt,
  outboxBadgeCount,
  outboxBadgeLabel,
  signOutWarning,
} from '../../../src/features/outbox/outbox-text';

describe('outbox texts', () => {
  it('names the badge by its count', () => {
    expect(outboxBadgeLabel(1)).toBe('1 submission waiting');
    expect(outboxBadgeLabel(3)).toBe('3 submissions waiting');
    expect(outboxBadgeCount(7)).toBe('7');
    expect(outboxBadgeCount(120)).toBe('99+');
  });

  it('warns before signing out with entries queued', () => {
    expect(signOutWarning(3)).toBe(
      'You have 3 submissions not yet sent. They stay on this device and will be sent when you sign in again.',
    );
    expect(signOutWarning(1)).toBe(
      'You have 1 submission not yet sent. They stay on this device and will be sent when you sign in again.',
    );
  });

  it('shows when an entry was made in en-GB', () => {
    expect(formatQueuedAt(new Date(2026, 2, 7, 14, 5).getTime())).toBe('7 Mar 2026, 14:05');
  });
});
