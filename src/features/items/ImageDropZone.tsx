import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { useT, useTranslateMessage } from '../../i18n';
import './items.css';

export interface ImageDropZoneProps {
  label: string;
  file: File | null;
  onChange: (file: File) => void;
  /** The stored image, shown until a replacement is chosen (edit dialog). */
  currentUrl?: string | null;
  error?: string | null;
}

function firstImage(files: FileList | null | undefined): File | null {
  // Any image type is accepted (spec 5); other files are ignored.
  return Array.from(files ?? []).find((file) => file.type.startsWith('image/')) ?? null;
}

/** jsdom and very old browsers have no object URLs: the file name is shown instead. */
function previewUrlOf(file: File | null): string | null {
  if (!file || typeof URL.createObjectURL !== 'function') return null;
  return URL.createObjectURL(file);
}

/**
 * Image upload by drag-and-drop or browse. The drop zone is a real button, so keyboard and
 * screen-reader users open the file picker with Enter or Space.
 */
export function ImageDropZone({ label, file, onChange, currentUrl, error }: ImageDropZoneProps) {
  const t = useT();
  const message = useTranslateMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const previewUrl = useMemo(() => previewUrlOf(file), [file]);

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  function pick(files: FileList | null | undefined) {
    const image = firstImage(files);
    if (image) onChange(image);
  }

  function onDrop(event: DragEvent<HTMLButtonElement>) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  }

  const shown = previewUrl ?? (file ? null : (currentUrl ?? null));
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={`drop-zone${dragging ? ' is-dragging' : ''}${error ? ' has-error' : ''}`}
        aria-labelledby={`${id}-label ${id}-prompt`}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => input.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {shown ? (
          <img
            className="drop-zone-preview"
            src={shown}
            alt={previewUrl ? t('items.chosenPreview') : t('items.currentImage')}
          />
        ) : (
          <svg
            className="drop-zone-icon"
            viewBox="0 0 24 24"
            width="32"
            height="32"
            aria-hidden="true"
          >
            <path
              fill="currentColor"
              d="M19.35 10.04A7.49 7.49 0 0 0 12 4C9.11 4 6.6 5.64 5.35 8.04A5.994 5.994 0 0 0 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96ZM14 13v4h-4v-4H7l5-5 5 5h-3Z"
            />
          </svg>
        )}
        <span id={`${id}-prompt`} className="drop-zone-prompt">
          {file ? file.name : t('items.dropPrompt')}
        </span>
        {file ? <span className="drop-zone-hint">{t('items.dropReplace')}</span> : null}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={label}
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
      />
      {error ? (
        <div id={`${id}-error`} className="field-error" role="alert">
          {message(error)}
        </div>
      ) : null}
    </div>
  );
}
