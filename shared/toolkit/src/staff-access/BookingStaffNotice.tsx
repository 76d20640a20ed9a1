import { lazy, Suspense } from 'react';
import { useBookingStaffAccess } from './staffAccessQuery';
import { loadStaffAccessAlerts } from '../lazyParts';

// Drawn only for an account whose booking-system user lacks rights: the others never load its code or texts.
const BookingStaffAlerts = lazy(() => loadStaffAccessAlerts().then((module) => ({ default: module.BookingStaffAlerts })));

/**
 * The staff access-denied notice where a screen reads the booking system's data (home, the flows, the
 * accounts, the mailings): each connected company whose user's rights exclude areas, with what that stops
 * and where to fix it. Nothing while it loads, when it fails (the screen's own data says enough) or when
 * every right is there.
 */
export function BookingStaffNotice() {
  const access = useBookingStaffAccess();
  if (!access.data?.companies.length) return null;
  return (
    <Suspense fallback={null}>
      <BookingStaffAlerts answer={access.data} />
    </Suspense>
  );
}
