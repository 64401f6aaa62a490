import { useMemo } from 'react';
import { encode } from 'uqr';
import './QrCode.css';

/** The dark modules of a QR code as one SVG path, a 1×1 square each. */
function modulesPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { border: 2 });
  const squares = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
  return { size, path: squares.join('') };
}

/**
 * `text` as a QR code a phone's camera opens, named for screen readers by `label`. Always dark on
 * white, in Dark Mode too: a camera reads the code by that contrast.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => modulesPath(text), [text]);
  return (
    <svg className="fh-qr-code" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#1d3b24" />
    </svg>
  );
}
