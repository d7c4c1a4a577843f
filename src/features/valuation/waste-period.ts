import type { WastePeriod } from '../../api/valuation';

/** The waste cost screen's periods; 'custom' takes From and To as typed. */
export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'last30', 'thisYear', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A local calendar day as YYYY-MM-DD (the server's days are local too). */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A preset's days, inclusive, as of `today`; 'custom' has none of its own. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: Date): WastePeriod {
  const year = today.getFullYear();
  const month = today.getMonth();
  switch (preset) {
    case 'thisMonth':
      return { from: isoDay(new Date(year, month, 1)), to: isoDay(today) };
    case 'lastMonth':
      return { from: isoDay(new Date(year, month - 1, 1)), to: isoDay(new Date(year, month, 0)) };
    case 'last30':
      return {
        from: isoDay(new Date(year, month, today.getDate() - 29)),
        to: isoDay(today),
      };
    case 'thisYear':
      return { from: isoDay(new Date(year, 0, 1)), to: isoDay(today) };
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A typed period may be sent: each end blank or a day, From not after To. */
export function isPeriodValid({ from, to }: WastePeriod): boolean {
  if ((from && !DAY.test(from)) || (to && !DAY.test(to))) return false;
  return !from || !to || from <= to;
}
