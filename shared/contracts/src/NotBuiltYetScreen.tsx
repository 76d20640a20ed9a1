import { NotBuiltYet } from '@cabinet/design/core';
import { useRoute } from './RemoteContext';

/** The honest page of a route whose screen is not built yet (loaded on first use, with the screen's own code). */
export function NotBuiltYetScreen() {
  return <NotBuiltYet section={useRoute().title} />;
}
