import { lazy, Suspense } from 'react';
import { loadReasonWords } from '../lazyParts';
import type { ReasonDetailSource } from './ReasonWords';

// The wording and its texts load with the first row that has a detail (src/lazyParts.ts).
const ReasonDetailLines = /*#__PURE__*/ lazy(() => loadReasonWords().then((module) => ({ default: module.ReasonDetailLines })));

/**
 * A message's detail under its reason: the code's words with their values in the reader's language, a provider's
 * own words labelled as details, an older message's English note labelled as not translated. Nothing for a
 * message without one, and nothing while the words load. `when` writes a moment as the screen does (default:
 * the page's locale, compact).
 */
export function ReasonDetail({ source, when }: { source: ReasonDetailSource; when?: (at: string) => string }) {
  if (source.reasonParams === null && !source.reasonDetail) return null;
  return (
    <Suspense fallback={null}>
      <ReasonDetailLines source={source} when={when} />
    </Suspense>
  );
}
