import { useState } from 'react';
import { useCurrentUser, type CurrentUser } from '@cabinet/api/core';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, Surface, toast, Typography, ContentSkeleton } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import { Modal } from '@cabinet/design/overlays';
import { formatDate, LOCALE_NAMES, isLocale, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useInlineFailure } from '@cabinet/toolkit/forms';
import { useApiToken, useRegenerateApiTokenMutation } from '../../api/settings';
import { countryIso, countryName } from '@cabinet/api/countries';
import { useDescribeSettingsError } from '../../shared/settingsErrors';
import { tariffName } from './tariffs';

const messages = {
  loading: /*i18n*/ { id: 'auth.profile.loading', message: 'Loading the profile' },
  loadFailed: /*i18n*/ { id: 'auth.profile.loadFailed', message: 'The profile could not be loaded' },
  retry: /*i18n*/ { id: 'auth.profile.retry', message: 'Try again' },
  factsTitle: /*i18n*/ { id: 'auth.profile.facts.title', message: 'Account' },
  email: /*i18n*/ { id: 'auth.profile.email', message: 'Email' },
  phone: /*i18n*/ { id: 'auth.profile.phone', message: 'Phone number' },
  language: /*i18n*/ { id: 'auth.profile.language', message: 'Language' },
  country: /*i18n*/ { id: 'auth.profile.country', message: 'Country' },
  otherCountry: /*i18n*/ { id: 'auth.profile.country.other', message: 'Other country' },
  notSet: /*i18n*/ { id: 'auth.profile.notSet', message: 'Not set' },
  /** An account without a language of its own is written to in the interface's. */
  interfaceLanguage: /*i18n*/ { id: 'auth.profile.language.interface', message: '{language}, as the interface' },
  tariffTitle: /*i18n*/ { id: 'auth.profile.tariff.title', message: 'Tariff and limits' },
  majorTariff: /*i18n*/ { id: 'auth.profile.majorTariff', message: 'Tariff' },
  noTariff: /*i18n*/ { id: 'auth.profile.noTariff', message: 'No paid tariff' },
  notifications: /*i18n*/ { id: 'auth.profile.notifications', message: 'Messages left' },
  instances: /*i18n*/ { id: 'auth.profile.instances', message: 'WhatsApp accounts allowed' },
  testUser: /*i18n*/ { id: 'auth.profile.testUser', message: 'Test account' },
  yes: /*i18n*/ { id: 'auth.profile.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'auth.profile.no', message: 'No' },
  edit: /*i18n*/ { id: 'auth.profile.edit', message: 'Change the settings' },
  tokenTitle: /*i18n*/ { id: 'auth.profile.token.title', message: 'API token' },
  tokenHint: /*i18n*/ {
    id: 'auth.profile.token.hint',
    message: 'The generic API channel authenticates with this token: send it in the Authorization header after the word Token and a space.',
  },
  tokenLabel: /*i18n*/ { id: 'auth.profile.token.label', message: 'Your API token' },
  tokenCreated: /*i18n*/ { id: 'auth.profile.token.created', message: 'Created {date}' },
  tokenFailed: /*i18n*/ { id: 'auth.profile.token.failed', message: 'The API token could not be loaded' },
  copy: /*i18n*/ { id: 'auth.profile.token.copy', message: 'Copy the token' },
  copied: /*i18n*/ { id: 'auth.profile.token.copied', message: 'The token is copied' },
  copyFailed: /*i18n*/ { id: 'auth.profile.token.copyFailed', message: 'The browser did not allow copying. Select the token and copy it.' },
  regenerate: /*i18n*/ { id: 'auth.profile.token.regenerate', message: 'Regenerate the token' },
  regenerateTitle: /*i18n*/ { id: 'auth.profile.token.regenerate.title', message: 'Regenerate the API token?' },
  regenerateBody: /*i18n*/ {
    id: 'auth.profile.token.regenerate.body',
    message: 'The current token stops working at once: every system that uses it must get the new one.',
  },
  regenerated: /*i18n*/ { id: 'auth.profile.token.regenerated', message: 'A new token is made; the old one no longer works' },
  regenerateFailed: /*i18n*/ { id: 'auth.profile.token.regenerateFailed', message: 'The token could not be regenerated' },
  cancel: /*i18n*/ { id: 'auth.profile.cancel', message: 'Cancel' },
} satisfies Record<string, MessageDescriptor>;

/** /account/profile: the User entity's facts (read-only), the tariff and limits, and the API token. */
export function ProfileScreen() {
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <Profile />
    </>
  );
}

function Profile() {
  const t = useTranslate();
  const user = useCurrentUser();
  if (user.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (!user.data) {
    return <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => user.refetch()}>{t(messages.retry)}</Button>} />;
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Facts user={user.data} />
      <ApiTokenSection />
    </Flex>
  );
}

function FactList({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(160px, max-content) 1fr', gap: '8px 24px', margin: 0 }}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{term}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Facts({ user }: { user: CurrentUser }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const country = countryIso(user.countryId);
  const language = user.language && isLocale(user.language) ? LOCALE_NAMES[user.language] : null;
  const tariff = tariffName(user.majorTariff);
  return (
    <>
      <Surface>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.factsTitle)}
        </Typography.Title>
        <FactList
          items={[
            [t(messages.email), user.email],
            [t(messages.phone), user.phoneNumber ?? t(messages.notSet)],
            [t(messages.language), language ?? t(messages.interfaceLanguage, { language: LOCALE_NAMES[locale] })],
            [t(messages.country), country ? countryName(country, locale) : t(messages.otherCountry)],
          ]}
        />
        <div style={{ marginTop: 16 }}>
          <RouteLink to="account.update">{t(messages.edit)}</RouteLink>
        </div>
      </Surface>
      <Surface>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.tariffTitle)}
        </Typography.Title>
        <FactList
          items={[
            [t(messages.majorTariff), tariff ? t(tariff.descriptor, tariff.values) : t(messages.noTariff)],
            [t(messages.notifications), user.availableNotificationsCount.toLocaleString(locale)],
            [t(messages.instances), String(user.chatApiInstanceLimit)],
            [t(messages.testUser), t(user.isTestUser ? messages.yes : messages.no)],
          ]}
        />
      </Surface>
    </>
  );
}

function ApiTokenSection() {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const token = useApiToken();
  const [confirming, setConfirming] = useState(false);
  // Said in the dialog, which stays open to try again: a toast would vanish before it is read.
  const failure = useInlineFailure(useDescribeSettingsError(), { title: messages.regenerateFailed });
  const regenerate = useRegenerateApiTokenMutation({
    onMutate: failure.clear,
    onSuccess: () => {
      setConfirming(false);
      toast.success(t(messages.regenerated));
    },
    onError: failure.onError,
  });

  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t(messages.copied));
    } catch {
      toast.error(t(messages.copyFailed));
    }
  };

  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.tokenTitle)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(messages.tokenHint)}</Typography.Paragraph>
      {token.isError ? (
        <Alert type="error" role="alert" showIcon title={t(messages.tokenFailed)} action={<Button onClick={() => token.refetch()}>{t(messages.retry)}</Button>} />
      ) : token.data ? (
        <>
          <label htmlFor="api-token" style={{ display: 'block', marginBottom: 4 }}>
            {t(messages.tokenLabel)}
          </label>
          <Input id="api-token" readOnly value={token.data.token} onFocus={(event) => event.currentTarget.select()} style={{ fontFamily: 'monospace' }} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
            {t(messages.tokenCreated, { date: formatDate(token.data.createdAt, locale, 'dateTime') })}
          </Typography.Paragraph>
          <Flex gap={12} wrap>
            <Button onClick={() => void copy(token.data.token)}>{t(messages.copy)}</Button>
            <Button danger onClick={() => setConfirming(true)}>
              {t(messages.regenerate)}
            </Button>
          </Flex>
        </>
      ) : (
        <ContentSkeleton label={t(messages.loading)} />
      )}
      <Modal
        open={confirming}
        title={t(messages.regenerateTitle)}
        okText={t(messages.regenerate)}
        cancelText={t(messages.cancel)}
        okButtonProps={{ danger: true, loading: regenerate.isPending }}
        onOk={() => regenerate.mutate()}
        onCancel={() => {
          failure.clear();
          setConfirming(false);
        }}
      >
        {failure.alert}
        {t(messages.regenerateBody)}
      </Modal>
    </Surface>
  );
}
