import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage, type Language } from '../../../src/i18n';
import { formatMoney } from '../../../src/lib/money';
import {
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDayMonthTime,
  formatQuantity,
  formatTimeAgo,
} from '../../../src/ui/format';

/** Design: Languages: dates and numbers follow the language; English keeps the spec's en-GB. */
afterEach(() => switchLanguage('en', { save: false }));

const SEPTEMBER = '2026-09-07T14:05:00';

async function inLanguage<T>(language: Language, read: () => T): Promise<T> {
  await switchLanguage(language, { save: false });
  return read();
}

const sample = () => ({
  date: formatDate(SEPTEMBER),
  dayMonth: formatDayMonth(SEPTEMBER),
  moment: formatDateTime(SEPTEMBER),
  dayMonthTime: formatDayMonthTime(SEPTEMBER),
  quantity: formatQuantity(1250.5),
  count: formatCount(12000),
  money: formatMoney(1234.5, 'EUR'),
  compact: formatCompact(3_200_000),
  ago: formatTimeAgo(0, 2 * 60_000),
});

describe('the formatters by language', () => {
  it("English keeps today's en-GB texts to the letter", async () => {
    expect(await inLanguage('en', sample)).toEqual({
      date: '7 Sep 2026',
      dayMonth: '7 Sep',
      moment: '7 Sep 2026, 14:05',
      dayMonthTime: '7 Sep, 14:05',
      quantity: '1,250.5',
      count: '12,000',
      money: '€1,234.50',
      compact: '3.2M',
      ago: '2 minutes ago',
    });
  });

  it('German writes its own order, month names and separators', async () => {
    const german = await inLanguage('de', sample);
    expect(german.date).toMatch(/^7\. Sept?\.? 2026$/);
    expect(german.moment).toMatch(/^7\. Sept?\.? 2026, 14:05$/);
    expect(german.quantity).toBe('1.250,5');
    expect(german.count).toBe('12.000');
    expect(german.money).toBe('1.234,50\u00a0€');
    expect(german.compact).toBe('3,2\u00a0Mio.');
    expect(german.ago).toBe('vor 2 Minuten');
  });

  it('French and Spanish too', async () => {
    const french = await inLanguage('fr', sample);
    expect(french.date).toBe('7 sept. 2026');
    expect(french.quantity).toMatch(/^1\s250,5$/u);
    expect(french.ago).toBe('il y a 2 minutes');
    const spanish = await inLanguage('es', sample);
    expect(spanish.dayMonth).toMatch(/^7 sept?\.?$/);
    expect(spanish.money).toBe('1234,50\u00a0€');
  });

  it('Arabic names the month in Arabic and keeps Western digits', async () => {
    const arabic = await inLanguage('ar', sample);
    expect(arabic.date).toContain('سبتمبر');
    expect(arabic.date).toContain('2026');
    expect(arabic.quantity).toBe('1,250.5');
    expect(arabic.ago).toContain('دقيقتين');
  });

  it('an empty or broken date is a dash in every language', async () => {
    expect(await inLanguage('de', () => [formatDate(null), formatDate('not a date')])).toEqual([
      '—',
      '—',
    ]);
  });
});
