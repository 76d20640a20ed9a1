import { MarketplaceRegistration } from '../../../shared/MarketplaceRegistration';

/** /account/register/altegio/{applicationId}: registration from the Altegio marketplace (public). */
export function RegisterAltegioScreen() {
  return <MarketplaceRegistration marketplace="altegio" />;
}
