import { useEffect, useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import type { FlowType, PublicIgnoreEntry } from '@cabinet/api/flows';
import { Alert, AuthCard, Button, Flex, StatusTag, Typography } from '@cabinet/design/core';
import { Checkbox } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { isLinkInvalid, linkStatus } from '@cabinet/toolkit/public-link';
import { usePublicIgnoreEntry, useSavePublicIgnoreEntryMutation } from '../../api/blacklist';

/** The kinds of messages as a client knows them (the owner's flow types are internal words). */
export const CLIENT_MESSAGE_LABELS: Record<FlowType, MessageDescriptor> = {
  visitReminder: /*i18n*/ { id: 'flows.optOut.kind.visitReminder', message: 'Reminders of your visits' },
  recordCreated: /*i18n*/ { id: 'flows.optOut.kind.recordCreated', message: 'Confirmations of your bookings' },
  recordChanged: /*i18n*/ { id: 'flows.optOut.kind.recordChanged', message: 'Notices when a booking changes' },
  recordCanceled: /*i18n*/ { id: 'flows.optOut.kind.recordCanceled', message: 'Notices when a booking is cancelled' },
  reviewRequest: /*i18n*/ { id: 'flows.optOut.kind.reviewRequest', message: 'Requests to rate a visit' },
  birthday: /*i18n*/ { id: 'flows.optOut.kind.birthday', message: 'Birthday greetings' },
  returnVisit: /*i18n*/ { id: 'flows.optOut.kind.returnVisit', message: 'Invitations to come again' },
  crossSell: /*i18n*/ { id: 'flows.optOut.kind.crossSell', message: 'Offers of services you may like' },
  abandonedCart: /*i18n*/ { id: 'flows.optOut.kind.abandonedCart', message: 'Reminders of unfinished orders' },
  dailyReport: /*i18n*/ { id: 'flows.optOut.kind.dailyReport', message: 'Reports' },
  retryNotify: /*i18n*/ { id: 'flows.optOut.kind.retryNotify', message: 'Repeated reminders' },
  retryNotifyRange: /*i18n*/ { id: 'flows.optOut.kind.retryNotifyRange', message: 'Invitations after a long break' },
  sms: /*i18n*/ { id: 'flows.optOut.kind.sms', message: 'Text messages about your orders' },
  webhook: /*i18n*/ { id: 'flows.optOut.kind.webhook', message: 'Updates about your orders' },
};

const messages = {
  title: /*i18n*/ { id: 'flows.optOut.title', message: 'Message preferences' },
  loading: /*i18n*/ { id: 'flows.optOut.loading', message: 'Opening your preferences…' },
  phone: /*i18n*/ { id: 'flows.optOut.phone', message: 'Phone: {phone}' },
  receiving: /*i18n*/ { id: 'flows.optOut.receiving', message: 'You receive messages' },
  optedOut: /*i18n*/ { id: 'flows.optOut.optedOut', message: 'You have opted out' },
  receivingBody: /*i18n*/ { id: 'flows.optOut.receivingBodyOf', message: '{business} sends messages to this phone.' },
  optedOutBody: /*i18n*/ { id: 'flows.optOut.optedOutBodyOf', message: '{business} sends you no messages.' },
  optedOutExcept: /*i18n*/ { id: 'flows.optOut.optedOutExceptOf', message: '{business} sends you only these messages: {tasks}.' },
  thisBusiness: /*i18n*/ { id: 'flows.optOut.thisBusiness', message: 'This business' },
  tabTitle: /*i18n*/ { id: 'flows.optOut.tabTitle', message: 'Messages from {business}' },
  keep: /*i18n*/ { id: 'flows.optOut.keep', message: 'Still send me these messages (optional)' },
  optOut: /*i18n*/ { id: 'flows.optOut.optOut', message: 'Stop sending me messages' },
  optIn: /*i18n*/ { id: 'flows.optOut.optIn', message: 'Send me messages again' },
  doneOut: /*i18n*/ { id: 'flows.optOut.doneOut', message: 'Done: you will not receive messages from this business any more.' },
  doneOutExcept: /*i18n*/ { id: 'flows.optOut.doneOutExcept', message: 'Done: from now on you receive only the messages you kept.' },
  doneIn: /*i18n*/ { id: 'flows.optOut.doneIn', message: 'Done: you will receive messages from this business again.' },
  saveFailed: /*i18n*/ { id: 'flows.optOut.saveFailed', message: 'Your choice could not be saved. Try again.' },
  tokenInvalid: /*i18n*/ { id: 'flows.optOut.tokenInvalid', message: 'Token not valid' },
  tokenInvalidBody: /*i18n*/ {
    id: 'flows.optOut.tokenInvalidBody',
    message: 'This link is broken or out of date. Ask the business that sent it for a new one.',
  },
  loadFailed: /*i18n*/ { id: 'flows.optOut.loadFailed', message: 'Something went wrong. Try again.' },
  retry: /*i18n*/ { id: 'flows.optOut.retry', message: 'Try again' },
};

type Saved = 'out' | 'outExcept' | 'in';

/**
 * The public /il/{token} page: a client who opened their personal link sees their (masked) phone and whether
 * the business may message them, and opts out or back in. It needs no session and no layout, only the API
 * client, so it can be mounted on its own.
 */
export function IgnorePhoneView({ token, brandName }: { token: string; brandName: string }) {
  const t = useTranslate();
  const entry = usePublicIgnoreEntry(token);
  const [keep, setKeep] = useState<FlowType[]>([]);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [failed, setFailed] = useState(false);
  const [invalidOnSave, setInvalidOnSave] = useState(false);

  // The mutation shows the saved entry at once; the page says what changed.
  const save = useSavePublicIgnoreEntryMutation(token, {
    onMutate: () => {
      setSaved(null);
      setFailed(false);
    },
    onSuccess: (next) => {
      setSaved(!next.ignored ? 'in' : next.allowedTasks.length > 0 ? 'outExcept' : 'out');
    },
    onError: async (error) => {
      if ((await readApiError(error))?.code === 'IGNORE_LINK_INVALID') setInvalidOnSave(true);
      else setFailed(true);
    },
  });

  const business = entry.data?.businessName ?? null;
  const businessWords = business ?? t(messages.thisBusiness);
  // The tab names whose messages these are, as the client knows them.
  const tabTitle = t(messages.tabTitle, { business: business ?? brandName });
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  let body = linkStatus(
    { invalid: invalidOnSave || (entry.isError && isLinkInvalid(entry.error)), isError: entry.isError, hasData: Boolean(entry.data), isFetching: entry.isFetching, refetch: () => entry.refetch() },
    { tokenInvalid: t(messages.tokenInvalid), tokenInvalidBody: t(messages.tokenInvalidBody), loadFailed: t(messages.loadFailed), retry: t(messages.retry), loading: t(messages.loading) },
  );
  if (body === null && entry.data) {
    const current: PublicIgnoreEntry = entry.data;
    const taskNames = current.allowedTasks.map((type) => t(CLIENT_MESSAGE_LABELS[type]).toLowerCase()).join(', ');
    body = (
      <Flex vertical gap={16}>
        <Typography.Text>{t(messages.phone, { phone: current.phone })}</Typography.Text>
        <div>
          <StatusTag tone={current.ignored ? 'warning' : 'success'}>{t(current.ignored ? messages.optedOut : messages.receiving)}</StatusTag>
        </div>
        <Typography.Paragraph style={{ margin: 0 }}>
          {current.ignored
            ? current.allowedTasks.length > 0
              ? t(messages.optedOutExcept, { business: businessWords, tasks: taskNames })
              : t(messages.optedOutBody, { business: businessWords })
            : t(messages.receivingBody, { business: businessWords })}
        </Typography.Paragraph>
        {saved ? (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t(saved === 'in' ? messages.doneIn : saved === 'outExcept' ? messages.doneOutExcept : messages.doneOut)}
          />
        ) : null}
        {failed ? <Alert type="error" showIcon role="alert" title={t(messages.saveFailed)} /> : null}
        {current.ignored ? (
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate({ ignored: false, allowedTasks: [] })}>
            {t(messages.optIn)}
          </Button>
        ) : (
          <>
            {current.availableTasks.length > 0 ? (
              <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
                <legend style={{ fontSize: 'inherit', marginBottom: 8 }}>{t(messages.keep)}</legend>
                <Checkbox.Group<FlowType>
                  value={keep}
                  onChange={setKeep}
                  options={current.availableTasks.map((type) => ({ value: type, label: t(CLIENT_MESSAGE_LABELS[type]) }))}
                  style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                />
              </fieldset>
            ) : null}
            <Button danger loading={save.isPending} onClick={() => save.mutate({ ignored: true, allowedTasks: keep })}>
              {t(messages.optOut)}
            </Button>
          </>
        )}
      </Flex>
    );
  }

  return (
    <AuthCard title={t(messages.title)} brandName={business ?? brandName}>
      {body}
    </AuthCard>
  );
}
