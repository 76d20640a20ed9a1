import { startStandalone } from '@cabinet/contracts';
import { catalog, publicViewCatalogs } from './catalog';
import { ConnectYcompanyScreen } from './accounts/connect/ycompany/ConnectYcompanyScreen';
import { QrCodeWidgetView } from './accounts/qr/QrCodeWidgetView';

/**
 * mf-auth's public views (domain map), on their own page or embedded: the QR code behind a public link, and
 * the page the YCLIENTS marketplace opens to connect a branch.
 */
export function startAuthStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone(
    {
      name: 'mf-auth',
      catalog,
      screens: { qrCodeWidgetView: QrCodeWidgetView, 'accounts.connect.ycompany': ConnectYcompanyScreen },
      screenCatalogs: publicViewCatalogs,
    },
    ['qrCodeWidgetView', 'accounts.connect.ycompany'],
    script,
  );
}
