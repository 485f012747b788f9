import { encode } from 'uqr';

/** A QR code of `text`, drawn as one SVG path of its dark modules, with the quiet border scanners need. */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => dark && (path += `M${x} ${y}h1v1h-1z`)));
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width={200} height={200} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

// A chunk of its own re-exports the shell, so that what it shares with the app stays in the app's file.
export * from '../../shell.js';
