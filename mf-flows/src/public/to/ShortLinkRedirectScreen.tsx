import { useHost, useLinks, useRoute } from '@cabinet/contracts';
import { ShortLinkRedirectView } from './ShortLinkRedirectView';

/** The route `shortLinkRedirect` (/to/{encodedId}/) inside the shell: hands the view its code and the way home. */
export function ShortLinkRedirectScreen() {
  const route = useRoute();
  const host = useHost();
  const links = useLinks();
  return <ShortLinkRedirectView encodedId={route.params.encodedId ?? ''} brandName={host.brandName} homeHref={links.href('home') ?? '/'} />;
}
