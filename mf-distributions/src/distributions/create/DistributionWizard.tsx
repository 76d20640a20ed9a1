import { useCallback, useEffect, useState } from 'react';
import type { Distribution, DistributionOptions } from '@cabinet/api/distributions';
import { useLinks, useRoute, useSession } from '@cabinet/contracts';
import { Alert, ContentSkeleton, Flex, PageHeading, Typography } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { BookingStaffNotice } from '@cabinet/toolkit/staff-access';
import { useDistribution, useDistributionOptions } from '../../api/distributions';
import { AudienceStep } from './AudienceStep';
import { draftOf, forgetDraft, loadStoredDraft, newDraft, stepOf, STEPS, storeDraft, type Draft, type Step } from './draft';
import { MessageStep } from './MessageStep';
import { ReviewStep } from './ReviewStep';
import { ScheduleStep } from './ScheduleStep';
import { useSegmentAudience } from './segmentAudience';
import { splitList } from './split';
import { SplitReview } from './SplitReview';

const messages = {
  steps: /*i18n*/ { id: 'distributions.wizard.steps', message: 'Steps' },
  loading: /*i18n*/ { id: 'distributions.wizard.loading', message: 'Loading the mailing' },
  loadFailed: /*i18n*/ { id: 'distributions.wizard.loadFailed', message: 'The mailing could not be loaded' },
  optionsFailed: /*i18n*/ { id: 'distributions.wizard.optionsFailed', message: 'The channels and limits of your account could not be loaded' },
  finished: /*i18n*/ { id: 'distributions.wizard.finished', message: 'A finished mailing cannot be edited: duplicate it to send it again.' },
  stepOf: /*i18n*/ { id: 'distributions.wizard.stepOf', message: 'Step {number} of {count}' },
};

export const STEP_LABELS: Record<Step, MessageDescriptor> = {
  message: /*i18n*/ { id: 'distributions.step.message', message: 'Message' },
  audience: /*i18n*/ { id: 'distributions.step.audience', message: 'Recipients' },
  schedule: /*i18n*/ { id: 'distributions.step.schedule', message: 'Schedule' },
  review: /*i18n*/ { id: 'distributions.step.review', message: 'Check and start' },
};

/** What every step is given: the draft, a way to change it, the account's options and how to move on. */
export interface StepProps {
  draft: Draft;
  update: (change: Partial<Draft>) => void;
  options: DistributionOptions;
  /** The saved mailing when editing; null while making a new one. */
  saved: Distribution | null;
  go: (step: Step) => void;
  /** Replaces the whole draft (after a save, or with the stored mailing): kept in storage only when `store`. */
  replace: (next: Draft, store: boolean) => void;
}

/**
 * Making (`/distributions/create/:step?`) or editing (`/distributions/:distributionId/edit/:step?`) a
 * mailing, each step its own URL: the message, the recipients, the schedule, then the check with the
 * plan, the test and the start. The draft survives the steps, Back and a reload (draft.ts).
 */
export function DistributionWizard({ id }: { id: string | null }) {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const session = useSession();
  const options = useDistributionOptions();
  const mailing = useDistribution(id);
  const step = stepOf(route.params.step);
  const [draft, setDraft] = useState<Draft | null>(() => loadStoredDraft(id));
  const timeZone = options.data?.timeZone;

  // A new mailing starts from the next hour of the account's clock; editing, the saved mailing is the draft
  // until the user changes something. Both wait for the account's zone, in which the form reads dates.
  useEffect(() => {
    if (draft !== null || timeZone === undefined) return;
    if (id === null) setDraft(newDraft(new Date(), timeZone));
    else if (mailing.data) setDraft(draftOf(mailing.data, timeZone));
  }, [draft, id, mailing.data, timeZone]);

  const update = useCallback(
    (change: Partial<Draft>) => {
      setDraft((current) => {
        if (current === null) return current;
        const next = { ...current, ...change };
        storeDraft(id, next);
        return next;
      });
    },
    [id],
  );

  const replace = useCallback(
    (next: Draft, store: boolean) => {
      if (store) storeDraft(id, next);
      else forgetDraft(id);
      setDraft(next);
    },
    [id],
  );

  // Opened from an RFM segment: its clients are the recipients (segmentAudience.ts).
  useSegmentAudience(id, draft !== null, update);

  const go = useCallback(
    (next: Step) => {
      if (id === null) links.navigate('distributions.create', { step: next });
      else links.navigate('distributions.edit', { distributionId: id, step: next });
    },
    [id, links],
  );

  const title = id === null ? route.title : (mailing.data?.title ?? route.title);
  if (mailing.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => mailing.refetch()} retrying={mailing.isFetching} />;
  if (options.isError) return <LoadFailedAlert title={t(messages.optionsFailed)} onRetry={() => options.refetch()} retrying={options.isFetching} />;
  if (!options.data || draft === null || (id !== null && !mailing.data)) return <ContentSkeleton label={t(messages.loading)} heading rows={8} />;
  // The session's test flag is the truth the API applies too; the options carry it for the form.
  const accountOptions: DistributionOptions = session.status === 'authenticated' ? { ...options.data, isTestUser: session.user.isTestUser } : options.data;
  const saved = mailing.data ?? null;
  const stepProps: StepProps = { draft, update, options: accountOptions, saved, go, replace };
  const index = STEPS.indexOf(step);
  const splitOf = splitList(draft, id);

  return (
    <section>
      <PageHeading title={title} />
      {/* The recipients chosen from the clients are the booking system's: without its phones' rights none can be reached. */}
      <BookingStaffNotice />
      <nav aria-label={t(messages.steps)}>
        <Flex component="ol" gap={24} wrap style={{ listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
          {STEPS.map((each, position) => (
            <li key={each}>
              <Typography.Link
                href={id === null ? (links.href('distributions.create', { step: each }) ?? undefined) : (links.href('distributions.edit', { distributionId: id, step: each }) ?? undefined)}
                aria-current={each === step ? 'step' : undefined}
                strong={each === step}
                onClick={(event) => {
                  event.preventDefault();
                  go(each);
                }}
              >
                {`${position + 1}. ${t(STEP_LABELS[each])}`}
              </Typography.Link>
            </li>
          ))}
        </Flex>
      </nav>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t(STEP_LABELS[step])} <Typography.Text type="secondary">({t(messages.stepOf, { number: index + 1, count: STEPS.length })})</Typography.Text>
      </Typography.Title>
      {saved && (saved.status === 'done' || saved.status === 'canceled') ? <Alert type="info" showIcon title={t(messages.finished)} style={{ marginBottom: 16 }} /> : null}
      {step === 'message' ? <MessageStep {...stepProps} /> : null}
      {step === 'audience' ? <AudienceStep {...stepProps} /> : null}
      {step === 'schedule' ? <ScheduleStep {...stepProps} /> : null}
      {step === 'review' && splitOf ? <SplitReview {...stepProps} list={splitOf} /> : null}
      {step === 'review' && !splitOf ? <ReviewStep {...stepProps} id={id} /> : null}
    </section>
  );
}
