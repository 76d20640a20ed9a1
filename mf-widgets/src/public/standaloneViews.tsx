import { startStandalone } from '@cabinet/contracts';
import { catalog, publicViewCatalogs } from '../catalog';
import { BookingScreen } from './bw/BookingScreen';
import { IikoBookingScreen } from './ibw/IikoBookingScreen';
import { RatingScreen } from './rv/RatingScreen';
import { VisitNotifyScreen } from './vn/VisitNotifyScreen';

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
      screens: { visitNotify: VisitNotifyScreen, ratingWidget: RatingScreen, bookingWidget: BookingScreen, iikoBookingWidget: IikoBookingScreen },
      screenCatalogs: publicViewCatalogs,
    },
    ['visitNotify', 'ratingWidget', 'bookingWidget', 'iikoBookingWidget'],
    script,
  );
}
