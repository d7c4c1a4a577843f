import type { Locator, Page } from 'playwright-core';
import { englishMessages } from '../../contract/i18n/en';
import { SCANNER_TEXT } from '../../contract/messages';
import type { MessageTranslation } from '../../contract/i18n/localize';
import { en } from '../../src/i18n/messages/en';

type Texts = Readonly<Record<string, string>>;

/** The English a screen in another language must not show: whole texts, and templates. */
export interface EnglishTexts {
  texts: ReadonlySet<string>;
  /** A template with plain `{value}` places, matched whole ("Remaining: {quantity}"). */
  patterns: readonly RegExp[];
}

/** A template whose words decide the grammar (plural, select) is left out: its parts vary. */
const GRAMMAR = /\{\s*\w+\s*,\s*(plural|select|selectordinal)\b/;
const PLACE = /\{\s*\w+\s*\}/g;
const LETTER = /\p{L}/u;

/** An ICU template's literal text: its quoted apostrophes ('') read as one. */
function literal(text: string): string {
  return text.replace(/''/g, "'");
}

/** A template's words outside its places, enough to tell English from another language. */
function telling(template: string): boolean {
  const words =
    literal(template)
      .replace(PLACE, ' ')
      .match(/\p{L}{2,}/gu) ?? [];
  return words.length >= 2 || words.some((word) => word.length >= 5);
}

function templatePattern(template: string): RegExp {
  const parts = literal(template)
    .split(PLACE)
    .map((part) => part.replace(/\s+/g, ' ').replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`, 'u');
}

/**
 * The English texts a screen in another language must not show: every text of the screens'
 * catalogue and of the shared messages (contract/messages.ts and the server's), one word or
 * many, less those the language writes the same (a text whose translation is the English itself
 * under any of its ids: "Status" in German, "Total" in French) and the `allowed` words (the same
 * in that language, or data of the demo that is also a word of the catalogue); templates with
 * plain places as patterns; and the scanner's own words.
 */
export function englishLeftovers(
  screens: Texts,
  messages: MessageTranslation,
  allowed: readonly string[],
): EnglishTexts {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  const add = (english: Texts, translated: Texts) => {
    const kept = new Set(
      Object.entries(english)
        .filter(([id, text]) => translated[id] === text)
        .map(([, text]) => text),
    );
    for (const [id, text] of Object.entries(english)) {
      if (kept.has(text) || allowed.includes(text) || !LETTER.test(text)) continue;
      if (!text.includes('{')) {
        texts.add(literal(text));
        continue;
      }
      if (GRAMMAR.test(text) || !telling(text)) continue;
      const theirs = translated[id];
      // The language keeps the template's words (a name and a number): nothing to tell.
      if (theirs && literal(theirs).replace(PLACE, '') === literal(text).replace(PLACE, '')) {
        continue;
      }
      patterns.push(templatePattern(text));
    }
  };
  add(en, screens);
  add(englishMessages, messages.messages);
  // The scanner's one-word buttons came from this constant raw ("Scan" on Add Received Item).
  for (const text of Object.values(SCANNER_TEXT)) {
    if (typeof text === 'string' && !allowed.includes(text)) texts.add(text);
  }
  return { texts, patterns };
}

/**
 * Visible text nodes (and the names and hints a reader is given: aria-label, title,
 * placeholder) that are one of `english`, each with where it was seen; within `scope` (a
 * dialog) or the whole page.
 */
export async function visibleEnglish(
  page: Page,
  english: EnglishTexts,
  scope = 'body',
): Promise<string[]> {
  const seen = await page.evaluate((selector) => {
    const out: { text: string; where: string }[] = [];
    const where = (element: Element) => {
      const kind = element.getAttribute('class')?.split(' ')[0];
      return `${element.tagName.toLowerCase()}${kind ? `.${kind}` : ''}`;
    };
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        if (!parent || !text || !parent.checkVisibility()) continue;
        out.push({ text, where: where(parent) });
      }
      const named = '[aria-label], [aria-description], [title], [placeholder], [alt]';
      for (const element of root.querySelectorAll(named)) {
        if (!element.checkVisibility()) continue;
        for (const name of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt']) {
          const text = element.getAttribute(name)?.trim();
          if (text) out.push({ text, where: `${where(element)}[${name}]` });
        }
      }
      // A closed select's options are not drawn, yet a tap shows them all.
      for (const select of root.querySelectorAll('select')) {
        if (!select.checkVisibility()) continue;
        for (const option of select.options) {
          const text = option.text.replace(/\s+/g, ' ').trim();
          if (text) out.push({ text, where: 'option' });
        }
      }
    }
    if (selector === 'body' && document.title) out.push({ text: document.title, where: 'title' });
    return out;
  }, scope);
  return seen
    .filter(
      ({ text }) =>
        english.texts.has(text) || english.patterns.some((pattern) => pattern.test(text)),
    )
    .map(({ text, where }) => `${where}: ${text}`);
}

const DIALOG = '[role="dialog"]';
const TRIGGER = 'button[aria-haspopup="dialog"]:not([disabled])';

/** The visible dialogs' titles: one more, or another in the place of one (a confirmation). */
function dialogTitles(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((dialog) => dialog.checkVisibility())
        .map((dialog) => dialog.querySelector('h2, h3')?.textContent ?? ''),
    DIALOG,
  );
}

async function openDialogs(page: Page): Promise<number> {
  return (await dialogTitles(page)).length;
}

async function until(check: () => Promise<boolean>, timeout = 5000): Promise<boolean> {
  for (const end = Date.now() + timeout; Date.now() < end;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/**
 * Marks the first visible trigger of each kind (its class and words: one "Reject" of a list of
 * orders stands for all) within `scope`, and returns their marks and names.
 */
function markTriggers(page: Page, scope: string, prefix: string) {
  return page.evaluate(
    ({ scope, trigger, prefix }) => {
      const kinds = new Set<string>();
      const marked: { mark: string; name: string }[] = [];
      for (const root of document.querySelectorAll(scope)) {
        for (const button of root.querySelectorAll<HTMLButtonElement>(trigger)) {
          if (
            !button.checkVisibility() ||
            (scope === 'body' && button.closest('[role="dialog"]'))
          ) {
            continue;
          }
          const kind = `${button.className}|${button.innerText.trim()}`;
          if (kinds.has(kind)) continue;
          kinds.add(kind);
          const mark = `${prefix}${marked.length}`;
          button.setAttribute('data-walk-trigger', mark);
          marked.push({
            mark,
            name: button.innerText.trim() || (button.getAttribute('aria-label') ?? ''),
          });
        }
      }
      return marked;
    },
    { scope, trigger: TRIGGER, prefix },
  );
}

/**
 * Opens every dialog and sheet the screen offers (each button that says it opens one:
 * aria-haspopup="dialog"), and the dialogs those dialogs offer (the scanner in an edit dialog),
 * and gives what each shows of `english`; Escape closes each again. A trigger that opens nothing,
 * or a dialog Escape does not close, is a finding too.
 */
export async function englishInDialogs(
  page: Page,
  english: EnglishTexts,
  scope = 'body',
  depth = 0,
): Promise<{ found: string[]; opened: number }> {
  const found: string[] = [];
  let opened = 0;
  const triggers = await markTriggers(page, scope, `${depth}-`);
  for (const { mark, name } of triggers) {
    const trigger: Locator = page.locator(`[data-walk-trigger="${mark}"]`);
    if (!(await trigger.isVisible())) continue;
    const open = await dialogTitles(page);
    const before = open.length;
    const titles = open.join('|');
    await trigger.click();
    // A confirmation may stand in the place of the dialog that offered it (the outbox's Discard).
    if (!(await until(async () => (await dialogTitles(page)).join('|') !== titles))) {
      found.push(`[${name}] opened no dialog`);
      continue;
    }
    opened += 1;
    // The dialog's own loads (a list of sites, the camera's answer) land.
    await page.waitForTimeout(700);
    for (const text of await visibleEnglish(page, english, DIALOG)) {
      found.push(`[${name}] ${text}`);
    }
    if (depth === 0) {
      const inner = await englishInDialogs(page, english, DIALOG, depth + 1);
      found.push(...inner.found.map((text) => `[${name}] ${text}`));
      opened += inner.opened;
    }
    await page.keyboard.press('Escape');
    // A confirmation over a modal may close both: at most as many open as before is closed.
    if (!(await until(async () => (await openDialogs(page)) <= before))) {
      found.push(`[${name}] Escape did not close its dialog`);
      break;
    }
  }
  return { found, opened };
}
