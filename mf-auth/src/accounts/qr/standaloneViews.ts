import { startStandalone } from '@cabinet/contracts';
import { catalog } from '../../catalog';
import { QrCodeWidgetView } from './QrCodeWidgetView';

/** mf-auth's public view (domain map): the QR code behind a public link, on its own page or embedded. */
export function startAuthStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone({ name: 'mf-auth', catalog, screens: { qrCodeWidgetView: QrCodeWidgetView } }, ['qrCodeWidgetView'], script);
}
