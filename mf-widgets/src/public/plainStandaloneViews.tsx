import { lazy, Suspense, type ComponentType } from 'react';
import { plainScreen, startStandalone } from '@cabinet/contracts';
import { Spinner } from '@cabinet/design/plain';
import { catalog, publicViewCatalogs } from '../catalog';
import { PLAIN_VIEWS } from './plainPage';

/**
 * The booking views alone, drawn with `@cabinet/design/plain` (no antd): what a client's phone loads from a
 * business's site. The standalone build renders this file and all it imports with preact instead of React
 * (the `plain` layer, @cabinet/build's webpack.mjs); standalone.ts loads it when the page shows these views
 * only. Keep every view here plain: an antd part would not render.
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

const BookingView = lazyView(async () => (await import('./bw/BookingScreen')).BookingScreen);
const IikoBookingView = lazyView(async () => (await import('./ibw/IikoBookingScreen')).IikoBookingScreen);

export function startPlainWidgetsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone(
    {
      name: 'mf-widgets',
      catalog,
      // Every screen here is plain: the page renders none of them inside antd's provider.
      screens: { bookingWidget: plainScreen(BookingView), iikoBookingWidget: plainScreen(IikoBookingView) },
      screenCatalogs: { bookingWidget: publicViewCatalogs.bookingWidget, iikoBookingWidget: publicViewCatalogs.iikoBookingWidget },
    },
    PLAIN_VIEWS,
    script,
  );
}
