import { useHost, useRoute, useSearchParam } from '@cabinet/contracts';
import { VisitNotifyView } from './VisitNotifyView';

/** The route `visitNotify` (/vn/{token}?action=confirm|cancel): hands the view its token, the answer the link named, and the brand. */
export function VisitNotifyScreen() {
  const route = useRoute();
  const host = useHost();
  const action = useSearchParam('action');
  return <VisitNotifyView token={route.params.token ?? ''} preferred={action === 'cancel' ? 'cancel' : 'confirm'} brandName={host.brandName} />;
}
