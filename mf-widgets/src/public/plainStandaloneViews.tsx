import { lazy, Suspense, type ComponentType } from 'react';
import { plainScreen, startStandalone, type StandaloneDefinition } from '@cabinet/contracts';
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

/**
 * A view loaded when its page asks for it: the entry carries none of them, so a page fetches its view's code
 * alone. `load` starts that fetch ahead of the first render (the definition's `preload`); the screen reuses it.
 */
function lazyView(fetchView: () => Promise<ComponentType>): { screen: ComponentType; load: () => Promise<ComponentType> } {
  let loading: Promise<ComponentType> | null = null;
  const load = () => (loading ??= fetchView());
  const View = lazy(async () => ({ default: await load() }));
  // Every screen here is plain: the page renders none of them inside antd's provider.
  const screen = plainScreen(function LazyView() {
    return (
      <Suspense fallback={<Spinner />}>
        <View />
      </Suspense>
    );
  });
  return { screen, load };
}

const visitNotify = lazyView(async () => (await import('./vn/VisitNotifyScreen')).VisitNotifyScreen);
const ratingWidget = lazyView(async () => (await import('./rv/RatingScreen')).RatingScreen);
const bookingWidget = lazyView(async () => (await import('./bw/BookingScreen')).BookingScreen);
const iikoBookingWidget = lazyView(async () => (await import('./ibw/IikoBookingScreen')).IikoBookingScreen);

const screens = { visitNotify: visitNotify.screen, ratingWidget: ratingWidget.screen, bookingWidget: bookingWidget.screen, iikoBookingWidget: iikoBookingWidget.screen };

/** A message's link (review, visit) asks for its page's data at once, beside the view's code and texts. */
const preload: StandaloneDefinition<'mf-widgets', keyof typeof screens>['preload'] = {
  visitNotify: async ({ api, queryClient, params }) => {
    const data = import('../api/publicLinks').then(({ publicVisitQuery }) => void queryClient.prefetchQuery(publicVisitQuery(api, params.token ?? '')));
    await Promise.all([data, visitNotify.load()]);
  },
  ratingWidget: async ({ api, queryClient, params }) => {
    const data = import('../api/publicLinks').then(({ publicReviewQuery }) => void queryClient.prefetchQuery(publicReviewQuery(api, params.token ?? '')));
    await Promise.all([data, ratingWidget.load()]);
  },
  bookingWidget: () => bookingWidget.load(),
  iikoBookingWidget: () => iikoBookingWidget.load(),
};

export function startWidgetsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone({ name: 'mf-widgets', catalog, screens, screenCatalogs: publicViewCatalogs, preload }, ['visitNotify', 'ratingWidget', 'bookingWidget', 'iikoBookingWidget'], script);
}
