import { useHost, useRoute } from '@cabinet/contracts';
import { BookingView } from './BookingView';

/** The route `bookingWidget` (/bw/{widgetId}, or embedded with data-widget-id): hands the view its widget and the brand. */
export function BookingScreen() {
  const route = useRoute();
  const host = useHost();
  return <BookingView widgetId={route.params.widgetId ?? ''} brandName={host.brandName} />;
}
