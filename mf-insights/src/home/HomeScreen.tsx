import type { ReactNode } from 'react';
import type { HomeStats } from '@cabinet/api/insights';
import { RouteLink, useHost, useLinks, useRoute, type RouteId } from '@cabinet/contracts';
import { Flex, PageHeading, Surface, ContentSkeleton } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { BookingStaffNotice } from '@cabinet/toolkit/staff-access';
import { useHomeStats } from '../api/insights';
import { useFormats } from '../shared/format';
import { common } from '../shared/labels';
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker';
import { FIGURE_ROUTES, homeFigures, type HomeFigure } from './homeProfile';
import { SetupChecklist } from './SetupChecklist';

const messages = {
  messagesHeading: /*i18n*/ { id: 'insights.home.messages', message: 'Messages' },
  accountHeading: /*i18n*/ { id: 'insights.home.account', message: 'Your account' },
  sent: /*i18n*/ { id: 'insights.home.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'insights.home.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'insights.home.read', message: 'Read' },
  replied: /*i18n*/ { id: 'insights.home.replied', message: 'Replied' },
  ofSent: /*i18n*/ { id: 'insights.home.ofSent', message: '{rate} of sent' },
  openLog: /*i18n*/ { id: 'insights.home.openLog', message: 'Open the message log' },
  activeFlows: /*i18n*/ { id: 'insights.home.activeFlows', message: 'Active flows' },
  activeMailings: /*i18n*/ { id: 'insights.home.activeMailings', message: 'Active mailings' },
  remainingMessages: /*i18n*/ { id: 'insights.home.remainingMessages', message: 'Messages left' },
  paidUpTo: /*i18n*/ { id: 'insights.home.paidUpTo', message: 'Paid up to' },
  notPaid: /*i18n*/ { id: 'insights.home.notPaid', message: 'Not paid' },
  reviews: /*i18n*/ { id: 'insights.home.reviews', message: 'Reviews collected' },
  averageRating: /*i18n*/ { id: 'insights.home.averageRating', message: 'Average rating {rating}' },
  quotaWarning: /*i18n*/ { id: 'insights.home.quotaWarning', message: 'Fewer than 100 messages left' },
  quotaExhausted: /*i18n*/ { id: 'insights.home.quotaExhausted', message: 'The message limit is exhausted' },
};

/** Spec section 8: the quota warning under 100 messages, the exhausted notice at zero. */
const QUOTA_WARNING_BELOW = 100;

/**
 * `/`: the account's figures over the chosen period and the setup checklist, as the host's sidebar has them.
 * A host's own `overview` (the quality-control host's, home/quality) comes first, in place of the setup checklist.
 */
export function HomeScreen({ overview }: { overview?: ReactNode }) {
  const t = useTranslate();
  const route = useRoute();
  const host = useHost();
  const [period, choosePeriod] = usePeriod();
  const stats = useHomeStats(period);
  const figures = homeFigures(host.id);

  return (
    <section>
      <PageHeading title={route.title} extra={<PeriodPicker value={period} onChange={choosePeriod} />} />
      <BookingStaffNotice />
      {overview}
      {stats.isError ? <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => stats.refetch()} retrying={stats.isFetching} /> : null}
      {stats.data ? <Figures stats={stats.data} figures={figures} /> : stats.isError ? null : <ContentSkeleton label={t(common.loading)} />}
      {overview ? null : <SetupChecklist />}
    </section>
  );
}

function Figures({ stats, figures }: { stats: HomeStats; figures: readonly HomeFigure[] }) {
  const t = useTranslate();
  const format = useFormats();
  const links = useLinks();
  const routeOf = (figure: HomeFigure): RouteId | null => FIGURE_ROUTES[figure].find((id) => links.href(id) !== null) ?? null;
  const { messages: m } = stats;
  const logSearch = `?period=${stats.period}`;

  const account: Array<{ figure: HomeFigure; label: string; value: string; note?: string }> = [];
  for (const figure of figures) {
    if (figure === 'activeFlows' && routeOf('activeFlows')) account.push({ figure, label: t(messages.activeFlows), value: format.count(stats.activeFlows) });
    if (figure === 'activeMailings' && routeOf('activeMailings')) account.push({ figure, label: t(messages.activeMailings), value: format.count(stats.activeMailings) });
    if (figure === 'remainingMessages') {
      // The quota matters while something would send, as the shell's notice (CurrentUser.isSending): a new
      // account, nothing switched on, is not told its limit is exhausted.
      const sending = stats.activeFlows > 0 || stats.activeMailings > 0;
      const note = !sending ? undefined : stats.remainingMessages === 0 ? t(messages.quotaExhausted) : stats.remainingMessages < QUOTA_WARNING_BELOW ? t(messages.quotaWarning) : undefined;
      account.push({ figure, label: t(messages.remainingMessages), value: format.count(stats.remainingMessages), note });
    }
    if (figure === 'paidUpTo') account.push({ figure, label: t(messages.paidUpTo), value: stats.paidUpTo ? format.date(stats.paidUpTo) : t(messages.notPaid) });
    if (figure === 'reviews') {
      const rating = stats.reviews.averageRating;
      account.push({ figure, label: t(messages.reviews), value: format.count(stats.reviews.count), note: rating === null ? undefined : t(messages.averageRating, { rating: format.decimal(rating) }) });
    }
  }
  const messagesFirst = figures.indexOf('messages') === 0;
  const messageBlock = figures.includes('messages') ? (
    <Block key="messages" heading={t(messages.messagesHeading)} action={links.href('insights.messageLogs') ? <RouteLink to="insights.messageLogs" search={logSearch}>{t(messages.openLog)}</RouteLink> : null}>
      <Figure label={t(messages.sent)} value={format.count(m.sent)} />
      <Figure label={t(messages.delivered)} value={format.count(m.delivered)} note={t(messages.ofSent, { rate: format.rate(m.delivered, m.sent) })} />
      <Figure label={t(messages.read)} value={format.count(m.read)} note={t(messages.ofSent, { rate: format.rate(m.read, m.sent) })} />
      <Figure label={t(messages.replied)} value={format.count(m.replied)} note={t(messages.ofSent, { rate: format.rate(m.replied, m.sent) })} />
    </Block>
  ) : null;
  const accountBlock =
    account.length > 0 ? (
      <Block key="account" heading={t(messages.accountHeading)}>
        {account.map((item) => {
          const target = routeOf(item.figure);
          return (
            <Figure key={item.figure} label={target ? <RouteLink to={target}>{item.label}</RouteLink> : item.label} value={item.value} note={item.note} />
          );
        })}
      </Block>
    ) : null;
  return <Flex vertical gap={16} style={{ marginBottom: 24 }}>{messagesFirst ? [messageBlock, accountBlock] : [accountBlock, messageBlock]}</Flex>;
}

function Block({ heading, action, children }: { heading: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Surface>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>{heading}</h2>
        {action}
      </Flex>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16, margin: 0 }}>{children}</dl>
    </Surface>
  );
}

/** One figure: its label (a link to where it is managed, where the host has that screen), value and a note. */
function Figure({ label, value, note }: { label: ReactNode; value: string; note?: string }) {
  return (
    <div>
      <dt style={{ color: '#52525b' }}>{label}</dt>
      <dd style={{ margin: 0, fontSize: 26, fontWeight: 600 }}>{value}</dd>
      {note ? <dd style={{ margin: 0, color: '#52525b' }}>{note}</dd> : null}
    </div>
  );
}
