import { startStandalone } from '@cabinet/contracts';
import { catalog, publicViewCatalogs } from '../catalog';
import { RatingScreen } from './rv/RatingScreen';
import { VisitNotifyScreen } from './vn/VisitNotifyScreen';

/**
 * mf-widgets's public views (domain map): the spec's RatingWidget, the review page of a review request's
 * link, and VisitNotifyWidget, the visit page of a message's confirm and cancel links.
 */
export function startWidgetsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone(
    {
      name: 'mf-widgets',
      catalog,
      screens: { visitNotify: VisitNotifyScreen, ratingWidget: RatingScreen },
      screenCatalogs: publicViewCatalogs,
    },
    ['visitNotify', 'ratingWidget'],
    script,
  );
}
