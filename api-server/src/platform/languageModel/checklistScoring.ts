import { z } from 'zod';
import { LanguageModelError, type CompletionRequest, type LanguageModel } from './LanguageModel';

/**
 * Scoring a conversation against a checklist through the language model (issue 34): one chat completion whose
 * system message is the instruction below and the criteria as JSON, whose user message is the conversation, and
 * whose answer is JSON, an outcome per criterion with the line it rests on. A real provider judges; the local
 * stand-in (standIns/checklistRules.ts) answers the same request by its deterministic rules. Both are read
 * alike: an answer that is not one outcome per criterion is `malformed`, and a quote that is not a line of the
 * conversation is dropped (a model may paraphrase; the screen shows only what was said).
 */
export const SCORING_OUTCOMES = ['passed', 'failed', 'notApplicable'] as const;
export type ScoringOutcome = (typeof SCORING_OUTCOMES)[number];

export interface ScoringCriterion {
  id: string;
  title: string;
  description: string;
}

export interface CriterionScore {
  itemId: string;
  outcome: ScoringOutcome;
  quote: string | null;
}

/** The instruction's first line: the stand-in knows a scoring request by it. */
export const SCORING_INSTRUCTION = 'You score one conversation between a business and its client against the business’s quality checklist.';
/** The line before the criteria's JSON in the system message. */
export const SCORING_CHECKLIST_HEADER = 'Checklist (JSON):';

const INSTRUCTION = [
  SCORING_INSTRUCTION,
  'For each criterion decide its outcome: "passed" when the business’s side met it; "failed" when it missed it (for a criterion that forbids something: when a line breaks it); "notApplicable" when this conversation cannot show it (a response time in a call without times).',
  'Quote the conversation’s line the outcome rests on exactly as written, or null when no line does.',
  'Answer with JSON only: {"items":[{"id":"<the criterion’s id>","outcome":"passed|failed|notApplicable","quote":"<a line>"|null}]}, one entry per criterion.',
].join('\n');

const criteriaSchema = z.array(z.object({ id: z.string(), title: z.string(), description: z.string() }));

export function scoringRequest(criteria: readonly ScoringCriterion[], conversation: string): CompletionRequest {
  const listed = criteria.map(({ id, title, description }) => ({ id, title, description }));
  return {
    messages: [
      { role: 'system', content: `${INSTRUCTION}\n${SCORING_CHECKLIST_HEADER}\n${JSON.stringify(listed)}` },
      { role: 'user', content: conversation },
    ],
    temperature: 0,
  };
}

/** The criteria of a scoring request's system message, or null when the message is no scoring request. */
export function criteriaOfRequest(system: string): ScoringCriterion[] | null {
  if (!system.startsWith(SCORING_INSTRUCTION)) return null;
  const at = system.indexOf(`\n${SCORING_CHECKLIST_HEADER}\n`);
  if (at < 0) return null;
  try {
    const parsed = criteriaSchema.safeParse(JSON.parse(system.slice(at + SCORING_CHECKLIST_HEADER.length + 2)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const answerSchema = z.object({
  items: z.array(z.object({ id: z.string(), outcome: z.enum(SCORING_OUTCOMES), quote: z.string().nullable().optional() })),
});

/** The model's JSON, possibly fenced as ```json … ``` as chat models like to. */
function jsonOf(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** Reads the answer: an outcome for each criterion in the checklist's order; `malformed` when any is missing. */
export function parseScoring(criteria: readonly ScoringCriterion[], conversation: string, text: string): CriterionScore[] {
  const parsed = answerSchema.safeParse(jsonOf(text));
  if (!parsed.success) throw new LanguageModelError('malformed', 'The model’s answer is not the scoring asked for');
  const byId = new Map(parsed.data.items.map((item) => [item.id, item]));
  const lines = new Set(conversation.split(/\n+/).map((line) => line.trim()));
  return criteria.map((criterion) => {
    const answered = byId.get(criterion.id);
    if (!answered) throw new LanguageModelError('malformed', `The model’s answer has no outcome for “${criterion.title}”`);
    const quote = answered.quote?.trim() ?? null;
    const said = quote !== null && quote !== '' && (lines.has(quote) || conversation.includes(quote));
    return { itemId: criterion.id, outcome: answered.outcome, quote: said ? quote : null };
  });
}

/** Scores a conversation through the model; throws LanguageModelError as the model does, or `malformed`. */
export async function scoreConversationWith(model: LanguageModel, criteria: readonly ScoringCriterion[], conversation: string): Promise<CriterionScore[]> {
  if (criteria.length === 0) return [];
  const completion = await model.complete(scoringRequest(criteria, conversation));
  return parseScoring(criteria, conversation, completion.text);
}
