import { QuickStartWizard } from '../../shared/quick-start/QuickStartWizard';

/** /account/quickstartYclients: the quick start's quickstartYclients variant (its steps and goals: QUICK_START_VARIANT_DEFINITIONS). */
export function QuickstartYclientsScreen() {
  return <QuickStartWizard variant="quickstartYclients" />;
}
