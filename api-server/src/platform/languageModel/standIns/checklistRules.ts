import type { ScoringCriterion, ScoringOutcome } from '../checklistScoring';

/**
 * How the language model's stand-in scores a conversation against a checklist (issue 34; the request and its
 * answer are checklistScoring.ts's): deterministic, honest about understanding nothing, and quoting the line
 * each outcome rests on. A real model answers the same request in its own judgement.
 *
 * - A criterion's words are those of its name and description of four letters or more, each by its first
 *   four (a crude stem: "цену" and "ценой" meet, as "greet" and "greeting" do).
 * - Only the operator's lines count: a line whose speaker ("Клиент:", "Client:", "Cliente:", "Клієнт:") is the
 *   client neither meets nor breaks a criterion, and a speaker's name is not one of the line's words.
 * - A line meets a criterion when it holds two of its words (or its only one).
 * - A criterion whose name is negated ("Не грубил", "Did not…", "Never…", "Não…") is broken by a line that
 *   holds three of its words (more evidence: failing it may fail the call): failed, quoting that line;
 *   passed, with no quote, when none does.
 * - A criterion that sets a time limit ("within 15 minutes", "15 минут") does not apply to a call: its
 *   transcript carries no times.
 * - Any other criterion passes on the line that meets it best (the most of its words, the first on a tie),
 *   and fails when no line does.
 */
export interface ItemScore {
  itemId: string;
  outcome: ScoringOutcome;
  quote: string | null;
}

const NEGATION = /^\s*(не|ні|not|never|did not|didn't|does not|doesn't|no|não|nunca|sem)\s/iu;
const TIME_LIMIT = /\d+\s*(мин|min|хв|sec|сек|seg|hour|час|год|hora)/iu;

function stemsOf(text: string): Set<string> {
  return new Set((text.toLocaleLowerCase().replace(/ё/g, 'е').match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((word) => word.slice(0, 4)));
}

/** The transcript's lines, each as said (a speaker's turn; a provider's text without turns is split at sentences). */
export function linesOf(transcript: string): string[] {
  const lines = transcript.split(/\n+/).map((line) => line.trim()).filter((line) => line !== '');
  if (lines.length > 1) return lines;
  return (transcript.match(/[^.!?…]+[.!?…]*/gu) ?? []).map((line) => line.trim()).filter((line) => line !== '');
}

const SPEAKER = /^([^:\n]{1,30}):\s*(.*)$/su;
const CLIENT = /^(клиент|клієнт|client|cliente|customer)/iu;

/** The operator's lines, each with its words (the speaker's name left out). */
function operatorLines(transcript: string): Array<{ line: string; stems: Set<string> }> {
  return linesOf(transcript).flatMap((line) => {
    const spoken = SPEAKER.exec(line);
    if (spoken && CLIENT.test(spoken[1]?.trim() ?? '')) return [];
    return [{ line, stems: stemsOf(spoken ? (spoken[2] ?? '') : line) }];
  });
}

export function scoreTranscript(items: readonly ScoringCriterion[], transcript: string): ItemScore[] {
  const lines = operatorLines(transcript);
  return items.map((item) => {
    if (TIME_LIMIT.test(`${item.title} ${item.description}`)) return { itemId: item.id, outcome: 'notApplicable', quote: null };
    const negated = NEGATION.test(item.title);
    const wanted = stemsOf(`${item.title.replace(NEGATION, ' ')} ${item.description}`);
    const needed = Math.min(negated ? 3 : 2, wanted.size);
    let best: { line: string; shared: number } | null = null;
    for (const { line, stems } of lines) {
      let shared = 0;
      for (const stem of wanted) if (stems.has(stem)) shared += 1;
      if (needed > 0 && shared >= needed && (best === null || shared > best.shared)) best = { line, shared };
    }
    if (negated) return best ? { itemId: item.id, outcome: 'failed', quote: best.line } : { itemId: item.id, outcome: 'passed', quote: null };
    return best ? { itemId: item.id, outcome: 'passed', quote: best.line } : { itemId: item.id, outcome: 'failed', quote: null };
  });
}
