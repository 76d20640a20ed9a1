import { DistributionWizard } from './DistributionWizard';

/** /distributions/create/:step?: a new mailing, step by step. */
export function CreateDistributionScreen() {
  return <DistributionWizard id={null} />;
}
