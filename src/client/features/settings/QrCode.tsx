import { lazy } from 'react';

/**
 * A QR code of `text`, drawn as one SVG path of its dark modules, with the quiet border scanners need.
 * The encoder is a chunk of its own, fetched only when someone sets two-factor up.
 */
export const QrCode = lazy(() =>
  import('../../chunks/qr-code.js').then(({ encode }) => ({
    default: function QrCode({ text, label }: { text: string; label: string }) {
      const { data, size } = encode(text, { ecc: 'M', border: 4 });
      let path = '';
      data.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x} ${y}h1v1h-1z`)));
      return (
        <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={200} height={200} shapeRendering="crispEdges">
          <rect width={size} height={size} fill="#fff" />
          <path d={path} fill="#000" />
        </svg>
      );
    },
  })),
);
