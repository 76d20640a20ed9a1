import { useState } from 'react';
import { currentUserSchema, useCurrentUser, type CurrentUser } from '@cabinet/api/core';
import { ACCOUNT_LANGUAGES, type AccountSettingsRequest, type AccountSwitch } from '@cabinet/api/account';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, NativeSelect, PageHeading, Surface, toast, Typography, ContentSkeleton, type FieldKind } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { ConfirmPasswordField, EmailField, Form, Input, PasswordField, PasswordInput, RequiredField, type FormInstance } from '@cabinet/design/forms';
import { PhoneField } from '@cabinet/design/phone';
import { isLocale, LOCALE_NAMES, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useFormFailure } from '@cabinet/toolkit/forms';
import {
  useChangeEmailMutation,
  useChangePasswordMutation,
  useChangePhoneMutation,
  usePhoneCodeState,
  useSaveSettingsMutation,
  useSendPhoneCodeMutation,
  useSettingsState,
  useShowStoredUser,
} from '../../api/settings';
import { CHANGE_FAILED, settingsMessageOf, useDescribeSettingsError } from '../../shared/settingsErrors';
import { phoneCodeView, useNow } from './phoneCodeTimer';

const messages = {
  loading: /*i18n*/ { id: 'auth.settings.loading', message: 'Loading the settings' },
  loadFailed: /*i18n*/ { id: 'auth.settings.loadFailed', message: 'The settings could not be loaded' },
  retry: /*i18n*/ { id: 'auth.settings.retry', message: 'Try again' },
  profileLink: /*i18n*/ { id: 'auth.settings.profileLink', message: 'Profile, tariff and API token' },
  saved: /*i18n*/ { id: 'auth.settings.saved', message: 'Saved' },
  languageTitle: /*i18n*/ { id: 'auth.settings.language.title', message: 'Language' },
  languageLabel: /*i18n*/ { id: 'auth.settings.language.label', message: 'Account language' },
  languageHint: /*i18n*/ { id: 'auth.settings.language.hint', message: 'Stored on your account and applied at once.' },
  notificationsTitle: /*i18n*/ { id: 'auth.settings.notifications.title', message: 'Consent and reports' },
  consent: /*i18n*/ { id: 'auth.settings.consent', message: 'Collect consent to campaigns from clients' },
  consentHint: /*i18n*/ { id: 'auth.settings.consent.hint', message: 'Clients are asked whether they agree to receive mailings.' },
  yclientsReports: /*i18n*/ { id: 'auth.settings.yclientsReports', message: 'Do not send weekly YCLIENTS reports' },
  iikoReports: /*i18n*/ { id: 'auth.settings.iikoReports', message: 'Do not send weekly iiko reports' },
  phoneTitle: /*i18n*/ { id: 'auth.settings.phone.title', message: 'Phone number' },
  currentPhone: /*i18n*/ { id: 'auth.settings.phone.current', message: 'Current number: {phone}' },
  noPhone: /*i18n*/ { id: 'auth.settings.phone.none', message: 'No phone number yet' },
  newPhone: /*i18n*/ { id: 'auth.settings.phone.new', message: 'New phone number' },
  sendCode: /*i18n*/ { id: 'auth.settings.phone.sendCode', message: 'Send a code' },
  sendAgain: /*i18n*/ { id: 'auth.settings.phone.sendAgain', message: 'Send a new code' },
  codeSent: /*i18n*/ { id: 'auth.settings.phone.codeSent', message: 'A code was sent to {phone}. It is valid for 30 seconds.' },
  code: /*i18n*/ { id: 'auth.settings.phone.code', message: 'Code' },
  confirmPhone: /*i18n*/ { id: 'auth.settings.phone.confirm', message: 'Confirm the number' },
  countdown: /*i18n*/ { id: 'auth.settings.phone.countdown', message: 'A new code can be asked in {seconds} s' },
  attemptsLeft: /*i18n*/ { id: 'auth.settings.phone.attemptsLeft', message: 'Attempts left today: {count} of 3' },
  blocked: /*i18n*/ { id: 'auth.settings.phone.blocked', message: 'No attempts left today. Try again tomorrow.' },
  phoneChanged: /*i18n*/ { id: 'auth.settings.phone.changed', message: 'The phone number is changed' },
  emailTitle: /*i18n*/ { id: 'auth.settings.email.title', message: 'Email' },
  currentEmail: /*i18n*/ { id: 'auth.settings.email.current', message: 'Current email: {email}' },
  newEmail: /*i18n*/ { id: 'auth.settings.email.new', message: 'New email' },
  sendLink: /*i18n*/ { id: 'auth.settings.email.send', message: 'Send a confirmation link' },
  pending: /*i18n*/ { id: 'auth.settings.email.pending', message: 'A confirmation link was sent to {email}. The email changes when you open it.' },
  passwordTitle: /*i18n*/ { id: 'auth.settings.password.title', message: 'Password' },
  currentPassword: /*i18n*/ { id: 'auth.settings.password.current', message: 'Current password' },
  changePassword: /*i18n*/ { id: 'auth.settings.password.submit', message: 'Change the password' },
  passwordChanged: /*i18n*/ { id: 'auth.settings.password.changed', message: 'The password is changed' },
} satisfies Record<string, MessageDescriptor>;

/**
 * The numbering plans with libphonenumber (about 28 KB gzip) load when a new number is first checked: most
 * visits change a switch or the password, and the plans came with the screen's first visit before.
 */
const checkPhoneLater = async (value: string) => (await import('@cabinet/api/phone')).checkPhone(value);

/** /account/update: every setting of spec section 2, each saved on its own with its own feedback. */
export function UpdateScreen() {
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <Settings />
    </>
  );
}

function Settings() {
  const t = useTranslate();
  const user = useCurrentUser();
  if (user.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (!user.data) {
    return (
      <Alert
        type="error"
        role="alert"
        showIcon
        title={t(messages.loadFailed)}
        action={<Button onClick={() => user.refetch()}>{t(messages.retry)}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <RouteLink to="account.profile">{t(messages.profileLink)}</RouteLink>
      <LanguageSection user={user.data} />
      <SwitchesSection user={user.data} />
      <PhoneSection user={user.data} />
      <EmailSection user={user.data} />
      <PasswordSection />
    </Flex>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
      {children}
    </Typography.Title>
  );
}

/**
 * Saves one change of the settings with the version the screen shows (issue 14). A tab showing old settings
 * is refused 409: the change stays shown, and the toolkit's alert offers to load what is stored or to save the
 * change over it. `tried` is the change on screen while it is saving or refused as stale.
 */
function useVersionedSave(user: CurrentUser, failed: MessageDescriptor, onSaved?: (saved: CurrentUser) => void) {
  const t = useTranslate();
  const describe = useDescribeSettingsError();
  const conflict = useVersionConflict(currentUserSchema);
  const showStored = useShowStoredUser();
  const [attempt, setAttempt] = useState<AccountSettingsRequest | null>(null);
  const save = useSaveSettingsMutation({
    onSuccess: (saved) => {
      conflict.clear();
      setAttempt(null);
      onSaved?.(saved);
      toast.success(t(messages.saved));
    },
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      setAttempt(null);
      toast.error(t(failed), (await describe(error)).message);
    },
  });
  const change = (request: AccountSettingsRequest) => {
    setAttempt(request);
    save.mutate({ ...request, settingsVersion: user.settingsVersion });
  };
  const stored = conflict.current;
  const alert = stored ? (
    <VersionConflictAlert
      busy={save.isPending}
      onReload={() => {
        showStored(stored);
        conflict.clear();
        setAttempt(null);
      }}
      onOverwrite={() => {
        if (attempt) save.mutate({ ...attempt, settingsVersion: stored.settingsVersion });
      }}
    />
  ) : null;
  return { change, tried: save.isPending || stored ? attempt : null, alert, pending: save.isPending };
}

function LanguageSection({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  const { locale, changeLocale } = useRemoteProps();
  const { change, tried, alert } = useVersionedSave(user, CHANGE_FAILED.language, (saved) => {
    if (saved.language && isLocale(saved.language)) changeLocale(saved.language);
  });
  const value = tried?.language ?? user.language ?? locale;
  return (
    <Surface>
      <SectionTitle>{t(messages.languageTitle)}</SectionTitle>
      {alert}
      <NativeSelect
        label={t(messages.languageLabel)}
        value={value}
        options={ACCOUNT_LANGUAGES.map((language) => ({ value: language, label: LOCALE_NAMES[language], lang: language }))}
        onChange={(language) => {
          if (isLocale(language)) change({ language });
        }}
        style={{ minWidth: 220 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t(messages.languageHint)}
      </Typography.Paragraph>
    </Surface>
  );
}

const SWITCHES: ReadonlyArray<{ field: AccountSwitch; label: MessageDescriptor; hint?: MessageDescriptor; failed: MessageDescriptor }> = [
  { field: 'isEnableCampaignConsentCollect', label: messages.consent, hint: messages.consentHint, failed: CHANGE_FAILED.consent },
  { field: 'notSendWeeklyYclientsReports', label: messages.yclientsReports, failed: CHANGE_FAILED.reports },
  { field: 'notSendWeeklyIikoReports', label: messages.iikoReports, failed: CHANGE_FAILED.reports },
];

function SwitchesSection({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  return (
    <Surface>
      <SectionTitle>{t(messages.notificationsTitle)}</SectionTitle>
      <Flex vertical gap={12}>
        {SWITCHES.map((item) => (
          <SettingSwitch key={item.field} user={user} {...item} />
        ))}
      </Flex>
    </Surface>
  );
}

/** One switch, saved on change: it shows the new value at once and goes back if the save fails. */
function SettingSwitch({ user, field, label, hint, failed }: { user: CurrentUser; field: AccountSwitch; label: MessageDescriptor; hint?: MessageDescriptor; failed: MessageDescriptor }) {
  const t = useTranslate();
  const { change, tried, alert, pending } = useVersionedSave(user, failed);
  const checked = tried?.[field] ?? user[field];
  const id = `setting-${field}`;
  return (
    <div>
      {alert}
      <Flex gap={12} align="flex-start">
        <Switch id={id} checked={checked} loading={pending} onChange={(value) => change({ [field]: value })} aria-describedby={hint ? `${id}-hint` : undefined} />
        <div>
          <label htmlFor={id}>{t(label)}</label>
          {hint ? (
            <Typography.Paragraph id={`${id}-hint`} type="secondary" style={{ marginBottom: 0 }}>
              {t(hint)}
            </Typography.Paragraph>
          ) : null}
        </div>
      </Flex>
    </div>
  );
}

/** A section's failed change: the API's field refusals at their fields, anything else above its button. Typed values stay. */
function useSectionFailure(form: FormInstance, failed: MessageDescriptor, fieldKinds: Record<string, FieldKind>) {
  return useFormFailure(form, useDescribeSettingsError(), { fieldKinds, messageOf: settingsMessageOf, title: failed });
}

function PhoneSection({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const state = usePhoneCodeState();
  const [ticking, setTicking] = useState(true);
  const now = useNow(ticking);
  const view = phoneCodeView(state.data, now);
  if (ticking !== (view.waitSeconds > 0 || view.codeLive)) setTicking(view.waitSeconds > 0 || view.codeLive);
  const failure = useSectionFailure(form, CHANGE_FAILED.phone, { phone: 'phone', code: 'generic' });

  const send = useSendPhoneCodeMutation({ onError: failure.show, onSuccess: () => form.setFieldValue('code', '') });
  const confirm = useChangePhoneMutation({
    onSuccess: () => {
      toast.success(t(messages.phoneChanged));
      form.resetFields();
    },
    onError: failure.show,
  });

  const askCode = () => void form.validateFields(['phone']).then(({ phone }) => {
      failure.clear();
      send.mutate(phone);
    }, () => undefined);
  const confirmCode = () => void form.validateFields(['code']).then(({ code }) => {
      failure.clear();
      confirm.mutate(code);
    }, () => undefined);

  return (
    <Surface>
      <SectionTitle>{t(messages.phoneTitle)}</SectionTitle>
      <Typography.Paragraph>{user.phoneNumber ? t(messages.currentPhone, { phone: user.phoneNumber }) : t(messages.noPhone)}</Typography.Paragraph>
      {/* Two steps in one form: the number (Enter asks for a code), then its code; each button checks only its field. */}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={view.codeLive ? confirmCode : askCode} disabled={view.blocked}>
        <PhoneField label={t(messages.newPhone)} check={checkPhoneLater} />
        {failure.alert}
        <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
          <Button onClick={askCode} loading={send.isPending} disabled={!view.canAsk}>
            {t(state.data?.expiresAt || view.waitSeconds > 0 ? messages.sendAgain : messages.sendCode)}
          </Button>
          {view.waitSeconds > 0 && !view.blocked ? <span role="timer">{t(messages.countdown, { seconds: view.waitSeconds })}</span> : null}
        </Flex>
        {view.codeLive && state.data?.phone ? (
          <>
            <Typography.Paragraph role="status">{t(messages.codeSent, { phone: state.data.phone })}</Typography.Paragraph>
            <RequiredField name="code" label={t(messages.code)}>
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </RequiredField>
            <Button type="primary" htmlType="submit" loading={confirm.isPending}>
              {t(messages.confirmPhone)}
            </Button>
          </>
        ) : null}
      </Form>
      {view.blocked ? (
        <Alert type="warning" showIcon role="alert" title={t(messages.blocked)} style={{ marginTop: 12 }} />
      ) : state.data && state.data.attemptsLeft < 3 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t(messages.attemptsLeft, { count: view.attemptsLeft })}
        </Typography.Paragraph>
      ) : null}
    </Surface>
  );
}

function EmailSection({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  const [form] = Form.useForm<{ email: string }>();
  const state = useSettingsState();
  const failure = useSectionFailure(form, CHANGE_FAILED.email, { email: 'email' });
  const change = useChangeEmailMutation({ onSuccess: () => form.resetFields(), onError: failure.show });
  const pending = state.data?.pendingEmail;
  return (
    <Surface>
      <SectionTitle>{t(messages.emailTitle)}</SectionTitle>
      <Typography.Paragraph>{t(messages.currentEmail, { email: user.email })}</Typography.Paragraph>
      {pending ? <Alert type="info" showIcon role="status" title={t(messages.pending, { email: pending })} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => {
          failure.clear();
          change.mutate(values);
        }} disabled={change.isPending}>
        <EmailField label={t(messages.newEmail)} />
        {failure.alert}
        <Button htmlType="submit" loading={change.isPending}>
          {t(messages.sendLink)}
        </Button>
      </Form>
    </Surface>
  );
}

function PasswordSection() {
  const t = useTranslate();
  const { session } = useRemoteProps();
  const [form] = Form.useForm<{ currentPassword: string; newPassword: string; confirmPassword: string }>();
  const failure = useSectionFailure(form, CHANGE_FAILED.password, { currentPassword: 'password', newPassword: 'password', confirmPassword: 'confirmPassword' });
  const change = useChangePasswordMutation({
    // Every other session ended: this one carries on with the new pair.
    onSuccess: async (tokens) => {
      await session.signIn(tokens);
      form.resetFields();
      toast.success(t(messages.passwordChanged));
    },
    onError: failure.show,
  });
  return (
    <Surface>
      <SectionTitle>{t(messages.passwordTitle)}</SectionTitle>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => {
          failure.clear();
          change.mutate(values);
        }} disabled={change.isPending}>
        <RequiredField name="currentPassword" label={t(messages.currentPassword)}>
          <PasswordInput autoComplete="current-password" />
        </RequiredField>
        <PasswordField name="newPassword" kind="other" autoComplete="new-password" isNew />
        <ConfirmPasswordField passwordField="newPassword" />
        {failure.alert}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t(messages.changePassword)}
        </Button>
      </Form>
    </Surface>
  );
}
