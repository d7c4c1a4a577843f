import { describe, expect, it } from 'vitest';
import { readLoginOrigin } from '../../../src/lib/login-origin';
import { isInventoryPage, isLinkActive, linksForRole } from '../../../src/app/nav-links';
import { checkToken, msUntilExpiry } from '../../../src/lib/session-check';
import { makeToken } from '../support/app-shell';

const NOW = Date.UTC(2026, 2, 7, 12, 0, 0);

describe('checkToken (spec 2.5, 9)', () => {
  it('tells a missing, valid, expired and unreadable token apart', () => {
    expect(checkToken(null, NOW)).toBe('missing');
    expect(checkToken('', NOW)).toBe('missing');
    expect(checkToken(makeToken(60, NOW), NOW)).toBe('valid');
    expect(checkToken(makeToken(0, NOW), NOW)).toBe('expired');
    expect(checkToken(makeToken(-60, NOW), NOW)).toBe('expired');
    expect(checkToken('not-a-token', NOW)).toBe('invalid');
    expect(checkToken('a.%%%.c', NOW)).toBe('invalid');
    expect(checkToken(`a.${btoa('{"sub":"1"}')}.c`, NOW)).toBe('invalid');
  });

  it('schedules the expiry timer only when it can wait that long', () => {
    expect(msUntilExpiry(makeToken(90, NOW), NOW)).toBe(90_000);
    expect(msUntilExpiry(makeToken(-5, NOW), NOW)).toBe(0);
    expect(msUntilExpiry(makeToken(60 * 24 * 3600, NOW), NOW)).toBeNull();
    expect(msUntilExpiry('garbage', NOW)).toBeNull();
  });
});

describe('sidebar links (spec 2.2, 6)', () => {
  it('an unknown or missing role gets no links', () => {
    expect(linksForRole('Intern')).toEqual([]);
    expect(linksForRole(null)).toEqual([]);
  });

  it('Inventory goes to the received-items list', () => {
    expect(linksForRole('Editor').map((link) => [link.label, link.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Inventory', '/inventory/received-items'],
    ]);
  });

  it('a link stays active anywhere in its section', () => {
    expect(isLinkActive('/items/12', '/items')).toBe(true);
    expect(isLinkActive('/item-movement', '/items')).toBe(false);
    expect(isLinkActive('/inventory/po-items/create', '/inventory/received-items')).toBe(true);
    expect(isLinkActive('/dashboard', '/orders')).toBe(false);
    // Page Valuation sits under /reports/ but is its own section (design: Valuation).
    expect(isLinkActive('/reports/waste-cost', '/reports/stock-value')).toBe(true);
    expect(isLinkActive('/reports/waste-cost', '/reports')).toBe(false);
    expect(isLinkActive('/reports/create', '/reports/stock-value')).toBe(false);
    expect(isLinkActive('/reports/create', '/reports')).toBe(true);
  });

  it('inventory tabs show only under /inventory/', () => {
    expect(isInventoryPage('/inventory/po-items')).toBe(true);
    expect(isInventoryPage('/items')).toBe(false);
  });
});

describe('readLoginOrigin', () => {
  it('accepts in-app paths only', () => {
    expect(readLoginOrigin({ from: '/orders?x=1' })).toBe('/orders?x=1');
    expect(readLoginOrigin({ from: '//evil.example' })).toBeNull();
    expect(readLoginOrigin({ from: 'https://evil.example' })).toBeNull();
    expect(readLoginOrigin(null)).toBeNull();
    expect(readLoginOrigin({ from: 3 })).toBeNull();
  });
});
