import { useState, type FormEvent, type ReactNode } from 'react';
import { AI_LANGUAGES, BOT_INSTRUCTION_MAX, BOT_NAME_MAX, checkWorkHours, type AiLanguage } from '@cabinet/api/ai';
import { useLinks, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, NativeSelect, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { Input, TextArea } from '@cabinet/design/forms';
import { i18n, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useChannelAccounts } from '../../api/channelAccounts';
import { useCreateNightBotMutation } from '../../api/nightBot';
import { useDescribeAiError } from '../../shared/errors';
import { topUpMinimum } from '../../shared/money';

const messages = {
  intro: /*i18n*/ {
    id: 'ai.night.intro',
    message: 'A night assistant answers your clients while nobody is at work, from your instruction and knowledge base, and tells them when a person will be back. Four steps.',
  },
  steps: /*i18n*/ { id: 'ai.night.steps', message: 'Steps' },
  stepOf: /*i18n*/ { id: 'ai.night.stepOf', message: 'Step {step} of {count}: {title}' },
  step1: /*i18n*/ { id: 'ai.night.step1', message: 'Name and language' },
  step2: /*i18n*/ { id: 'ai.night.step2', message: 'Your work hours' },
  step3: /*i18n*/ { id: 'ai.night.step3', message: 'What it tells clients' },
  step4: /*i18n*/ { id: 'ai.night.step4', message: 'Channel and check' },
  name: /*i18n*/ { id: 'ai.night.name', message: 'Name of the assistant' },
  defaultName: /*i18n*/ { id: 'ai.night.defaultName', message: 'Night assistant' },
  language: /*i18n*/ { id: 'ai.night.language', message: 'Language it answers in' },
  opensAt: /*i18n*/ { id: 'ai.night.opensAt', message: 'The business opens at' },
  closesAt: /*i18n*/ { id: 'ai.night.closesAt', message: 'The business closes at' },
  hour: /*i18n*/ { id: 'ai.night.hour', message: '{hour}:00' },
  hoursNote: /*i18n*/ { id: 'ai.night.hoursNote', message: 'The assistant answers from {closes}:00 to {opens}:00, while the business is closed, and keeps silent during the day.' },
  hoursOrder: /*i18n*/ { id: 'ai.night.hoursOrder', message: 'FROM must be less than TO: the business must open before it closes' },
  instruction: /*i18n*/ { id: 'ai.night.instruction', message: 'Instruction (prompt)' },
  instructionHint: /*i18n*/ { id: 'ai.night.instructionHint', message: 'What the assistant is and what it says at night; add your prices and address, or a knowledge base later.' },
  template: /*i18n*/ {
    id: 'ai.night.template',
    message: 'You answer the clients of {name} at night, while the staff are away. Be brief and polite. Say that the business opens at {opens}:00 and that a person will reply then. Answer questions from the knowledge base only; if you do not know, say so.',
  },
  channel: /*i18n*/ { id: 'ai.night.channel', message: 'Channel account it answers on' },
  noChannel: /*i18n*/ { id: 'ai.night.noChannel', message: 'None for now (choose one in its settings later)' },
  summary: /*i18n*/ { id: 'ai.night.summary', message: '“{name}” will answer in {language} from {closes}:00 to {opens}:00.' },
  balanceNote: /*i18n*/ { id: 'ai.night.balanceNote', message: 'It answers clients once its balance is topped up (at least {minimum}), on the assistant’s page.' },
  back: /*i18n*/ { id: 'ai.night.back', message: 'Back' },
  next: /*i18n*/ { id: 'ai.night.next', message: 'Next' },
  create: /*i18n*/ { id: 'ai.night.create', message: 'Create the night assistant' },
  created: /*i18n*/ { id: 'ai.night.created', message: 'The night assistant “{name}” is created' },
  createFailed: /*i18n*/ { id: 'ai.night.createFailed', message: 'The night assistant could not be created' },
  nameRequired: /*i18n*/ { id: 'ai.night.nameRequired', message: 'Enter a name' },
  tooLong: /*i18n*/ { id: 'ai.night.tooLong', message: 'The text is too long' },
};

const LANGUAGE_NAMES: Record<AiLanguage, string> = { ru: 'Русский', en: 'English', 'pt-BR': 'Português (Brasil)', 'uk-UA': 'Українська' };
const STEP_TITLES: readonly MessageDescriptor[] = [messages.step1, messages.step2, messages.step3, messages.step4];
const HOURS = Array.from({ length: 25 }, (_, hour) => hour);

/** A label above its control (the design's fields are not in a Form here: four small steps of plain state). */
function Field({ id, label, hint, error, children }: { id?: string; label: string; hint?: string; error?: string | null; children: ReactNode }) {
  const labelStyle = { display: 'block', marginBottom: 4, fontWeight: 500 } as const;
  return (
    <div>
      {/* A native select names itself (aria-label): its visible label is text alone. */}
      {id ? (
        <label htmlFor={id} style={labelStyle}>
          {label}
        </label>
      ) : (
        <div aria-hidden style={labelStyle}>
          {label}
        </div>
      )}
      {children}
      {error ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 4 }}>
          {error}
        </Typography.Text>
      ) : hint ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {hint}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * /flowCopilotBots/nightBotQuickStart: the night bot wizard (spec section 2; four steps, docs/architecture.md says
 * why not five): name and language, the business's work hours, the instruction, the channel with a check of it
 * all; it creates an assistant that answers outside the work hours and opens its page.
 */
export function NightBotQuickStart() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const describe = useDescribeAiError();
  const channels = useChannelAccounts();
  const [step, setStep] = useState(0);
  const [name, setName] = useState(() => t(messages.defaultName));
  const [language, setLanguage] = useState<AiLanguage>(() => AI_LANGUAGES.find((known) => known === i18n.locale) ?? 'en');
  const [opensAt, setOpensAt] = useState(9);
  const [closesAt, setClosesAt] = useState(21);
  const [instruction, setInstruction] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [channelId, setChannelId] = useState('');
  const create = useCreateNightBotMutation({
    onMutate: () => setFailure(null),
    onSuccess: (bot) => {
      toast.success(t(messages.created, { name: bot.name }));
      links.navigate('flowCopilotBots.bot', { copilotBotId: bot.id });
    },
    onError: async (error) => setFailure((await describe(error)).message),
  });

  const trimmedName = name.trim();
  const text = instruction ?? t(messages.template, { name: trimmedName, opens: opensAt });
  /** The step's own check; null lets the wizard go on. */
  const checkStep = (): string | null => {
    if (step === 0) return trimmedName === '' ? t(messages.nameRequired) : trimmedName.length > BOT_NAME_MAX ? t(messages.tooLong) : null;
    if (step === 1) return checkWorkHours(opensAt, closesAt) ? t(messages.hoursOrder) : null;
    if (step === 2) return text.length > BOT_INSTRUCTION_MAX ? t(messages.tooLong) : null;
    return null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = checkStep();
    setProblem(refused);
    if (refused) return;
    if (step < STEP_TITLES.length - 1) setStep(step + 1);
    else create.mutate({ name: trimmedName, language, opensAt, closesAt, instruction: text, channelAccountId: channelId === '' ? null : channelId });
  };
  const hourOptions = (from: number, to: number) => HOURS.filter((hour) => hour >= from && hour <= to).map((hour) => ({ value: String(hour), label: t(messages.hour, { hour }) }));
  const title = STEP_TITLES[step] ?? messages.step1;

  let body: ReactNode;
  if (step === 0) {
    body = (
      <>
        <Field id="night-name" label={t(messages.name)} error={problem}>
          <Input id="night-name" value={name} maxLength={BOT_NAME_MAX + 1} autoComplete="off" aria-invalid={problem !== null} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={t(messages.language)}>
          <NativeSelect
            label={t(messages.language)}
            value={language}
            onChange={(value) => setLanguage(AI_LANGUAGES.find((known) => known === value) ?? 'en')}
            options={AI_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            style={{ width: '100%' }}
          />
        </Field>
      </>
    );
  } else if (step === 1) {
    body = (
      <>
        <Flex gap={16} wrap>
          <Field label={t(messages.opensAt)}>
            <NativeSelect label={t(messages.opensAt)} value={String(opensAt)} onChange={(value) => {
              setOpensAt(Number(value));
              setProblem(null);
            }} options={hourOptions(0, 23)} />
          </Field>
          <Field label={t(messages.closesAt)}>
            <NativeSelect label={t(messages.closesAt)} value={String(closesAt)} onChange={(value) => {
              setClosesAt(Number(value));
              setProblem(null);
            }} options={hourOptions(1, 24)} />
          </Field>
        </Flex>
        {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : <Typography.Paragraph>{t(messages.hoursNote, { opens: opensAt, closes: closesAt })}</Typography.Paragraph>}
      </>
    );
  } else if (step === 2) {
    body = (
      <Field id="night-instruction" label={t(messages.instruction)} hint={t(messages.instructionHint)} error={problem}>
        <TextArea id="night-instruction" value={text} rows={6} maxLength={BOT_INSTRUCTION_MAX + 1} onChange={(event) => setInstruction(event.target.value)} />
      </Field>
    );
  } else {
    body = (
      <>
        <Field label={t(messages.channel)}>
          <NativeSelect
            label={t(messages.channel)}
            value={channelId}
            onChange={setChannelId}
            options={[
              { value: '', label: t(messages.noChannel) },
              ...(channels.data?.accounts ?? []).map((account) => ({ value: account.id, label: [account.name, account.phone].filter(Boolean).join(', ') })),
            ]}
            style={{ width: '100%' }}
          />
        </Field>
        <Typography.Paragraph strong>{t(messages.summary, { name: trimmedName, language: LANGUAGE_NAMES[language], opens: opensAt, closes: closesAt })}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t(messages.balanceNote, topUpMinimum())}</Typography.Paragraph>
        {failure ? <Alert type="error" showIcon role="alert" title={t(messages.createFailed)} description={failure} /> : null}
      </>
    );
  }

  return (
    <section>
      <PageHeading title={route.title} />
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      <ol aria-label={t(messages.steps)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {STEP_TITLES.map((descriptor, index) => (
          <li
            key={descriptor.id}
            aria-current={index === step ? 'step' : undefined}
            style={{ padding: '2px 10px', borderRadius: 12, border: '1px solid #d9d9d9', background: index === step ? '#e6f4ff' : '#fff', fontWeight: index === step ? 600 : 400 }}
          >
            {`${index + 1}. ${t(descriptor)}`}
          </li>
        ))}
      </ol>
      <Surface style={{ maxWidth: 640 }}>
        <form onSubmit={submit} noValidate>
          <Flex vertical gap={16}>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {t(messages.stepOf, { step: step + 1, count: STEP_TITLES.length, title: t(title) })}
            </Typography.Title>
            {body}
            <Flex gap={8} wrap>
              {step > 0 ? (
                <Button
                  onClick={() => {
                    setProblem(null);
                    setStep(step - 1);
                  }}
                >
                  {t(messages.back)}
                </Button>
              ) : null}
              <Button type="primary" htmlType="submit" loading={create.isPending}>
                {t(step === STEP_TITLES.length - 1 ? messages.create : messages.next)}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Surface>
    </section>
  );
}
