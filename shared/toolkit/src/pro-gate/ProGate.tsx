import type { ReactNode } from 'react';
import { useLinks, useRoute, useSession, type RouteId } from '@cabinet/contracts';
import { LockedFeature, PageHeading } from '@cabinet/design/core';

/**
 * Whether the API locks a feature for the signed-in user: its key is in the User's `lockedFeatures`, which
 * the API decides from the tariff (an anonymous visitor is locked out of every feature).
 */
export function useLocked(feature: string): boolean {
  const session = useSession();
  return session.status !== 'authenticated' || session.user.lockedFeatures.includes(feature);
}

/**
 * Who decides the lock: always the API. `lock` names the feature in the User's `lockedFeatures` (the
 * session's answer, for pages whose calls carry no lock of their own: the flows' Pro pages); `locked` is a
 * call's own answer (e.g. the analytics' `deepUnlocked`, the RFM dashboards' `locked`).
 */
export type LockDecision = { locked: boolean; lock?: never } | { lock: string; locked?: never };

export type ProGateProps = LockDecision & {
  /** The feature's name, in the user's language, as the teaser names it. */
  feature: string;
  /** Where the teaser's action leads: the route that lifts the lock (the payment page by default). */
  upgradeTo?: RouteId;
  /** The tariff the payment page opens with (the Pro plan, 1, by default); null chooses none. */
  plan?: number | null;
  /** A sentence or two about the feature, under the teaser's heading. */
  about?: ReactNode;
  children: ReactNode;
};

/** The Pro plan (spec section 4: tariff 1), which the payment page opens with unless told. */
const PRO_PLAN = 1;

/**
 * The locked content: shown when the API's answer is "not locked", else the locked-feature teaser leading
 * to `upgradeTo`. The content is not mounted while locked, so it never asks the API for what it would refuse.
 */
export function ProGate({ feature, locked, lock, upgradeTo = 'payments', plan = PRO_PLAN, about, children }: ProGateProps) {
  const links = useLinks();
  const lockedForUser = useLocked(lock ?? '');
  if (lock === undefined ? !locked : !lockedForUser) return children;
  const options = upgradeTo === 'payments' && plan !== null ? { search: `?tariff=${plan}` } : undefined;
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
