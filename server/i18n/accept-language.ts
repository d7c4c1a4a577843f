import { MESSAGE_LANGUAGES, type MessageLanguage } from '../../contract/i18n/localize';

interface Range {
  primary: string;
  quality: number;
  order: number;
}

function parseRange(part: string, order: number): Range | null {
  const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
  if (tag === '') return null;
  let quality = 1;
  for (const param of params) {
    const [name, value] = param.split('=').map((piece) => piece.trim());
    if (name?.toLowerCase() !== 'q') continue;
    // RFC 9110: a weight is 0 to 1 with at most 3 decimals; anything else makes the range void.
    if (value === undefined || !/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value)) return null;
    quality = Number(value);
  }
  return { primary: tag.toLowerCase().split('-')[0] ?? '', quality, order };
}

/**
 * The language to answer in (RFC 9110 Accept-Language): the highest-weighted range this server
 * speaks ("de-AT;q=0.8" → de), ties in the order sent; English for none, an unknown language,
 * `*`, or a header that cannot be read.
 */
export function answerLanguage(header: string | string[] | undefined): MessageLanguage {
  if (header === undefined) return 'en';
  const text = Array.isArray(header) ? header.join(',') : header;
  // A header far longer than any browser sends is not worth reading.
  if (text.length > 1000) return 'en';
  const ranges = text
    .split(',')
    .map((part, order) => parseRange(part, order))
    .filter((range): range is Range => range !== null && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { primary } of ranges) {
    if ((MESSAGE_LANGUAGES as readonly string[]).includes(primary)) {
      return primary as MessageLanguage;
    }
  }
  return 'en';
}
