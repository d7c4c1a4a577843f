import bwipjs from 'bwip-js/browser';
import { useEffect, useRef } from 'react';
import { labelSymbology } from './barcode-symbology';
import { useT } from '../../i18n';

/** One label: the item's name and its barcode drawn by bwip-js on a canvas. */
export function BarcodeLabel({ name, barcode }: { name: string; barcode: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const t = useT();
  useEffect(() => {
    if (!canvas.current) return;
    const bcid = labelSymbology(barcode);
    const options = { bcid, text: barcode, scale: 3, height: 10, includetext: true };
    try {
      // EAN-13 and UPC-A print their digits in groups between the guard bars; centring them
      // as one line runs the middle guard through a digit.
      bwipjs.toCanvas(
        canvas.current,
        bcid === 'code128' ? { ...options, textxalign: 'center' } : options,
      );
    } catch {
      // A barcode Code 128 cannot hold either (e.g. characters outside Latin-1) stays blank.
    }
  }, [barcode]);
  return (
    <div className="label">
      <div className="label-name">{name}</div>
      <canvas
        ref={canvas}
        className="label-barcode"
        role="img"
        aria-label={t('labels.barcode', { barcode })}
      />
    </div>
  );
}
