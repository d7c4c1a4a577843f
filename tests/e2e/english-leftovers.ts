import type { Page } from 'playwright-core';
import { englishMessages } from '../../contract/i18n/en';
import { SCANNER_TEXT } from '../../contract/messages';
import type { MessageTranslation } from '../../contract/i18n/localize';
import { en } from '../../src/i18n/messages/en';

type Texts = Readonly<Record<string, string>>;

/** Two or more words: a single word ("Status", "kg", "New") is too often data or the same word. */
const SENTENCE = /\S\s+\S/;

/**
 * The English texts a screen in another language must not show: the screens' catalogue and the
 * shared messages (contract/messages.ts and the server's) with two or more words and no
 * placeholder, less those whose translation is the English text itself (a name kept as is); and
 * the scanner's own words, one-word buttons included.
 */
export function englishLeftovers(screens: Texts, messages: MessageTranslation): Set<string> {
  const found = new Set<string>();
  const add = (english: Texts, translated: Texts) => {
    for (const [id, text] of Object.entries(english)) {
      if (!SENTENCE.test(text) || text.includes('{') || translated[id] === text) continue;
      found.add(text);
    }
  };
  add(en, screens);
  add(englishMessages, messages.messages);
  // The scanner's one-word buttons came from this constant raw ("Scan" on Add Received Item).
  for (const text of Object.values(SCANNER_TEXT)) if (typeof text === 'string') found.add(text);
  return found;
}

/**
 * Visible text nodes (and the names and hints a reader is given: aria-label, title,
 * placeholder) that are one of `texts`, each with where it was seen.
 */
export async function visibleEnglish(page: Page, texts: ReadonlySet<string>): Promise<string[]> {
  const seen = await page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const where = (element: Element) => {
      const kind = element.getAttribute('class')?.split(' ')[0];
      return `${element.tagName.toLowerCase()}${kind ? `.${kind}` : ''}`;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!parent || !text || !parent.checkVisibility()) continue;
      out.push({ text, where: where(parent) });
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) out.push({ text, where: `${where(element)}[${name}]` });
      }
    }
    return out;
  });
  return seen.filter(({ text }) => texts.has(text)).map(({ text, where }) => `${where}: ${text}`);
}
