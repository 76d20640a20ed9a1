import { useHost, useRoute } from '@cabinet/contracts';
import { IgnorePhoneView } from './IgnorePhoneView';

/** The route `ignorePhone` (/il/{encUserGuid}) inside the shell: hands the view its token and the brand. */
export function IgnorePhoneScreen() {
  const route = useRoute();
  const host = useHost();
  return <IgnorePhoneView token={route.params.encUserGuid ?? ''} brandName={host.brandName} />;
}
