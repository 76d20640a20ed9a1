import type { ReactNode } from 'react';
import type { CurrentUser } from '@cabinet/api/core';
import { useLinks, useRoute, useSession, type RouteId } from '@cabinet/contracts';
import { LockedFeature, PageHeading } from '@cabinet/design/core';

/** What a lock needs of the signed-in user, e.g. a tariff that includes the feature. */
export type LockRequirement = (user: CurrentUser) => boolean;

/** Whether the signed-in user meets the lock's requirement (an anonymous visitor never does). */
export function useUnlocked(requires: LockRequirement): boolean {
  const session = useSession();
  return session.status === 'authenticated' && requires(session.user);
}

export interface ProGateProps {
  /** The feature's name, in the user's language, as the teaser names it. */
  feature: string;
  /** What the lock needs of the user; the API refuses the feature otherwise too. */
  requires: LockRequirement;
  /** Where the teaser's action leads: the route that lifts the lock (the payment page by default). */
  upgradeTo?: RouteId;
  /** A sentence or two about the feature, under the teaser's heading. */
  about?: ReactNode;
  children: ReactNode;
}

/** The payment page with the Pro plan (spec section 4: tariff 1) chosen, where every Pro teaser leads. */
const PRO_PLAN_SEARCH = '?tariff=1';

/**
 * The locked content: shown when the user meets the requirement, else the locked-feature teaser leading to
 * `upgradeTo`. The content is not mounted while locked, so it never asks the API for what it would refuse.
 */
export function ProGate({ feature, requires, upgradeTo = 'payments', about, children }: ProGateProps) {
  const links = useLinks();
  if (useUnlocked(requires)) return children;
  const options = upgradeTo === 'payments' ? { search: PRO_PLAN_SEARCH } : undefined;
  return (
    <LockedFeature feature={feature} upgradeHref={links.href(upgradeTo, undefined, options)} onUpgrade={() => links.navigate(upgradeTo, undefined, options)}>
      {about}
    </LockedFeature>
  );
}

/** A locked page: its heading (the route's title unless given), then the content, or the teaser. */
export function ProGatedPage({ title, ...gate }: ProGateProps & { title?: string }) {
  const route = useRoute();
  return (
    <section>
      <PageHeading title={title ?? route.title} />
      <ProGate {...gate} />
    </section>
  );
}
