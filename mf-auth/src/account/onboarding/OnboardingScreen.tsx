import { QuickStartWizard } from '../../shared/quick-start/QuickStartWizard';

/** /account/onboarding: the quick start's onboarding variant (its steps and goals: QUICK_START_VARIANT_DEFINITIONS). */
export function OnboardingScreen() {
  return <QuickStartWizard variant="onboarding" />;
}
