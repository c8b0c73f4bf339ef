/** @jsxRuntime automatic */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { qrMatrix, qrPath } from './qr.ts';

/** The quiet zone around a QR code, in modules (the standard's four). */
const MARGIN = 4;

/**
 * A QR code of `url`, drawn in SVG (dark on white, whatever the page's colours: phones read it so). The
 * URL is on the element too (`data-url`), and in its accessible name unless `label` replaces it (a URL
 * carrying a seat token is not read out).
 */
export function QrCode({ url, label }: { url: string; label?: string }) {
  const { t } = useTranslation();
  const matrix = useMemo(() => qrMatrix(url), [url]);
  const side = matrix.length + 2 * MARGIN;
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label ?? t('table.screen.qr', { url })}
      data-url={url}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={qrPath(matrix, MARGIN)} fill="#000" />
    </svg>
  );
}
