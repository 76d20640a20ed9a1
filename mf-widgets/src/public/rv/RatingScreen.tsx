import { useHost, useRoute } from '@cabinet/contracts';
import { RatingView } from './RatingView';

/** The route `ratingWidget` (/rv/{token}): hands the view its token and the brand. */
export function RatingScreen() {
  const route = useRoute();
  const host = useHost();
  return <RatingView token={route.params.token ?? ''} brandName={host.brandName} />;
}
