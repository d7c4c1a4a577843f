import { useState } from 'react';
import { imageUrlOf } from '../../api/items';
import { useT } from '../../i18n';
import './items.css';

/**
 * An item's image in a fixed aspect-ratio frame (no layout shift while it loads), lazy-loaded;
 * a neutral placeholder when the item has none or its image does not load (offline, it may
 * never have been saved), rather than the browser's broken-image icon over the card.
 */
export function ItemImage({ url, name }: { url: string | null | undefined; name: string }) {
  const t = useT();
  const src = imageUrlOf(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className="item-image">
      {src && failedSrc !== src ? (
        <img
          src={src}
          alt={name}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <div
          className="item-image-placeholder"
          role="img"
          // Offline, an image this device never showed is not saved (images are cached as seen).
          aria-label={t(src ? 'items.imageUnavailable' : 'items.noImage', { name })}
        >
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
            <path
              fill="currentColor"
              d="M21 5v14H3V5h18m0-2H3a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h18a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-7.14 8.86-3 3.87L8.71 13 6 16.5h12l-4.14-4.64Z"
            />
          </svg>
        </div>
      )}
    </div>
  );
}
