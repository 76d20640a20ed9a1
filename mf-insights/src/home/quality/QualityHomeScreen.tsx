import { HomeScreen } from '../HomeScreen';
import QualityHome from './QualityHome';

/**
 * `/` on the quality-control host (issue 34): its reports, average score and trend, worst criteria and next steps
 * above the account's figures, in place of the setup checklist. A screen of its own (remote.tsx picks it by host),
 * so its texts load on that host only.
 */
export function QualityHomeScreen() {
  return <HomeScreen overview={<QualityHome />} />;
}
