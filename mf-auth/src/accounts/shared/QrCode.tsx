import { lazy, Suspense } from 'react';

const SIZE = 240;
const PADDING = 12;

// The drawing library loads only where a code is drawn: most visits of a channel's page see an account that
// is connected already, and the host's page tours paid its 5 KB gzip on every WhatsApp page otherwise.
const loadDrawing = () => import('@rc-component/qrcode').then((module) => ({ default: module.QRCodeSVG }));
const QRCodeSVG = lazy(loadDrawing);

/** Starts fetching the drawing ahead of a code, where a page exists to show one (the public QR page). */
export function preloadQrCode(): void {
  void loadDrawing();
}

/**
 * The code a phone scans. A provider may answer it as an image (a data URL, as Chat-API does) or as the
 * code's text (the stand-in); the text is drawn here, so no image travels.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  if (value.startsWith('data:image/')) return <img src={value} alt={label} width={SIZE} height={SIZE} />;
  return (
    <div style={{ background: '#fff', padding: PADDING, display: 'inline-block', lineHeight: 0, minWidth: SIZE, minHeight: SIZE }}>
      {/* The box keeps the code's size while its drawing loads: nothing moves when it appears. */}
      <Suspense fallback={null}>
        <QRCodeSVG value={value} size={SIZE} level="M" role="img" aria-label={label} />
      </Suspense>
    </div>
  );
}
