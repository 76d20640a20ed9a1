import { QRCodeSVG } from '@rc-component/qrcode';

/**
 * The code a phone scans. A provider may answer it as an image (a data URL, as Chat-API does) or as the
 * code's text (the stand-in); the text is drawn here, so no image travels.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  if (value.startsWith('data:image/')) return <img src={value} alt={label} width={240} height={240} />;
  return (
    <div style={{ background: '#fff', padding: 12, display: 'inline-block', lineHeight: 0 }}>
      <QRCodeSVG value={value} size={240} level="M" role="img" aria-label={label} />
    </div>
  );
}
