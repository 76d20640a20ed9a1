import { NotBuiltYet } from '@cabinet/design/feedback';
import { useRoute } from './RemoteContext';

/** The honest page of a route whose screen is not built yet (loaded on first use: result pages are heavy). */
export function NotBuiltYetScreen() {
  return <NotBuiltYet section={useRoute().title} />;
}
