import { BookingAccountsPage } from '../booking/BookingAccountsPage';

/** /accounts/altegio: the owner's Altegio accounts and their companies (Altegio speaks YCLIENTS' API). */
export function AltegioScreen() {
  return <BookingAccountsPage system="altegio" />;
}
