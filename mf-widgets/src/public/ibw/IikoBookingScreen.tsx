import { useHost, useRoute } from '@cabinet/contracts';
import { IikoBookingView } from './IikoBookingView';

/** The route `iikoBookingWidget` (/ibw/{widgetId}, or embedded with data-widget-id): hands the view its widget and the brand. */
export function IikoBookingScreen() {
  const route = useRoute();
  const host = useHost();
  return <IikoBookingView widgetId={route.params.widgetId ?? ''} brandName={host.brandName} />;
}
