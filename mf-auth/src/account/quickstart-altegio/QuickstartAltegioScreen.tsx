import { QuickStartWizard } from '../../shared/quick-start/QuickStartWizard';

/** /account/quickstartAltegio: the quick start's quickstartAltegio variant (its steps and goals: QUICK_START_VARIANT_DEFINITIONS). */
export function QuickstartAltegioScreen() {
  return <QuickStartWizard variant="quickstartAltegio" />;
}
