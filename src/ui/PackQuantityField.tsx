import { useState, type InputHTMLAttributes } from 'react';
import type { Item } from '../../contract/schemas/reference';
import { describePackEntry } from '../lib/pack-entry';
import { formatPacks } from '../lib/packs';
import { TextField } from './Field';

export interface PackQuantityFieldProps {
  label: string;
  /** The quantity in base units, as the form holds it (text). */
  value: string;
  /** Gets base units, or the text as typed when it means nothing (the form's check says so). */
  onChange: (value: string) => void;
  item: Pick<Item, 'packSize' | 'packName' | 'unit'> | undefined;
  /** The plain number field's own attributes (min, placeholder, …) for items without packs. */
  numberProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * A quantity field that takes packs where the item has a pack size ("3 case + 2") and hands the
 * form base units; under it, what the form will send. A value the form sets shows in packs. Items without packs get the plain number
 * field the forms had before. The typed text is kept while the value is the one it gave; a value
 * set from elsewhere (a scan adding one, a purchase order filling the row) replaces it.
 */
export function PackQuantityField({
  label,
  value,
  onChange,
  item,
  numberProps,
}: PackQuantityFieldProps) {
  const packSize = item?.packSize ?? null;
  // A value set from elsewhere shows in packs ("2 cases + 2"), as a person would type it.
  const shown = (units: string) =>
    packSize === null || units.trim() === '' || !Number.isFinite(Number(units))
      ? units
      : formatPacks(Number(units), packSize, item?.packName ?? null);
  const [entry, setEntry] = useState(() => shown(value));
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setEntry(shown(value));
  }
  if (packSize === null) {
    return (
      <TextField
        label={label}
        type="number"
        inputMode="decimal"
        step="any"
        {...numberProps}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const described = describePackEntry(entry, item ?? { packSize, packName: null, unit: '' });
  return (
    <TextField
      label={label}
      inputMode="text"
      autoComplete="off"
      placeholder={numberProps?.placeholder}
      value={entry}
      error={described.kind === 'invalid' ? described.text : null}
      hint={<span className="pack-hint">{described.text}</span>}
      onChange={(event) => {
        const text = event.target.value;
        const next = describePackEntry(text, item ?? { packSize, packName: null, unit: '' });
        const sent = next.kind === 'units' ? String(next.units) : text;
        setEntry(text);
        setGiven(sent);
        onChange(sent);
      }}
    />
  );
}
