/*
 * The quality domain's rules (issue 34; spec sections 3-5 name the checklist and the reports, not their
 * limits: decided here), written once: the checklist editor, api-server and the report scoring call these.
 */

/** Decision: a checklist an operator can be trained on stays short; 30 criteria cover the longest scripts. */
export const CHECKLIST_ITEMS_MAX = 30;
export const CHECKLIST_TITLE_MAX = 120;
export const CHECKLIST_DESCRIPTION_MAX = 500;
/** A criterion's weight: how much it counts against the others (1 little, 10 most). */
export const CHECKLIST_WEIGHT_MIN = 1;
export const CHECKLIST_WEIGHT_MAX = 10;
export const CHECKLIST_DEFAULT_WEIGHT = 5;

/** Decision: a report covers at most a year, so its scoring stays minutes on a real provider. */
export const REPORT_PERIOD_MAX_DAYS = 366;

export const QUALITY_RULE_CODES = ['checklist.empty', 'checklist.tooMany', 'checklist.duplicateTitle', 'checklist.weightRange', 'report.periodOrder', 'report.periodTooLong'] as const;
export type QualityRuleCode = (typeof QUALITY_RULE_CODES)[number];

/** English wording of each rule, as the API sends it; the client shows its own translation of the code. */
export const QUALITY_RULE_MESSAGES: Record<QualityRuleCode, string> = {
  'checklist.empty': 'Add at least one criterion',
  'checklist.tooMany': `A checklist has at most ${CHECKLIST_ITEMS_MAX} criteria`,
  'checklist.duplicateTitle': 'Another criterion has the same name',
  'checklist.weightRange': `The weight must be a whole number from ${CHECKLIST_WEIGHT_MIN} to ${CHECKLIST_WEIGHT_MAX}`,
  'report.periodOrder': 'The period ends before it starts',
  'report.periodTooLong': `A report covers at most ${REPORT_PERIOD_MAX_DAYS} days`,
};

/** How a name compares with the others: case, spacing and the letter ё do not make two criteria different. */
export function checklistTitleKey(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru').replace(/ё/g, 'е');
}

/** The index of each criterion whose name repeats an earlier one's (checklist.duplicateTitle at its title). */
export function duplicateTitleIndexes(titles: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  titles.forEach((title, index) => {
    const key = checklistTitleKey(title);
    if (key !== '' && seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}

/** The recordings a call upload takes (spec section 5), by extension; the API reads the type from the content too. */
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'flac', 'aiff', 'aac', 'm4a', 'wma'] as const;
export type AudioExtension = (typeof AUDIO_EXTENSIONS)[number];
/** Decision (spec section 5: "a parameter shown in MB"): an hour of call audio fits in 100 MB even as WAV at 8 kHz. */
export const AUDIO_MAX_MB = 100;
export const AUDIO_MAX_BYTES = AUDIO_MAX_MB * 1024 * 1024;

/** The extension of a file's name in lower case ('' for none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAudioFileName(fileName: string): boolean {
  const extension = extensionOf(fileName);
  return AUDIO_EXTENSIONS.some((allowed) => allowed === extension || (allowed === 'aiff' && extension === 'aif'));
}

/** What a conversation did against one criterion: met it, missed it, or the criterion did not apply to it. */
export const ITEM_OUTCOMES = ['passed', 'failed', 'notApplicable'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

export interface ScoredCriterion {
  weight: number;
  fatal: boolean;
  outcome: ItemOutcome;
}

export interface ConversationScore {
  /** 0-100, the weight of the criteria met over the weight of those that applied; null when none applied. */
  score: number | null;
  /** A fatal criterion was missed: the conversation fails (score 0) whatever else it met. */
  fatalFailed: boolean;
}

/**
 * A conversation's score against its checklist: weighted share of the applicable criteria it met, rounded to
 * a whole percent; a missed fatal criterion makes it 0 and marks it failed.
 */
export function scoreConversation(criteria: readonly ScoredCriterion[]): ConversationScore {
  const applicable = criteria.filter((criterion) => criterion.outcome !== 'notApplicable');
  const fatalFailed = applicable.some((criterion) => criterion.fatal && criterion.outcome === 'failed');
  if (fatalFailed) return { score: 0, fatalFailed };
  const total = applicable.reduce((sum, criterion) => sum + criterion.weight, 0);
  if (total === 0) return { score: null, fatalFailed };
  const met = applicable.reduce((sum, criterion) => sum + (criterion.outcome === 'passed' ? criterion.weight : 0), 0);
  return { score: Math.round((100 * met) / total), fatalFailed };
}
