import { describe, expect, it } from 'vitest';
import { isPhysical, physicalRules, physicalRulesIn } from '../../support/physical-css';

/**
 * Issue 36 (Arabic lays every screen out right to left): the app's CSS names no physical side
 * where a logical one fits, so `dir="rtl"` mirrors every screen without a stylesheet of its own.
 */
const sheets = import.meta.glob<string>(['/src/**/*.css'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.fromEntries(
  Object.entries(sheets).map(([path, text]) => [path.slice(1), text]),
);

describe('logical CSS', () => {
  it('reads every stylesheet of the app', () => {
    expect(Object.keys(files)).toContain('src/app/app.css');
    expect(Object.keys(files).length).toBeGreaterThan(20);
  });

  it('finds no physical left or right in src/**/*.css', () => {
    expect(
      physicalRules(files).map((rule) => `${rule.file}:${rule.line} ${rule.declaration}`),
    ).toEqual([]);
  });

  it('flags each physical form, and not its logical twin', () => {
    const physical: [string, string][] = [
      ['margin-left', '1rem'],
      ['padding-right', '0'],
      ['border-left-color', 'red'],
      ['left', '0'],
      ['border-top-right-radius', '4px'],
      ['text-align', 'right'],
      ['float', 'left'],
      ['transition', 'margin-left 0.2s ease'],
      ['padding', '0 1rem 0 2rem'],
      ['inset', '0 auto 0 0'],
      ['border-radius', '8px 0 0 8px'],
      ['box-shadow', 'inset 3px 0 0 #000'],
      ['transform', 'translateX(-100%)'],
    ];
    const logical: [string, string][] = [
      ['margin-inline-start', '1rem'],
      ['inset-inline', '0 auto'],
      ['text-align', 'start'],
      ['text-align', 'center'],
      ['float', 'inline-start'],
      ['padding', '0 1rem 0 1rem'],
      ['padding', '0.5rem 1rem'],
      ['inset', '0'],
      ['border-radius', '8px 8px 0 0'],
      ['box-shadow', '0 4px 16px rgb(0 0 0 / 20%)'],
      ['box-shadow', 'inset calc(3px * var(--inline-sign)) 0 0 #000'],
      ['transform', 'translateX(calc(-100% * var(--inline-sign)))'],
      ['transform', 'translateY(-50%)'],
    ];
    expect(physical.filter(([property, value]) => !isPhysical(property, value))).toEqual([]);
    expect(logical.filter(([property, value]) => isPhysical(property, value))).toEqual([]);
  });

  it('names the file and line, and skips comments and selectors', () => {
    const css = '/* margin-left: 0; */\na:hover {\n  color: red;\n  right: 0;\n}\n';
    expect(physicalRulesIn('x.css', css)).toEqual([
      { file: 'x.css', line: 4, declaration: 'right: 0;' },
    ]);
  });
});
