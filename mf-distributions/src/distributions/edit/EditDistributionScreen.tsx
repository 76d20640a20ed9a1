import { useRoute } from '@cabinet/contracts';
import { DistributionWizard } from '../create/DistributionWizard';

/** /distributions/:distributionId/edit/:step?: the same steps over a saved mailing. */
export function EditDistributionScreen() {
  const route = useRoute();
  const id = route.params.distributionId ?? '';
  // A new wizard per mailing: its draft is that mailing's.
  return <DistributionWizard key={id} id={id} />;
}
