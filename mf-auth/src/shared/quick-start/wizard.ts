import {
  checkStartChoice,
  checkStepReachable,
  QUICK_START_VARIANT_DEFINITIONS,
  type PlannedDay,
  type QuickStartGoal,
  type QuickStartProgress,
  type QuickStartRuleCode,
  type QuickStartStep,
  type QuickStartVariant,
  type StartMode,
} from '@cabinet/api/account';
import type { FlowIntegration } from '@cabinet/api/flows';

/** What the user has chosen so far: the server keeps it (QuickStartProgress) at every change. */
export interface WizardChoices {
  goals: QuickStartGoal[];
  integration: FlowIntegration | null;
  startMode: StartMode | null;
  plannedDay: PlannedDay | null;
}

export function choicesOf(progress: QuickStartProgress): WizardChoices {
  return { goals: progress.goals, integration: progress.integration, startMode: progress.startMode, plannedDay: progress.plannedDay };
}

export function stepsOf(variant: QuickStartVariant): readonly QuickStartStep[] {
  return QUICK_START_VARIANT_DEFINITIONS[variant].steps;
}

/** The booking system the flows are for: the variant's own, or the one chosen at the connect step. */
export function integrationOf(variant: QuickStartVariant, choices: WizardChoices): FlowIntegration | null {
  return QUICK_START_VARIANT_DEFINITIONS[variant].integration ?? choices.integration;
}

/** Why the wizard cannot go on from `step` (the rule of the step after it), or null. */
export function blockerOf(variant: QuickStartVariant, step: QuickStartStep, choices: WizardChoices): QuickStartRuleCode | null {
  const steps = stepsOf(variant);
  const next = steps[steps.indexOf(step) + 1];
  if (next) return checkStepReachable(variant, next, { goals: choices.goals, integration: integrationOf(variant, choices) });
  return checkStartChoice({ startMode: choices.startMode ?? 'now', plannedDay: choices.plannedDay });
}

export function nextStep(variant: QuickStartVariant, step: QuickStartStep): QuickStartStep | null {
  const steps = stepsOf(variant);
  return steps[steps.indexOf(step) + 1] ?? null;
}

export function previousStep(variant: QuickStartVariant, step: QuickStartStep): QuickStartStep | null {
  const steps = stepsOf(variant);
  const index = steps.indexOf(step);
  return index > 0 ? (steps[index - 1] ?? null) : null;
}

/** A goal on or off; the order of the variant's list is kept, so the review lists flows in a stable order. */
export function toggleGoal(variant: QuickStartVariant, goals: readonly QuickStartGoal[], goal: QuickStartGoal, on: boolean): QuickStartGoal[] {
  const chosen = new Set(goals);
  if (on) chosen.add(goal);
  else chosen.delete(goal);
  return QUICK_START_VARIANT_DEFINITIONS[variant].goals.filter((item) => chosen.has(item));
}

/**
 * Whether the quick-start subscription offer (spec section 9: 1,200 roubles after a 3-day trial) is shown: on
 * hosts that sell the booking-system tariffs (tariff 1 allowed) to the countries that pay in roubles or
 * hryvnias (default 0, Russia 1, Belarus 3, Ukraine 4). The spec does not say which; this is our reading.
 */
export const OFFER_COUNTRIES: readonly number[] = [0, 1, 3, 4];
export function offerShown(allowedTariffs: readonly number[], countryId: number): boolean {
  return allowedTariffs.includes(1) && OFFER_COUNTRIES.includes(countryId);
}
