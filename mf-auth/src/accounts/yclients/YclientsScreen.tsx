import { BookingAccountsPage } from '../booking/BookingAccountsPage';

/** /accounts/yclients: the owner's YCLIENTS accounts and their companies. */
export function YclientsScreen() {
  return <BookingAccountsPage system="yclients" />;
}
