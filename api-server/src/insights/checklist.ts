import { SETUP_GIFT_MONTHS, SETUP_GIFT_STEPS, SETUP_STEPS, type Checklist, type SetupStep } from '@cabinet/api/insights';

/** The account's state each step reads, as the checklist query answers it, and the flow two steps are about. */
export type ChecklistFacts = Record<SetupStep, boolean> & { testFlowId: string | null };

/** The steps done in a flow: sending a test and switching a flow live both happen in a test-mode flow. */
const FLOW_STEPS: readonly SetupStep[] = ['sendTest', 'goLive'];

export interface GiftRecord {
  grantedAt: Date;
  grantedUntil: Date;
}

/**
 * The checklist from the account's state: each step done or not, and the gift's progress over the first
 * SETUP_GIFT_STEPS steps (earned when all of them are done, granted once).
 */
export function checklistOf(facts: ChecklistFacts, gift: GiftRecord | null): Checklist {
  const steps = SETUP_STEPS.map((id) => ({ id, done: facts[id], flowId: FLOW_STEPS.includes(id) && !facts[id] ? facts.testFlowId : null }));
  const stepsDone = steps.slice(0, SETUP_GIFT_STEPS).filter((step) => step.done).length;
  return {
    steps,
    gift: {
      stepsDone,
      stepsRequired: SETUP_GIFT_STEPS,
      months: SETUP_GIFT_MONTHS,
      earned: stepsDone === SETUP_GIFT_STEPS,
      grantedAt: gift ? gift.grantedAt.toISOString() : null,
      grantedUntil: gift ? gift.grantedUntil.toISOString() : null,
    },
  };
}
