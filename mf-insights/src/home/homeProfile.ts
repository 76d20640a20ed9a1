import type { RouteId } from '@cabinet/contracts';
import type { SetupStep } from '@cabinet/api/insights';

/** A figure of the home page. */
export type HomeFigure = 'messages' | 'activeFlows' | 'activeMailings' | 'remainingMessages' | 'paidUpTo' | 'reviews';

/**
 * Each host's home follows its sidebar (spec section 2): the clinic cabinet sends visit notices and pays,
 * so it sees its messages, quota and paid-up-to date; the quality-control cabinet its account's standing;
 * the AI dashboard its reviews first. Any other host (the main cabinet and its variants) sees everything.
 * A figure or step whose screen the host does not have is left out either way (links.href is null there).
 */
const PROFILES: Readonly<Record<string, readonly HomeFigure[]>> = {
  clinic: ['messages', 'remainingMessages', 'paidUpTo'],
  quality: ['remainingMessages', 'paidUpTo'],
  dashboard: ['reviews', 'messages', 'paidUpTo'],
};
const DEFAULT_FIGURES: readonly HomeFigure[] = ['messages', 'activeFlows', 'activeMailings', 'remainingMessages', 'paidUpTo', 'reviews'];

export function homeFigures(hostId: string): readonly HomeFigure[] {
  return PROFILES[hostId] ?? DEFAULT_FIGURES;
}

/** Where each figure leads; the first route the host has wins. */
export const FIGURE_ROUTES: Record<HomeFigure, readonly RouteId[]> = {
  messages: ['insights.messageLogs'],
  activeFlows: ['flows'],
  activeMailings: ['distributions'],
  remainingMessages: ['payments'],
  paidUpTo: ['payments'],
  reviews: ['reviews', 'widgets.review'],
};

/** Where each step of the checklist is done. */
export const STEP_ROUTES: Record<SetupStep, RouteId> = {
  connectChannel: 'accounts',
  connectBookingSystem: 'accounts',
  turnOnFlow: 'flows',
  sendTest: 'flows',
  goLive: 'flows',
  pay: 'payments',
};
