import { QuickStartWizard } from '../../shared/quick-start/QuickStartWizard';

/** /account/medflex-onboarding: the quick start's medflexOnboarding variant (its steps and goals: QUICK_START_VARIANT_DEFINITIONS). */
export function MedflexOnboardingScreen() {
  return <QuickStartWizard variant="medflexOnboarding" />;
}
