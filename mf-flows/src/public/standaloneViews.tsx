import { startStandalone } from '@cabinet/contracts';
import { catalog } from '../catalog';
import { IgnorePhoneScreen } from './il/IgnorePhoneScreen';
import { ShortLinkRedirectScreen } from './to/ShortLinkRedirectScreen';

/** mf-flows's public views (domain map): the client's opt-out page and the short-link redirect. */
export function startFlowsStandalone(script: HTMLOrSVGScriptElement | null): Promise<void> {
  return startStandalone(
    { name: 'mf-flows', catalog, screens: { ignorePhone: IgnorePhoneScreen, shortLinkRedirect: ShortLinkRedirectScreen } },
    ['ignorePhone', 'shortLinkRedirect'],
    script,
  );
}
