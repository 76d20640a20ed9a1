import { useState } from 'react';
import { useCurrentUser } from '@cabinet/api/core';
import {
  PLANNED_DAYS,
  QUICK_START_OFFER,
  QUICK_START_VARIANT_DEFINITIONS,
  START_MODES,
  templatesForGoals,
  type CompleteQuickStartResponse,
  type QuickStartGoal,
  type QuickStartProgress,
  type QuickStartRuleCode,
  type QuickStartStep,
  type QuickStartVariant,
} from '@cabinet/api/account';
import { FLOW_INTEGRATIONS, type FlowIntegration } from '@cabinet/api/flows';
import { providerForCountry } from '@cabinet/api/payments';
import { RouteLink, useHost, useLinks, useRemoteProps, useRoute, type RouteId } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, ContentSkeleton } from '@cabinet/design/core';
import { Radio } from '@cabinet/design/choices';
import { Checkbox } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useCompleteQuickStartMutation, useConnections, useQuickStart, useSaveQuickStartMutation, useTemplates } from '../../api/quickStart';
import { MedflexLpus } from '../../accounts/medflex-lpus/MedflexLpus';
import { useDescribeAuthError } from '../errors';
import { blockerOf, choicesOf, integrationOf, nextStep, offerShown, previousStep, stepsOf, toggleGoal, type WizardChoices } from './wizard';
import { GOALS, INTEGRATIONS, messages, PLANNED_DAY_LABELS, RULES, START_MODE_LABELS, STEP_LABELS, VARIANT_INTROS } from './wizardMessages';

/** Where each booking system is connected (the channel and system accounts' routes). */
const CONNECT_ROUTES: Record<FlowIntegration, RouteId> = { yclients: 'accounts.yclients', altegio: 'accounts.altegio', iikocrm: 'accounts.iiko', apicrm: 'accounts' };

/**
 * The one quick-start wizard; each variant (the route's) has its steps and goals in the shared
 * QUICK_START_VARIANT_DEFINITIONS. Every choice is saved on the server at once, so leaving and coming
 * back resumes at the same step with the same choices.
 */
export function QuickStartWizard({ variant }: { variant: QuickStartVariant }) {
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <WizardLoader variant={variant} />
    </>
  );
}

function WizardLoader({ variant }: { variant: QuickStartVariant }) {
  const t = useTranslate();
  const progress = useQuickStart(variant);
  if (progress.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (!progress.data) {
    return <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => progress.refetch()}>{t(messages.retry)}</Button>} />;
  }
  // Keyed by completion, so a finished wizard starts its own state afresh.
  return <Wizard key={progress.data.completedAt ?? 'open'} variant={variant} saved={progress.data} />;
}

function Wizard({ variant, saved }: { variant: QuickStartVariant; saved: QuickStartProgress }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const describe = useDescribeAuthError();
  const [step, setStep] = useState<QuickStartStep>(saved.step);
  const [choices, setChoices] = useState<WizardChoices>(() => choicesOf(saved));
  const [blocker, setBlocker] = useState<QuickStartRuleCode | null>(null);
  const [done, setDone] = useState<CompleteQuickStartResponse | null>(null);
  const save = useSaveQuickStartMutation(variant, { onError: async (error) => toast.error(t(messages.saveFailed), (await describe(error)).message) });
  const complete = useCompleteQuickStartMutation(variant, {
    onSuccess: setDone,
    onError: async (error) => toast.error(t(messages.completeFailed), (await describe(error)).message),
  });

  const steps = stepsOf(variant);
  const persist = (nextStepValue: QuickStartStep, nextChoices: WizardChoices) =>
    save.mutate({ step: nextStepValue, goals: nextChoices.goals, integration: nextChoices.integration, startMode: nextChoices.startMode, plannedDay: nextChoices.plannedDay });
  const change = (patch: Partial<WizardChoices>) => {
    const next = { ...choices, ...patch };
    setChoices(next);
    setBlocker(null);
    persist(step, next);
  };
  const go = (target: QuickStartStep | null, forward: boolean) => {
    if (!target) return;
    const rule = forward ? blockerOf(variant, step, choices) : null;
    if (rule) return setBlocker(rule);
    setBlocker(null);
    setStep(target);
    persist(target, choices);
  };

  if (saved.completedAt || done) return <Completed progress={done?.progress ?? saved} flows={done?.flows ?? null} />;

  const index = steps.indexOf(step);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Typography.Paragraph>{t(VARIANT_INTROS[variant])}</Typography.Paragraph>
      <nav aria-label={t(messages.stepsLabel)}>
        <ol style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map((item, position) => (
            <li key={item} aria-current={item === step ? 'step' : undefined}>
              <StatusTag tone={item === step ? 'info' : position < index ? 'success' : 'neutral'}>
                {t(messages.stepNumber, { number: position + 1, total: steps.length })}: {t(STEP_LABELS[item])}
              </StatusTag>
            </li>
          ))}
        </ol>
      </nav>
      <Surface>
        <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
          {t(STEP_LABELS[step])}
        </Typography.Title>
        {step === 'goals' ? <GoalsStep variant={variant} goals={choices.goals} onChange={(goals) => change({ goals })} /> : null}
        {step === 'connect' ? <ConnectStep variant={variant} integration={integrationOf(variant, choices)} onChange={(integration) => change({ integration })} /> : null}
        {step === 'review' ? <ReviewStep variant={variant} choices={choices} /> : null}
        {step === 'start' ? <StartStep choices={choices} onChange={change} /> : null}
        {blocker ? <Alert type="error" role="alert" showIcon title={t(RULES[blocker])} style={{ marginTop: 16 }} /> : null}
        <Flex gap={12} justify="space-between" style={{ marginTop: 24 }}>
          <Button onClick={() => go(previousStep(variant, step), false)} disabled={index === 0}>
            {t(messages.back)}
          </Button>
          {step === 'start' ? (
            <Button
              type="primary"
              loading={complete.isPending}
              onClick={() => {
                const rule = blockerOf(variant, step, choices);
                if (rule) return setBlocker(rule);
                complete.mutate({ startMode: choices.startMode ?? 'now', plannedDay: choices.startMode === 'planned' ? choices.plannedDay : null, language: locale });
              }}
            >
              {t(messages.finish)}
            </Button>
          ) : (
            <Button type="primary" onClick={() => go(nextStep(variant, step), true)}>
              {t(messages.next)}
            </Button>
          )}
        </Flex>
      </Surface>
    </Flex>
  );
}

function GoalsStep({ variant, goals, onChange }: { variant: QuickStartVariant; goals: QuickStartGoal[]; onChange: (goals: QuickStartGoal[]) => void }) {
  const t = useTranslate();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ marginBottom: 12 }}>{t(messages.goalsLegend)}</legend>
      <Flex vertical gap={12}>
        {QUICK_START_VARIANT_DEFINITIONS[variant].goals.map((goal) => (
          <Checkbox key={goal} checked={goals.includes(goal)} onChange={(event) => onChange(toggleGoal(variant, goals, goal, event.target.checked))}>
            <strong>{t(GOALS[goal].title)}</strong>
            <span style={{ display: 'block', color: 'rgba(0, 0, 0, 0.65)' }}>{t(GOALS[goal].description)}</span>
          </Checkbox>
        ))}
      </Flex>
    </fieldset>
  );
}

function ConnectStep({ variant, integration, onChange }: { variant: QuickStartVariant; integration: FlowIntegration | null; onChange: (integration: FlowIntegration) => void }) {
  const t = useTranslate();
  const links = useLinks();
  const connections = useConnections();
  const preset = QUICK_START_VARIANT_DEFINITIONS[variant].integration;
  const connected = integration ? (connections.data ?? []).filter((connection) => connection.integration === integration) : [];
  const href = integration ? links.href(CONNECT_ROUTES[integration]) : null;
  return (
    <Flex vertical gap={16}>
      {preset ? (
        <Typography.Paragraph style={{ margin: 0 }}>{t(messages.presetSystem, { system: t(INTEGRATIONS[preset]) })}</Typography.Paragraph>
      ) : (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ marginBottom: 12 }}>{t(messages.systemLegend)}</legend>
          <Radio.Group value={integration} onChange={(event) => onChange(event.target.value)} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {FLOW_INTEGRATIONS.map((item) => (
              <Radio key={item} value={item}>
                {t(INTEGRATIONS[item])}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
      )}
      {connections.isError ? <Alert type="warning" showIcon title={t(messages.connectionsFailed)} /> : null}
      {integration && connections.data ? (
        connected.length > 0 ? (
          <Alert type="success" showIcon role="status" title={t(messages.connected, { names: connected.map((connection) => connection.name).join(', ') })} />
        ) : (
          <Alert
            type="info"
            showIcon
            role="status"
            title={t(messages.notConnected, { system: t(INTEGRATIONS[integration]) })}
            description={href ? <RouteLink to={CONNECT_ROUTES[integration]}>{t(messages.connectLink, { system: t(INTEGRATIONS[integration]) })}</RouteLink> : null}
          />
        )
      ) : null}
      {/* The clinic's quick start connects Medflex here: its LPUs and their templates (issue 18's missing step). */}
      {variant === 'medflexOnboarding' ? <MedflexLpus /> : null}
    </Flex>
  );
}

function ReviewStep({ variant, choices }: { variant: QuickStartVariant; choices: WizardChoices }) {
  const t = useTranslate();
  const integration = integrationOf(variant, choices);
  const templates = useTemplates(integration);
  if (!integration) return null;
  const types = templatesForGoals(choices.goals, integration);
  const chosen = (templates.data ?? []).filter((template) => types.includes(template.templateType));
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>{t(messages.reviewIntro)}</Typography.Paragraph>
      {templates.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
      {templates.isError ? <Alert type="error" role="alert" showIcon title={t(messages.templatesFailed)} action={<Button onClick={() => templates.refetch()}>{t(messages.retry)}</Button>} /> : null}
      {templates.data && chosen.length === 0 ? <Alert type="info" showIcon title={t(messages.noFlows)} /> : null}
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {chosen.map((template) => (
          <li key={template.templateType} style={{ marginBottom: 8 }}>
            <strong>{template.title}</strong>
            {template.available ? null : <> ({t(messages.notInTariff)})</>}
            <span style={{ display: 'block' }}>{template.description}</span>
          </li>
        ))}
      </ul>
      {choices.goals.includes('mastersAnalytics') ? <Typography.Paragraph style={{ margin: 0 }}>{t(messages.analyticsNote)}</Typography.Paragraph> : null}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(messages.testModeNote)}
      </Typography.Paragraph>
    </Flex>
  );
}

function StartStep({ choices, onChange }: { choices: WizardChoices; onChange: (patch: Partial<WizardChoices>) => void }) {
  const t = useTranslate();
  const host = useHost();
  const links = useLinks();
  const user = useCurrentUser();
  const startMode = choices.startMode ?? 'now';
  const paymentsHref = links.href('payments');
  return (
    <Flex vertical gap={16}>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ marginBottom: 12 }}>{t(messages.startLegend)}</legend>
        <Radio.Group value={startMode} onChange={(event) => onChange({ startMode: event.target.value, plannedDay: event.target.value === 'planned' ? choices.plannedDay : null })} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {START_MODES.map((mode) => (
            <Radio key={mode} value={mode}>
              {t(START_MODE_LABELS[mode])}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
      {startMode === 'planned' ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ marginBottom: 12 }}>{t(messages.dayLegend)}</legend>
          <Radio.Group value={choices.plannedDay} onChange={(event) => onChange({ plannedDay: event.target.value })} style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            {PLANNED_DAYS.map((day) => (
              <Radio key={day} value={day}>
                {t(PLANNED_DAY_LABELS[day])}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
      ) : null}
      {user.data && offerShown(host.allowedTariffs, user.data.countryId) ? (
        <Alert
          type="info"
          showIcon
          title={t(messages.offer, { price: QUICK_START_OFFER.price, days: QUICK_START_OFFER.trialDays })}
          description={
            paymentsHref ? (
              // The widget's countries take the trial at once (the payments page's trial panel); others choose a plan.
              providerForCountry(user.data.countryId) === 'YoomoneyPay' ? (
                <RouteLink to="payments" search="?trial=1">
                  {t(messages.offerStart)}
                </RouteLink>
              ) : (
                <RouteLink to="payments">{t(messages.offerLink)}</RouteLink>
              )
            ) : null
          }
        />
      ) : null}
    </Flex>
  );
}

function Completed({ progress, flows }: { progress: QuickStartProgress; flows: CompleteQuickStartResponse['flows'] | null }) {
  const t = useTranslate();
  const links = useLinks();
  const flowsHref = links.href('flows');
  const mode: MessageDescriptor = progress.startMode === 'manager' ? messages.doneManager : progress.startMode === 'planned' ? messages.donePlanned : messages.doneNow;
  return (
    <Surface style={{ maxWidth: 860 }}>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t(messages.doneTitle)}
      </Typography.Title>
      <Typography.Paragraph role="status">
        {t(mode, { day: progress.plannedDay ? t(PLANNED_DAY_LABELS[progress.plannedDay]) : '' })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t(messages.doneCount, { count: flows?.length ?? progress.flowIds.length })}</Typography.Paragraph>
      {flows ? (
        <ul>
          {flows.map((flow) => (
            <li key={flow.id}>
              {flow.title} ({t(messages.testMode)})
            </li>
          ))}
        </ul>
      ) : null}
      {flowsHref ? <RouteLink to="flows">{t(messages.toFlows)}</RouteLink> : null}
    </Surface>
  );
}
