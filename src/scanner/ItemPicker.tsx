import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Item } from '../../contract/schemas/reference';
import { usePreparedItemSearch } from '../hooks/usePreparedItemSearch';
import { findItemByCode, searchItems } from '../lib/item-match';
import type { ScanDetails } from './item-scan';
import { ScanButton } from './ScanButton';
import { ScanNotice } from './ScanNotice';
import { useItemScan } from './useItemScan';
import { useWedgeScan } from './useWedgeScan';
import './item-picker.css';
import { useT, useTranslateMessage } from '../i18n';

/** Options shown at most: the list stays quick on a phone; typing narrows it. */
export const PICKER_OPTION_LIMIT = 50;

export interface ItemPickerProps {
  /** The cached items (useReferenceList('items')): the picker works offline. */
  items: readonly Item[];
  /**
   * The items are still loading (useReferenceList's `settled` false): a scan that matches none
   * of them yet waits for the rest instead of being called unknown.
   */
  itemsLoading?: boolean;
  /** The chosen itemId, or null. */
  value: number | null;
  onChange: (itemId: number | null) => void;
  label?: string;
  placeholder?: string;
  error?: string | null;
  /** Controls beside the input, e.g. a Scan button that calls onChange with the match. */
  actions?: ReactNode;
  /** Shows the camera Scan button (default); keyboard-wedge scans are taken either way. */
  scan?: boolean;
  /**
   * Continuous mode (receiving and order rows): each read goes here instead of picking, and
   * the scanner stays open; the form adds a row or one to the quantity (mergeScannedItem).
   */
  onScanAdd?: (item: Item, details: ScanDetails) => void;
}

/**
 * A searchable item picker (combobox + listbox): type a name or barcode, choose with mouse,
 * touch or arrows and Enter. An exact barcode followed by Enter picks that item at once,
 * which is what a keyboard-wedge scanner types. Enter never submits the surrounding form.
 */
export function ItemPicker({
  items,
  itemsLoading = false,
  value,
  onChange,
  label: labelText,
  // Short enough for a 390 px phone beside the Scan button ("Search by name or barcode" was cut).
  placeholder: placeholderText,
  error,
  actions,
  scan = true,
  onScanAdd,
}: ItemPickerProps) {
  const t = useT();
  const message = useTranslateMessage();
  const label = labelText ?? t('ui.item');
  const placeholder = placeholderText ?? t('scanner.pickerPlaceholder');
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  // null: not editing, the input shows the chosen item's name.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  usePreparedItemSearch(items);

  const selected = value === null ? undefined : items.find((item) => item.itemId === value);
  const query = text ?? '';
  const options = open ? searchItems(items, query, PICKER_OPTION_LIMIT) : [];
  const activeOption = active >= 0 ? options[active] : undefined;

  /** Takes the item: a scan's (the notice is useItemScan's) or the user's (pick). */
  function choose(item: Item) {
    setText(null);
    setOpen(false);
    setActive(-1);
    onChange(item.itemId);
  }

  const scanning = useItemScan(items, itemsLoading, (item, details) => {
    if (onScanAdd) onScanAdd(item, details);
    else choose(item);
  });

  function pick(item: Item) {
    // The user chose: a scan still waiting for the items must not override it.
    scanning.dismiss();
    choose(item);
  }
  useWedgeScan({
    ref: root,
    continuous: Boolean(onScanAdd),
    hasValue: value !== null,
    onCode: scanning.onWedge,
  });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => Math.min(index + 1, Math.max(0, options.length - 1)));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter': {
        event.preventDefault();
        const typed = event.currentTarget.value;
        const scanned = findItemByCode(items, typed);
        if (scanned) pick(scanned);
        else if (activeOption) pick(activeOption);
        else if (options.length === 1 && options[0]) pick(options[0]);
        // A wedge typing into this box before the items are there: its code waits for them.
        else if (itemsLoading && typed.trim() !== '') scanning.onWedge(typed);
        break;
      }
      case 'Escape':
        setOpen(false);
        setActive(-1);
        break;
      default:
        break;
    }
  }

  return (
    <div className="field item-picker" ref={root}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="item-picker-row">
        <div className="item-picker-box">
          <input
            id={id}
            className="input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${id}-option-${activeOption.itemId}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? messageId : undefined}
            value={text ?? selected?.name ?? ''}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (value !== null) onChange(null);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
              if (value !== null) setText(null);
            }}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            className="item-picker-list"
            hidden={!open}
          >
            {open && options.length === 0 ? (
              <li className="item-picker-empty" role="presentation">
                {t('scanner.noMatch')}
              </li>
            ) : null}
            {options.map((item, index) => (
              <li
                key={item.itemId}
                id={`${id}-option-${item.itemId}`}
                role="option"
                aria-selected={item.itemId === value}
                className={index === active ? 'item-picker-option active' : 'item-picker-option'}
                // Keep the focus in the input so its blur does not close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(item)}
              >
                <span className="item-picker-name">{item.name}</span>
                <span className="item-picker-meta">
                  {item.unit} · {item.barcode}
                </span>
              </li>
            ))}
          </ul>
        </div>
        {scan ? <ScanButton onRead={scanning.onScan} continuous={Boolean(onScanAdd)} /> : null}
        {actions}
      </div>
      <ScanNotice outcome={scanning.notice} onDismiss={scanning.dismiss} />
      {selected && text === null ? (
        <div className="field-hint">
          {selected.unit} · {selected.barcode}
        </div>
      ) : null}
      {error ? (
        <div id={messageId} className="field-error" role="alert">
          {message(error)}
        </div>
      ) : null}
    </div>
  );
}
