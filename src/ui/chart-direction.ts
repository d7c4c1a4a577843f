import { directionOf, useLanguage } from '../i18n';

interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * recharts draws in SVG, which logical CSS does not reach: right to left (Arabic), a chart is
 * mirrored through its own props (design: Languages). The value axis moves to the right, time
 * and amounts run from the right, bars grow leftwards with their rounded end on the left.
 */
export function useChartDirection() {
  const rtl = directionOf(useLanguage()) === 'rtl';
  return {
    rtl,
    /** The side of the axis that names the rows or carries the values. */
    axisSide: rtl ? ('right' as const) : ('left' as const),
    /** A margin given for left to right, mirrored. */
    margin: (ltr: Margin): Margin => (rtl ? { ...ltr, left: ltr.right, right: ltr.left } : ltr),
    /** Sideways bars' axes: the amounts run from the axis side, one name per bar beside it. */
    amountAxis: { type: 'number', reversed: rtl } as const,
    nameAxis: { type: 'category', interval: 0, orientation: rtl ? 'right' : 'left' } as const,
    /** A sideways bar's corners [top-left, top-right, bottom-right, bottom-left]. */
    barRadius: (size: number): [number, number, number, number] =>
      rtl ? [size, 0, 0, size] : [0, size, size, 0],
  };
}

/** An axis width that fits its longest tick at the chart's 12 px (about 7 px a character). */
export function axisWidthFor(ticks: readonly string[], least: number): number {
  const longest = Math.max(0, ...ticks.map((tick) => tick.length));
  return Math.max(least, longest * 7 + 8);
}
