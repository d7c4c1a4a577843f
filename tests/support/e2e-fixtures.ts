import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Small browser helpers shared by the e2e files: the spec speaks through alerts, and the stock
 * forms pick items with the ItemPicker combobox.
 */

/** Clicks and waits until the alert it raises has been seen (collected by collectDialogs). */
export async function clickForAlert(
  target: Locator,
  alerts: readonly string[],
  text: string,
): Promise<void> {
  const before = alerts.length;
  await target.click();
  await expect.poll(() => alerts.slice(before), { timeout: 15_000 }).toContain(text);
}

/** Types into an ItemPicker inside `scope` and chooses the option with that item name. */
export async function pickItem(scope: Locator | Page, name: string, label = 'Item'): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(name);
  await scope.getByRole('option').filter({ hasText: name }).first().click();
  await expect.poll(() => input.inputValue()).toBe(name);
}

/** Whether an <img> has really loaded (not a broken image). */
export function imageLoaded(image: Locator): Promise<boolean> {
  // Node's type library has no DOM: the element is typed by the two fields read here.
  return image.evaluate((node) => {
    const img = node as unknown as { complete: boolean; naturalWidth: number };
    return img.complete && img.naturalWidth > 0;
  });
}

/** YYYY-MM-DD some days from today (local calendar), for expiration dates. */
export function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
