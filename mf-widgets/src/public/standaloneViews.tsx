import { lazy, Suspense, type ComponentType } from 'react';
import { plainScreen, startStandalone } from '@cabinet/contracts';
import { Spinner } from '@cabinet/design/plain';
import { catalog, publicViewCatalogs } from '../catalog';

/**
 * A view loaded when its page asks for it: the standalone entry carries none of them, so a page showing one
 * view fetches that view's code alone (the two booking views, drawn with the plain design, then load no antd).
 */
function lazyView(load: () => Promise<ComponentType>): ComponentType {
  const View = lazy(async () => ({ default: await load() }));
  return function LazyView() {
    return (
      <Suspense fallback={<Spinner />}>
        <View />
      </Suspense>
    );
  };
}

const VisitNotifyView = lazyView(async () => (await import('./vn/VisitNotifyScreen')).VisitNotifyScreen);
const RatingView = lazyView(async () => (await import('./rv/RatingScreen')).RatingScreen);
const BookingView = plainScreen(lazyView(async () => (await import('./bw/BookingScreen')).BookingScreen));
const IikoBookingView = plainScreen(lazyView(async () => (await import('./ibw/IikoBookingScreen')).IikoBookingScreen));

/**
 * mf-widgets's public views (domain map): the spec's RatingWidget, the review page of a review request's
 * link, VisitNotifyWidget, the visit page of a message's confirm and cancel links, and BookingWidget, the
 * booking a business embeds on its own site, with IikoBookingWidget, a restaurant's table reservation.
 */
export function startWidgetsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone(
    {
      name: 'mf-widgets',
      catalog,
      screens: { visitNotify: VisitNotifyView, ratingWidget: RatingView, bookingWidget: BookingView, iikoBookingWidget: IikoBookingView },
      screenCatalogs: publicViewCatalogs,
    },
    ['visitNotify', 'ratingWidget', 'bookingWidget', 'iikoBookingWidget'],
    script,
  );
}
