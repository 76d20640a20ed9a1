import { QuickStartWizard } from '../../shared/quick-start/QuickStartWizard';

/** /account/quickstart: the quick start's quickstart variant (its steps and goals: QUICK_START_VARIANT_DEFINITIONS). */
export function QuickstartScreen() {
  return <QuickStartWizard variant="quickstart" />;
}
