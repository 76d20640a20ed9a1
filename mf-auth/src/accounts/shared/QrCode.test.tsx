import { render, screen } from '@testing-library/react';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws a code given as text once its drawing has loaded, named for assistive technology', async () => {
    render(<QrCode value="2@stand-in-qr-code" label="QR code to scan with the phone" />);
    const code = await screen.findByRole('img', { name: 'QR code to scan with the phone' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('shows a code the provider sent as an image as that image, with nothing to draw', () => {
    render(<QrCode value="data:image/png;base64,iVBORw0KGgo=" label="QR code to scan with the phone" />);
    expect(screen.getByRole('img', { name: 'QR code to scan with the phone' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
  });
});
