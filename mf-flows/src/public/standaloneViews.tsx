import { startStandalone } from '@cabinet/contracts';
import { catalog, publicViewCatalogs } from '../catalog';
import { IgnorePhoneScreen } from './il/IgnorePhoneScreen';
import { RatingScreen } from './rv/RatingScreen';
import { ShortLinkRedirectScreen } from './to/ShortLinkRedirectScreen';
import { VisitNotifyScreen } from './vn/VisitNotifyScreen';

/**
 * mf-flows's public views (domain map): the client's opt-out page and the short-link redirect; and, until
 * the widgets remote is built, the visit page of a message's confirm/cancel links and the review page
 * (the spec's VisitNotifyWidget and RatingWidget, docs/architecture.md says why they are here).
 */
export function startFlowsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone(
    {
      name: 'mf-flows',
      catalog,
      screens: { ignorePhone: IgnorePhoneScreen, shortLinkRedirect: ShortLinkRedirectScreen, visitNotify: VisitNotifyScreen, ratingWidget: RatingScreen },
      screenCatalogs: publicViewCatalogs,
    },
    ['ignorePhone', 'shortLinkRedirect', 'visitNotify', 'ratingWidget'],
    script,
  );
}
