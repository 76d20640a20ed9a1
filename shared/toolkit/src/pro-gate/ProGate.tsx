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

/**
 * Who decides the lock. Prefer `locked`, the API's own answer (e.g. the analytics' `deepUnlocked`, the RFM
 * dashboards' `locked`): the screen then shows exactly what the API would refuse. `requires` reads the
 * session instead, for features whose calls carry no lock of their own (the Pro pages of flows decide by
 * the session's `majorTariff` with the shared rule the API applies too); the session carries no list of
 * locked features yet.
 */
export type LockDecision = { locked: boolean; requires?: never } | { requires: LockRequirement; locked?: never };

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
 * The locked content: shown when the API's answer is "not locked" (or the user meets the requirement), else
 * the locked-feature teaser leading to `upgradeTo`. The content is not mounted while locked, so it never asks the API for what it would refuse.
 */
export function ProGate({ feature, locked, requires, upgradeTo = 'payments', plan = PRO_PLAN, about, children }: ProGateProps) {
  const links = useLinks();
  const allowedBySession = useUnlocked(requires ?? never);
  if (requires ? allowedBySession : !locked) return children;
  const options = upgradeTo === 'payments' && plan !== null ? { search: `?tariff=${plan}` } : undefined;
  return (
    <LockedFeature feature={feature} upgradeHref={links.href(upgradeTo, undefined, options)} onUpgrade={() => links.navigate(upgradeTo, undefined, options)}>
      {about}
    </LockedFeature>
  );
}

/** No requirement: the lock is the API's answer (the hook is still called, as hooks must be). */
const never: LockRequirement = () => false;

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
