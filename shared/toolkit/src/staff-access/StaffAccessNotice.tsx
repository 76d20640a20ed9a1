import { lazy, Suspense } from 'react';
import type { BookingStaffAccess } from '@cabinet/api/systemAccounts';
import { loadStaffAccessAlerts } from '../lazyParts';

/** A connected company whose user's rights exclude areas. */
export type StaffLimitedCompany = BookingStaffAccess['companies'][number];

// The drawing and its texts load on first use (a limited account only): its own catalogue, which the drawing
// loads (src/lazyParts.ts).
const StaffAccessAlerts = /*#__PURE__*/ lazy(() => loadStaffAccessAlerts().then((module) => ({ default: module.StaffAccessAlerts })));

/**
 * One area's staff access-denied message of spec section 2 (the title of a screen the area gates), from the
 * notice's texts. It suspends while they load: the caller's Suspense shows its loading state.
 */
export const StaffNoAccessText = /*#__PURE__*/ lazy(() => loadStaffAccessAlerts().then((module) => ({ default: module.NoAccessText })));

/**
 * Spec section 2's staff access-denied messages: one notice per connected company whose user's rights
 * exclude areas, each area's message with what it stops. The one notice for every screen that reads the
 * booking system's data; on the system's own accounts page (`onAccountPage`) it says to press “Update
 * now” there, elsewhere it links to that page. Nothing shows until its code and texts have loaded.
 */
export function StaffAccessNotice(props: { companies: readonly StaffLimitedCompany[]; onAccountPage?: boolean }) {
  if (props.companies.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <StaffAccessAlerts {...props} />
    </Suspense>
  );
}
