import { useId, useMemo, useState } from 'react';
import { ADMIN_PAY_PROVIDERS, type AdminPayment, type AdminPayProvider, type Manager } from '@cabinet/api/admin';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Flex, PageHeading, StatusTag } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, formatMoney, useTranslate, type Locale } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, MultiChoiceFilter, OptionFilter, optionListParam, usePagedList, type ListFilter, type ListParam } from '@cabinet/toolkit/list';
import { useAllPays } from '../../api/pays';
import { useManagers } from '../../api/user';
import { AdminPagedTable, CellDetail } from '../../shared/lists';
import { PAY_PROVIDER_NAMES } from '../../shared/payProviders';
import { describePayment } from '../paymentNote';
import { EmailText } from '../../shared/EmailText';

const messages = {
  intro: /*i18n*/ { id: 'admin.pays.intro', message: 'Every payment of every user, paid and refused, newest payment day first.' },
  table: /*i18n*/ { id: 'admin.pays.table', message: 'Payments across users' },
  success: /*i18n*/ { id: 'admin.pays.filter.success', message: 'Show payments' },
  all: /*i18n*/ { id: 'admin.pays.all', message: 'All' },
  paid: /*i18n*/ { id: 'admin.pays.paid', message: 'Paid' },
  refused: /*i18n*/ { id: 'admin.pays.refused', message: 'Refused' },
  provider: /*i18n*/ { id: 'admin.pays.filter.provider', message: 'Provider' },
  anyProvider: /*i18n*/ { id: 'admin.pays.filter.anyProvider', message: 'Any provider' },
  manager: /*i18n*/ { id: 'admin.pays.filter.manager', message: 'Manager' },
  anyManager: /*i18n*/ { id: 'admin.pays.filter.anyManager', message: 'Any manager' },
  from: /*i18n*/ { id: 'admin.pays.filter.from', message: 'Paid from' },
  to: /*i18n*/ { id: 'admin.pays.filter.to', message: 'Paid to' },
  manual: /*i18n*/ { id: 'admin.pays.manual', message: 'Added by an admin' },
  fired: /*i18n*/ { id: 'admin.pays.fired', message: '{name} (has left)' },
  user: /*i18n*/ { id: 'admin.pays.column.user', message: 'User' },
  day: /*i18n*/ { id: 'admin.pays.column.day', message: 'Payment day' },
  amount: /*i18n*/ { id: 'admin.pays.column.amount', message: 'Amount' },
  tariffLine: /*i18n*/ { id: 'admin.pays.tariffLine', message: 'Tariff {tariff}' },
  providerColumn: /*i18n*/ { id: 'admin.pays.column.provider', message: 'Provider' },
  managerLine: /*i18n*/ { id: 'admin.pays.managerLine', message: 'Manager: {name}' },
  status: /*i18n*/ { id: 'admin.pays.column.status', message: 'Status' },
  none: /*i18n*/ { id: 'admin.pays.none', message: 'None' },
  loadFailed: /*i18n*/ { id: 'admin.pays.loadFailed', message: 'The payments could not be loaded' },
  empty: /*i18n*/ { id: 'admin.pays.empty', message: 'No payments yet' },
  noMatch: /*i18n*/ { id: 'admin.pays.noMatch', message: 'No payment matches these filters' },
  total: /*i18n*/ { id: 'admin.pays.total', message: 'Payments: {total}' },
};

/** The letters a day's pattern is written with (DD.MM.YYYY; ДД.ММ.ГГГГ in Russian). */
const DAY_PART_LETTERS = {
  day: /*i18n*/ { id: 'admin.pays.filter.dayLetters', message: 'DD' },
  month: /*i18n*/ { id: 'admin.pays.filter.monthLetters', message: 'MM' },
  year: /*i18n*/ { id: 'admin.pays.filter.yearLetters', message: 'YYYY' },
};

const SUCCESS_FILTER = ['all', 'true', 'false'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;

/** A day (YYYY-MM-DD) or none, as the URL keeps it. */
const dayParam: ListParam<string | null> = { defaultValue: null, parse: (text) => (text !== null && DAY.test(text) ? text : null), format: (value) => value };
/** A manager's id or none: the managers are the API's, so any id-shaped value is kept and the API checks it. */
const managerParam: ListParam<string | null> = { defaultValue: null, parse: (text) => (text !== null && ID.test(text) ? text : null), format: (value) => value };

/** /admin/pays: every payment across users (spec section 4: success true and false), filtered by day, provider and manager on the server. */
export function PaysScreen() {
  const t = useTranslate();
  const route = useRoute();
  const list = usePagedList({
    sortFields: [],
    filters: { success: choiceParam(SUCCESS_FILTER, 'all'), provider: optionListParam(ADMIN_PAY_PROVIDERS), managerId: managerParam, from: dayParam, to: dayParam },
  });
  const { success, provider, managerId, from, to } = list.filters;
  const pays = useAllPays({
    page: list.params.page,
    pageSize: list.params.pageSize,
    success: success === 'all' ? undefined : success,
    provider: provider.length > 0 ? provider : undefined,
    managerId: managerId ?? undefined,
    from: from ?? undefined,
    to: to ?? undefined,
  });
  const managers = useManagers();
  const columns = usePayColumns(managers.data ?? []);
  const providerName = (value: AdminPayProvider) => (value === 'manual' ? t(messages.manual) : PAY_PROVIDER_NAMES[value]);
  return (
    <section>
      <PageHeading title={route.title} />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="flex-end" style={{ marginBottom: 16 }}>
        <ChoiceFilter
          label={t(messages.success)}
          filter={list.filter('success')}
          options={[
            { value: 'all', label: t(messages.all) },
            { value: 'true', label: t(messages.paid) },
            { value: 'false', label: t(messages.refused) },
          ]}
        />
        <MultiChoiceFilter label={t(messages.provider)} placeholder={t(messages.anyProvider)} filter={list.filter('provider')} options={ADMIN_PAY_PROVIDERS.map((value) => ({ value, label: providerName(value) }))} />
        <OptionFilter
          label={t(messages.manager)}
          placeholder={t(messages.anyManager)}
          filter={list.filter('managerId')}
          options={(managers.data ?? []).map((manager) => ({ value: manager.id, label: manager.isFired ? t(messages.fired, { name: manager.name }) : manager.name }))}
        />
        {/* The two days wrap together: a period reads as one filter. */}
        <Flex gap={12} wrap>
          <DayFilter label={t(messages.from)} filter={list.filter('from')} />
          <DayFilter label={t(messages.to)} filter={list.filter('to')} />
        </Flex>
      </Flex>
      <AdminPagedTable label={t(messages.table)} columns={columns} query={pays} list={list} messages={messages} />
    </section>
  );
}

const DAY_PARTS = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;

/** The locale's way of writing a day: the order of its parts and what separates them (en 11/29/2026, ru 29.11.2026). */
function dayWriting(locale: Locale): { order: ('day' | 'month' | 'year')[]; separator: string } {
  const parts = new Intl.DateTimeFormat(locale, DAY_PARTS).formatToParts(new Date(Date.UTC(2026, 10, 29)));
  const order = parts.flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
  return { order, separator: parts.find((part) => part.type === 'literal')?.value ?? '.' };
}

/** A YYYY-MM-DD day as the locale writes it. */
const writtenDay = (day: string, locale: Locale) => new Intl.DateTimeFormat(locale, DAY_PARTS).format(new Date(`${day}T00:00:00Z`));

/** The day a reader typed in their locale's way (any separator), as YYYY-MM-DD; null when it is not a real day. */
export function readDay(text: string, locale: Locale): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean).map(Number);
  if (numbers.length !== 3) return null;
  const { order } = dayWriting(locale);
  const value = (part: 'day' | 'month' | 'year') => numbers[order.indexOf(part)] ?? 0;
  const [year, month, day] = [value('year'), value('month'), value('day')];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A day of the payment, inclusive, labelled and written the locale's way (29.11.2026 in Russian, 11/29/2026 in
 * English): the browser's date input had no visible label and wrote the day in the browser's own format.
 */
function DayFilter({ label, filter }: { label: string; filter: ListFilter<string | null> }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const id = useId();
  const [text, setText] = useState(() => (filter.value ? writtenDay(filter.value, locale) : ''));
  const [shownFor, setShownFor] = useState({ value: filter.value, locale });
  // The URL or the language changed the day: it is written afresh.
  if (shownFor.value !== filter.value || shownFor.locale !== locale) {
    setShownFor({ value: filter.value, locale });
    setText(filter.value ? writtenDay(filter.value, locale) : '');
  }
  const read = text.trim() === '' ? null : readDay(text, locale);
  const invalid = text.trim() !== '' && read === null;
  const { order, separator } = dayWriting(locale);
  const pattern = order.map((part) => t(DAY_PART_LETTERS[part])).join(separator);
  return (
    <label htmlFor={id} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <span>{label}</span>
      <Input
        id={id}
        value={text}
        placeholder={pattern}
        inputMode="numeric"
        autoComplete="off"
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          if (typed === '') filter.set(null);
          else {
            const day = readDay(typed, locale);
            if (day !== null && day !== filter.value) {
              setShownFor({ value: day, locale });
              filter.set(day);
            }
          }
        }}
        style={{ width: 170 }}
      />
    </label>
  );
}

/**
 * Five columns, each with its detail under it (the tariff under the amount, the manager under the provider, what
 * the record says under its status): seven side by side scrolled the list sideways at 1024 px.
 */
function usePayColumns(managers: Manager[]): TableColumnsType<AdminPayment> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(() => {
    const names = new Map(managers.map((manager) => [manager.id, manager.name]));
    const nowrap = () => ({ style: { whiteSpace: 'nowrap' } });
    return [
      {
        key: 'user',
        title: t(messages.user),
        render: (_, payment) => (
          <RouteLink to="admin.users.user" params={{ userId: payment.userId }}>
            <EmailText email={payment.userEmail} />
          </RouteLink>
        ),
      },
      { key: 'day', title: t(messages.day), onCell: nowrap, render: (_, payment) => formatDate(payment.paymentDayUnixTime * 1000, locale, 'compact') },
      {
        key: 'amount',
        title: t(messages.amount),
        align: 'right',
        render: (_, payment) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(payment.amount, payment.currency, locale)}</span>
            <CellDetail>{t(messages.tariffLine, { tariff: payment.tariff })}</CellDetail>
          </>
        ),
      },
      {
        key: 'provider',
        title: t(messages.providerColumn),
        render: (_, payment) => (
          <>
            {payment.provider === 'manual' ? t(messages.manual) : PAY_PROVIDER_NAMES[payment.provider]}
            <CellDetail>{t(messages.managerLine, { name: payment.managerId ? (names.get(payment.managerId) ?? payment.managerId) : t(messages.none) })}</CellDetail>
          </>
        ),
      },
      {
        key: 'status',
        title: t(messages.status),
        render: (_, payment) => {
          const said = describePayment(payment, t, locale);
          return (
            <>
              <StatusTag tone={payment.success ? 'success' : 'danger'}>{t(payment.success ? messages.paid : messages.refused)}</StatusTag>
              {said ? <CellDetail>{said}</CellDetail> : null}
            </>
          );
        },
      },
    ];
  }, [t, locale, managers]);
}
