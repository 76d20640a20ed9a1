import { lazy, Suspense, type ComponentType } from 'react';
import { plainScreen, startStandalone } from '@cabinet/contracts';
import { Spinner } from '@cabinet/design/plain';
import { catalog, publicViewCatalogs } from '../catalog';

/**
 * mf-widgets's public views (domain map), all drawn with `@cabinet/design/plain` (no antd): the spec's
 * RatingWidget, the review page of a review request's link; VisitNotifyWidget, the visit page of a message's
 * confirm and cancel links; BookingWidget, the booking a business embeds on its own site, with
 * IikoBookingWidget, a restaurant's table reservation. What a client's phone loads: the standalone build
 * renders this file and all it imports with preact instead of React (the `plain` layer, @cabinet/build's
 * webpack.mjs). Keep every view here plain: an antd part would not render.
 */

/** A view loaded when its page asks for it: the entry carries none of them, so a page fetches its view's code alone. */
function lazyView(load: () => Promise<ComponentType>): ComponentType {
  const View = lazy(async () => ({ default: await load() }));
  // Every screen here is plain: the page renders none of them inside antd's provider.
  return plainScreen(function LazyView() {
    return (
      <Suspense fallback={<Spinner />}>
        <View />
      </Suspense>
    );
  });
}

const screens = {
  visitNotify: lazyView(async () => (await import('./vn/VisitNotifyScreen')).VisitNotifyScreen),
  ratingWidget: lazyView(async () => (await import('./rv/RatingScreen')).RatingScreen),
  bookingWidget: lazyView(async () => (await import('./bw/BookingScreen')).BookingScreen),
  iikoBookingWidget: lazyView(async () => (await import('./ibw/IikoBookingScreen')).IikoBookingScreen),
};

export function startWidgetsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone({ name: 'mf-widgets', catalog, screens, screenCatalogs: publicViewCatalogs }, ['visitNotify', 'ratingWidget', 'bookingWidget', 'iikoBookingWidget'], script);
}
