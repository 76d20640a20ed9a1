import { startStandalone } from '@cabinet/contracts';
import { catalog, screenCatalog } from '../catalog';
import { PublicPaymentsScreen } from './PublicPaymentsScreen';

/** mf-payments's public view (domain map): /publicPayments, where someone pays a link without signing in. */
export function startPaymentsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone({ name: 'mf-payments', catalog, screens: { publicPayments: PublicPaymentsScreen }, screenCatalogs: { publicPayments: screenCatalog('public-payments') } }, ['publicPayments'], script);
}
