import type { SetupStep } from '@cabinet/api/insights';
import { RouteLink, useLinks, type RouteId, type RouteLinks, type RouteParams } from '@cabinet/contracts';
import { Button, Flex, StatusTag, Surface, toast, useDescribeError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useChecklist, useClaimSetupGift } from '../api/insights';
import { useFormats } from '../shared/format';
import { STEP_ROUTES } from './homeProfile';

const messages = {
  heading: /*i18n*/ { id: 'insights.checklist.heading', message: 'Setup checklist' },
  loadFailed: /*i18n*/ { id: 'insights.checklist.loadFailed', message: 'The checklist could not be loaded' },
  done: /*i18n*/ { id: 'insights.checklist.done', message: 'Done' },
  toDo: /*i18n*/ { id: 'insights.checklist.toDo', message: 'To do' },
  progress: /*i18n*/ { id: 'insights.checklist.progress', message: '{done} of {total} steps done' },
  giftOffer: /*i18n*/ { id: 'insights.checklist.giftOffer', message: 'Complete the first {steps} steps and get up to {months} months of subscription as a gift' },
  giftProgress: /*i18n*/ { id: 'insights.checklist.giftProgress', message: 'Gift progress: {done} of {total} steps' },
  claim: /*i18n*/ { id: 'insights.checklist.claim', message: 'Get the gift' },
  granted: /*i18n*/ { id: 'insights.checklist.granted', message: 'Gift received: {months} months of subscription, paid up to {date}' },
  claimed: /*i18n*/ { id: 'insights.checklist.claimed', message: 'The gift is yours: {months} months of subscription' },
};

const GIFT_ERRORS = {
  SETUP_GIFT_NOT_EARNED: /*i18n*/ { id: 'insights.checklist.notEarned', message: 'Complete the first 3 steps of the checklist to get the gift' },
};

export const STEP_LABELS: Record<SetupStep, MessageDescriptor> = {
  connectChannel: /*i18n*/ { id: 'insights.step.connectChannel', message: 'Connect a messenger channel' },
  connectBookingSystem: /*i18n*/ { id: 'insights.step.connectBookingSystem', message: 'Connect your booking system' },
  turnOnFlow: /*i18n*/ { id: 'insights.step.turnOnFlow', message: 'Turn on your first flow' },
  sendTest: /*i18n*/ { id: 'insights.step.sendTest', message: 'Send a test message' },
  goLive: /*i18n*/ { id: 'insights.step.goLive', message: 'Switch a flow to combat mode' },
  pay: /*i18n*/ { id: 'insights.step.pay', message: 'Pay for the subscription' },
};

/** A step about one flow is done in that flow (its test phone, its live switch), where the host has the editor. */
function stepLink(links: RouteLinks, flowId: string | null, fallback: RouteId): { to: RouteId; params?: RouteParams } {
  return flowId !== null && links.href('flows.edit', { workflowId: flowId }) !== null ? { to: 'flows.edit', params: { workflowId: flowId } } : { to: fallback };
}

/**
 * The steps that make the cabinet work, each done or not from the account (the API reads it), each leading
 * to where it is done. Steps whose screen this host does not have are left out, and so is the gift when
 * one of its steps is.
 */
export function SetupChecklist() {
  const t = useTranslate();
  const links = useLinks();
  const format = useFormats();
  const checklist = useChecklist();
  const claim = useClaimSetupGift();
  const describe = useDescribeError(GIFT_ERRORS);

  if (checklist.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => checklist.refetch()} retrying={checklist.isFetching} />;
  const data = checklist.data;
  if (!data) return null;
  const steps = data.steps.filter((step) => links.href(STEP_ROUTES[step.id]) !== null);
  if (steps.length === 0) return null;
  const { gift } = data;
  const giftSteps = data.steps.slice(0, gift.stepsRequired);
  const giftHere = giftSteps.every((step) => links.href(STEP_ROUTES[step.id]) !== null);
  const done = steps.filter((step) => step.done).length;

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: () => toast.success(t(messages.claimed, { months: gift.months })),
      onError: async (error) => toast.error((await describe(error)).message),
    });

  return (
    <Surface>
      <h2 style={{ fontSize: 18, margin: '0 0 4px' }}>{t(messages.heading)}</h2>
      <p style={{ marginTop: 0 }}>{t(messages.progress, { done, total: steps.length })}</p>
      {giftHere ? (
        <div style={{ border: '1px solid #d3adf7', background: '#f9f0ff', borderRadius: 8, padding: 12, marginBottom: 16 }}>
          {gift.grantedAt && gift.grantedUntil ? (
            <p style={{ margin: 0 }}>{t(messages.granted, { months: gift.months, date: format.date(gift.grantedUntil) })}</p>
          ) : (
            <Flex vertical gap={8}>
              <p style={{ margin: 0 }}>{t(messages.giftOffer, { steps: gift.stepsRequired, months: gift.months })}</p>
              <progress max={gift.stepsRequired} value={gift.stepsDone} aria-label={t(messages.giftProgress, { done: gift.stepsDone, total: gift.stepsRequired })} />
              <span>{t(messages.giftProgress, { done: gift.stepsDone, total: gift.stepsRequired })}</span>
              {gift.earned ? (
                <div>
                  <Button type="primary" loading={claim.isPending} onClick={onClaim}>
                    {t(messages.claim)}
                  </Button>
                </div>
              ) : null}
            </Flex>
          )}
        </div>
      ) : null}
      <ol style={{ paddingLeft: 20, margin: 0 }}>
        {steps.map((step) => (
          <li key={step.id} style={{ marginBottom: 8 }}>
            <Flex gap={8} align="center" wrap>
              <RouteLink {...stepLink(links, step.flowId, STEP_ROUTES[step.id])}>{t(STEP_LABELS[step.id])}</RouteLink>
              <StatusTag tone={step.done ? 'success' : 'neutral'}>{t(step.done ? messages.done : messages.toDo)}</StatusTag>
            </Flex>
          </li>
        ))}
      </ol>
    </Surface>
  );
}
