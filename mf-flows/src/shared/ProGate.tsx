import type { ReactNode } from 'react';
import { hasProFeatures } from '@cabinet/api';
import { useLinks, useRoute, useSession } from '@cabinet/contracts';
import { LockedFeature, PageHeading } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';

/** The Pro-locked features of this remote (spec section 4), by the name the teaser shows. */
export const PRO_FEATURES = {
  chatbots: /*i18n*/ { id: 'flows.pro.chatbots', message: 'Confirmation chat bots' },
  blacklist: /*i18n*/ { id: 'flows.pro.blacklist', message: 'Blacklist' },
  shortLinks: /*i18n*/ { id: 'flows.pro.shortLinks', message: 'Link shortener' },
};
export type ProFeature = keyof typeof PRO_FEATURES;

/** Whether the signed-in user's tariff includes the Pro features (the API refuses them otherwise too). */
export function useHasPro(): boolean {
  const session = useSession();
  return session.status === 'authenticated' && hasProFeatures(session.user.majorTariff);
}

/**
 * Shows the screen when the tariff includes the feature, else the locked-feature teaser leading to the
 * payment page. The screen itself is not mounted, so it never asks the API for what it would refuse.
 */
export function ProGate({ feature, children }: { feature: ProFeature; children: ReactNode }) {
  const t = useTranslate();
  const links = useLinks();
  if (useHasPro()) return children;
  return <LockedFeature feature={t(PRO_FEATURES[feature])} upgradeHref={links.href('payments')} onUpgrade={() => links.navigate('payments')} />;
}

/** A Pro-locked page (spec section 4): its heading, then the screen, or the teaser without Pro. */
export function ProGatedPage({ feature, children }: { feature: ProFeature; children: ReactNode }) {
  const route = useRoute();
  return (
    <section>
      <PageHeading title={route.title} />
      <ProGate feature={feature}>{children}</ProGate>
    </section>
  );
}
