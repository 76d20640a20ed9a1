import { QuickStartWizard } from '../../shared/quick-start/QuickStartWizard';

/** /account/dashboardQuickStart: the quick start's dashboardQuickStart variant (its steps and goals: QUICK_START_VARIANT_DEFINITIONS). */
export function DashboardQuickStartScreen() {
  return <QuickStartWizard variant="dashboardQuickStart" />;
}
