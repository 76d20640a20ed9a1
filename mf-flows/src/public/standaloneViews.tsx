import { startStandalone } from '@cabinet/contracts';
import { catalog, publicViewCatalogs } from '../catalog';
import { IgnorePhoneScreen } from './il/IgnorePhoneScreen';
import { ShortLinkRedirectScreen } from './to/ShortLinkRedirectScreen';

/**
 * mf-flows's public views (domain map): the client's opt-out page and the short-link redirect. The visit and
 * review pages of a message's links are mf-widgets's (its standalone entry).
 */
export function startFlowsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone(
    {
      name: 'mf-flows',
      catalog,
      screens: { ignorePhone: IgnorePhoneScreen, shortLinkRedirect: ShortLinkRedirectScreen },
      screenCatalogs: publicViewCatalogs,
    },
    ['ignorePhone', 'shortLinkRedirect'],
    script,
  );
}
