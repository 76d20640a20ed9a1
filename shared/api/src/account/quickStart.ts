import * as z from '@cabinet/api/zod';
import { templateLanguageSchema } from '../flows/schemas';
import { FLOW_INTEGRATIONS, FLOW_MODES, FLOW_STATUSES, FLOW_TYPES } from '../flows/constants';

/*
 * The quick starts (spec section 2: 4 steps; goals; start now, planned or with a manager). Not shown in the
 * spec beyond that; designed here:
 *
 * - One wizard, six variants (the route's), each with its own steps and goal set (QUICK_START_VARIANTS).
 * - Progress (step, goals, integration, start choice) is saved on the server per user and variant, so
 *   leaving and coming back resumes at the same step with the same choices. PUT saves it; the step is
 *   refused when the rules say it cannot be reached yet (goals before anything else).
 * - Complete creates the flows of the chosen goals from the integration's templates, every one in test
 *   mode (spec section 4): "now" leaves them working; "planned" creates them paused with the chosen day
 *   recorded, started that day by the every-minute tick; "manager" records a RequestSetUp and leaves them
 *   paused for the manager. A goal whose flow already exists is not created twice; masters analytics
 *   creates no flow (it is the analytics screens).
 */

export const QUICK_START_GOALS = ['profitability', 'revisit', 'feedback', 'rating', 'dailyReport', 'mastersAnalytics'] as const;
export type QuickStartGoal = (typeof QUICK_START_GOALS)[number];

export const QUICK_START_STEPS = ['goals', 'connect', 'review', 'start'] as const;
export type QuickStartStep = (typeof QUICK_START_STEPS)[number];

export const QUICK_START_VARIANTS = ['quickstart', 'quickstartYclients', 'quickstartAltegio', 'medflexOnboarding', 'onboarding', 'dashboardQuickStart'] as const;
export type QuickStartVariant = (typeof QUICK_START_VARIANTS)[number];

export const START_MODES = ['now', 'planned', 'manager'] as const;
export type StartMode = (typeof START_MODES)[number];
export const PLANNED_DAYS = ['today', 'tomorrow', 'dayAfter'] as const;
export type PlannedDay = (typeof PLANNED_DAYS)[number];

export interface VariantDefinition {
  steps: readonly QuickStartStep[];
  goals: readonly QuickStartGoal[];
  /** The booking system the variant is for; null: the user chooses at the connect step. */
  integration: (typeof FLOW_INTEGRATIONS)[number] | null;
}

/** Per variant: its steps in order and the goals it offers. */
export const QUICK_START_VARIANT_DEFINITIONS: Record<QuickStartVariant, VariantDefinition> = {
  quickstart: { steps: QUICK_START_STEPS, goals: QUICK_START_GOALS, integration: null },
  onboarding: { steps: QUICK_START_STEPS, goals: QUICK_START_GOALS, integration: null },
  quickstartYclients: { steps: QUICK_START_STEPS, goals: QUICK_START_GOALS, integration: 'yclients' },
  quickstartAltegio: { steps: QUICK_START_STEPS, goals: QUICK_START_GOALS, integration: 'altegio' },
  // The clinic: Medflex speaks to the cabinet through the generic API channel; its goals are the visits'.
  medflexOnboarding: { steps: ['connect', 'goals', 'review', 'start'], goals: ['feedback', 'revisit', 'dailyReport'], integration: 'apicrm' },
  // The AI dashboard: reviews and figures, no mailings.
  dashboardQuickStart: { steps: ['goals', 'connect', 'start'], goals: ['rating', 'feedback', 'mastersAnalytics', 'dailyReport'], integration: null },
};

/** The flow templates (by template type) each goal creates, per integration; missing: none there. */
export const GOAL_TEMPLATES: Record<QuickStartGoal, Partial<Record<(typeof FLOW_INTEGRATIONS)[number], readonly string[]>>> = {
  profitability: { yclients: ['crossSell', 'birthday'], altegio: ['crossSell', 'birthday'], iikocrm: ['abandonedCart', 'birthday'] },
  revisit: { yclients: ['returnVisit'], altegio: ['returnVisit'], iikocrm: ['returnVisit'] },
  feedback: { yclients: ['reviewRequest'], altegio: ['reviewRequest'], iikocrm: ['orderReview'], apicrm: ['reviewRequest'] },
  rating: { yclients: ['reviewRequest'], altegio: ['reviewRequest'], iikocrm: ['orderReview'], apicrm: ['reviewRequest'] },
  dailyReport: { yclients: ['dailyReport'], altegio: ['dailyReport'], iikocrm: ['dailyReport'] },
  mastersAnalytics: {},
};

/** The template types the goals create on that integration, each once, in the goals' order. */
export function templatesForGoals(goals: readonly QuickStartGoal[], integration: (typeof FLOW_INTEGRATIONS)[number]): string[] {
  const types = goals.flatMap((goal) => GOAL_TEMPLATES[goal][integration] ?? []);
  return [...new Set(types)];
}

export type QuickStartRuleCode = 'quickStart.goals.required' | 'quickStart.integration.required' | 'quickStart.plannedDay.required' | 'quickStart.goal.notOffered';

/** Whether the wizard may stand at `step` with these choices: the rule the screen and the API share. */
export function checkStepReachable(
  variant: QuickStartVariant,
  step: QuickStartStep,
  choices: { goals: readonly QuickStartGoal[]; integration: string | null },
): QuickStartRuleCode | null {
  const definition = QUICK_START_VARIANT_DEFINITIONS[variant];
  if (choices.goals.some((goal) => !definition.goals.includes(goal))) return 'quickStart.goal.notOffered';
  const index = definition.steps.indexOf(step);
  const goalsAt = definition.steps.indexOf('goals');
  const connectAt = definition.steps.indexOf('connect');
  if (index > goalsAt && choices.goals.length === 0) return 'quickStart.goals.required';
  if (connectAt >= 0 && index > connectAt && (definition.integration ?? choices.integration) === null) return 'quickStart.integration.required';
  return null;
}

/** Whether the quick start may be completed with this start choice. */
export function checkStartChoice(choice: { startMode: StartMode; plannedDay: PlannedDay | null }): QuickStartRuleCode | null {
  return choice.startMode === 'planned' && choice.plannedDay === null ? 'quickStart.plannedDay.required' : null;
}

const variantSchema = z.enum(QUICK_START_VARIANTS);

export const quickStartProgressSchema = z.object({
  variant: variantSchema,
  step: z.enum(QUICK_START_STEPS),
  goals: z.array(z.enum(QUICK_START_GOALS)),
  integration: z.nullable(z.enum(FLOW_INTEGRATIONS)),
  startMode: z.nullable(z.enum(START_MODES)),
  plannedDay: z.nullable(z.enum(PLANNED_DAYS)),
  /** Set once completed: the flows it created. */
  completedAt: z.nullable(z.iso.datetime({ offset: true })),
  flowIds: z.array(z.string()),
});
export type QuickStartProgress = z.infer<typeof quickStartProgressSchema>;

export const saveQuickStartRequestSchema = z.object({
  step: z.enum(QUICK_START_STEPS),
  goals: z.array(z.enum(QUICK_START_GOALS)).check(z.maxLength(QUICK_START_GOALS.length)),
  integration: z.nullable(z.enum(FLOW_INTEGRATIONS)),
  startMode: z.nullable(z.enum(START_MODES)),
  plannedDay: z.nullable(z.enum(PLANNED_DAYS)),
});
export type SaveQuickStartRequest = z.input<typeof saveQuickStartRequestSchema>;

export const completeQuickStartRequestSchema = z.object({
  startMode: z.enum(START_MODES),
  plannedDay: z.nullable(z.enum(PLANNED_DAYS)),
  /** The page's language: the flows' texts are in it when the account keeps no language (our design, issue 36). */
  language: z.optional(templateLanguageSchema),
});
export type CompleteQuickStartRequest = z.input<typeof completeQuickStartRequestSchema>;

export const quickStartFlowSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(FLOW_TYPES),
  mode: z.enum(FLOW_MODES),
  status: z.enum(FLOW_STATUSES),
});
export const completeQuickStartResponseSchema = z.object({
  progress: quickStartProgressSchema,
  flows: z.array(quickStartFlowSchema),
});
export type CompleteQuickStartResponse = z.infer<typeof completeQuickStartResponseSchema>;

/** The quick-start subscription offer (spec section 9): price and trial, in roubles (hryvnias in Ukrainian). */
export const QUICK_START_OFFER = { price: 1200, trialDays: 3 } as const;
