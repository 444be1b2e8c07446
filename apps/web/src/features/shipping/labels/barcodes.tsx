import qrcode from 'qrcode-generator';
import { code128Bars, isCode128B } from './code128';

/** The blank the QR code standard asks for around the symbol: four modules. */
const QR_QUIET_ZONE = 4;

/**
 * `text` as Code 128, drawn in modules (one unit of the view box each) so that the printer lays the
 * bars on whole dots: `crispEdges` keeps a bar from being smoothed into its neighbour's space.
 */
export function Code128({ text, label }: { text: string; label: string }) {
  if (!isCode128B(text)) return null;
  const { bars, width } = code128Bars(text);
  return (
    <svg
      className="parcel-label__barcode"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 40`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
    >
      <rect x="0" y="0" width={width} height="40" fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y="0" width={bar.width} height="40" fill="#000" />
      ))}
    </svg>
  );
}

/**
 * `text` as a QR code (error correction M: a label scuffed in transit still reads), one path of
 * its dark modules. Its text is an address: ASCII, which the encoder writes byte for byte.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const size = count + 2 * QR_QUIET_ZONE;
  let path = '';
  for (let row = 0; row < count; row += 1)
    for (let column = 0; column < count; column += 1)
      if (code.isDark(row, column)) path += `M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`;
  return (
    <svg
      className="parcel-label__qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect x="0" y="0" width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
