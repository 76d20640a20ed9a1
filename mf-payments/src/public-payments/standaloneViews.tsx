import { startStandalone } from '@cabinet/contracts';
import { catalog, publicViewCatalogs } from '../catalog';
import { PublicPaymentsScreen } from './PublicPaymentsScreen';

/** mf-payments's public view (domain map): /publicPayments, where someone pays a link without signing in. */
export function startPaymentsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone({ name: 'mf-payments', catalog, screens: { publicPayments: PublicPaymentsScreen }, screenCatalogs: publicViewCatalogs }, ['publicPayments'], script);
}
