import type { CSSProperties } from 'react';

/**
 * recharts colours as CSS custom properties (src/ui/styles.css), so the charts follow the
 * light or dark theme without a re-render: SVG fill and stroke accept var().
 */
export const CHART_GRID = 'var(--color-chart-grid)';
export const CHART_TICK = { fontSize: 12, fill: 'var(--color-muted)' } as const;
export const CHART_SERIES = {
  fast: 'var(--color-chart-fast)',
  medium: 'var(--color-chart-medium)',
  slow: 'var(--color-chart-slow)',
  bar: 'var(--color-primary)',
} as const;
/** The tooltip box: recharts draws it white by default, which dark text needs. */
export const CHART_TOOLTIP_STYLE: CSSProperties = {
  // Small enough that 'Medium Moving : 2,499,600' fits a chart on a 320 px phone.
  fontSize: '0.8125rem',
  padding: '6px 10px',
  background: 'var(--color-surface)',
  borderColor: 'var(--color-border)',
  color: 'var(--color-text)',
};
/** A tooltip's lines in the text colour: the series' own colours are too light to read. */
export const CHART_TOOLTIP_ITEM_STYLE: CSSProperties = { color: 'var(--color-text)' };
export const CHART_CURSOR = { fill: 'var(--color-neutral-soft)' } as const;
