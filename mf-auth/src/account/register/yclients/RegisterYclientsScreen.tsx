import { MarketplaceRegistration } from '../../../shared/MarketplaceRegistration';

/** /account/register/yclients/{applicationId}: registration from the Yclients marketplace (public). */
export function RegisterYclientsScreen() {
  return <MarketplaceRegistration marketplace="yclients" />;
}
