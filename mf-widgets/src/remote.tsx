import { defineRemote, lazyScreen, plainScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, publicViewCatalogs, screenCatalog } from './catalog';

// Each screen loads on first use: the list's first visit carries the list alone.
const WidgetsScreen = lazyScreen(() => import('./widgets/WidgetsScreen'), 'WidgetsScreen', screenCatalog('widgets'));
const ReviewWidgetScreen = lazyScreen(() => import('./widgets/review/ReviewWidgetScreen'), 'ReviewWidgetScreen', screenCatalog('widgets/review'));
const RatingsScreen = lazyScreen(() => import('./widgets/reviews/rating/RatingsScreen'), 'RatingsScreen', screenCatalog('widgets/reviews/rating'));
const BookingWidgetScreen = lazyScreen(() => import('./widgets/booking/BookingWidgetScreen'), 'BookingWidgetScreen', screenCatalog('widgets/booking'));
const ReviewsAiScreen = lazyScreen(() => import('./widgets/reviews-ai/ReviewsAiScreen'), 'ReviewsAiScreen', screenCatalog('widgets/reviews-ai'));
const ReviewsAiWidgetScreen = lazyScreen(() => import('./widgets/reviews-ai/widget/ReviewsAiWidgetScreen'), 'ReviewsAiWidgetScreen', screenCatalog('widgets/reviews-ai/widget'));
const ConfirmSettingsScreen = lazyScreen(() => import('./widgets/confirm/settings/ConfirmSettingsScreen'), 'ConfirmSettingsScreen', screenCatalog('widgets/confirm/settings'));
// The client's pages of a message's links: no section chrome, in the shell and alone (src/standalone.ts).
const VisitNotifyScreen = plainScreen(lazyScreen(() => import('./public/vn/VisitNotifyScreen'), 'VisitNotifyScreen', publicViewCatalogs.visitNotify));
const RatingScreen = plainScreen(lazyScreen(() => import('./public/rv/RatingScreen'), 'RatingScreen', publicViewCatalogs.ratingWidget));
// Drawn with the plain design alone: the booking views load no antd, in the shell as on a partner's site.
const BookingScreen = plainScreen(lazyScreen(() => import('./public/bw/BookingScreen'), 'BookingScreen', publicViewCatalogs.bookingWidget));
const IikoBookingScreen = plainScreen(lazyScreen(() => import('./public/ibw/IikoBookingScreen'), 'IikoBookingScreen', publicViewCatalogs.iikoBookingWidget));

/**
 * mf-widgets: review, confirmation and booking widgets (issue 32), and the pages a client reaches from a
 * message's links (`/rv/{token}`, `/vn/{token}`), and the booking widgets' pages (`/bw/{widgetId}`, an iiko table's `/ibw/{widgetId}`, embeddable). The AI answers to reviews (`/widgets/reviews-ai`): the model drafts, the owner edits and approves.
 */
export default defineRemote({
  name: 'mf-widgets',
  version: pkg.version,
  catalog,
  screens: {
    widgets: WidgetsScreen,
    'widgets.review': ReviewWidgetScreen,
    'widgets.booking': BookingWidgetScreen,
    'widgets.confirm.settings': ConfirmSettingsScreen,
    'widgets.reviews.rating': RatingsScreen,
    visitNotify: VisitNotifyScreen,
    ratingWidget: RatingScreen,
    bookingWidget: BookingScreen,
    iikoBookingWidget: IikoBookingScreen,
    'widgets.reviewsAi': ReviewsAiScreen,
    'widgets.reviewsAi.widget': ReviewsAiWidgetScreen,
  },
});
