import { useEffect, useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import type { PublicIikoReserveResult } from '@cabinet/api/widgets';
import { useRemoteProps } from '@cabinet/contracts';
import { Alert, AuthCard, Button, Flex, NativeSelect, Typography } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { usePublicIikoBooking, usePublicIikoTimes, useReservePublicTableMutation } from '../../api/iikoBooking';

const messages = {
  title: /*i18n*/ { id: 'widgets.iikoBookingView.title', message: 'Reserve a table' },
  loading: /*i18n*/ { id: 'widgets.iikoBookingView.loading', message: 'Opening the reservation…' },
  refused: /*i18n*/ { id: 'widgets.iikoBookingView.refused', message: 'This reservation widget is not allowed on this site. Reserve on the restaurant’s own site or call them.' },
  notFound: /*i18n*/ { id: 'widgets.iikoBookingView.notFound', message: 'This reservation widget does not exist any more.' },
  loadFailed: /*i18n*/ { id: 'widgets.iikoBookingView.loadFailed', message: 'The reservation could not be opened. Try again.' },
  retry: /*i18n*/ { id: 'widgets.iikoBookingView.retry', message: 'Try again' },
  guests: /*i18n*/ { id: 'widgets.iikoBookingView.guests', message: 'Guests' },
  date: /*i18n*/ { id: 'widgets.iikoBookingView.date', message: 'Day' },
  times: /*i18n*/ { id: 'widgets.iikoBookingView.times', message: 'Free times' },
  timesLoading: /*i18n*/ { id: 'widgets.iikoBookingView.timesLoading', message: 'Looking for free tables…' },
  noTimes: /*i18n*/ { id: 'widgets.iikoBookingView.noTimes', message: 'No free table for your party that day: choose another day.' },
  name: /*i18n*/ { id: 'widgets.iikoBookingView.name', message: 'Your name' },
  phone: /*i18n*/ { id: 'widgets.iikoBookingView.phone', message: 'Your phone' },
  phoneHelp: /*i18n*/ { id: 'widgets.iikoBookingView.phoneHelp', message: 'In international form, e.g. +7 900 123-45-67' },
  phoneInvalid: /*i18n*/ { id: 'widgets.iikoBookingView.phoneInvalid', message: 'Enter the phone in international form, with + and the country code' },
  nameRequired: /*i18n*/ { id: 'widgets.iikoBookingView.nameRequired', message: 'Enter your name' },
  reserve: /*i18n*/ { id: 'widgets.iikoBookingView.reserve', message: 'Reserve' },
  taken: /*i18n*/ { id: 'widgets.iikoBookingView.taken', message: 'This time has just been taken. Choose another time.' },
  failed: /*i18n*/ { id: 'widgets.iikoBookingView.failed', message: 'The reservation did not go through. Try again in a few minutes.' },
  done: /*i18n*/ { id: 'widgets.iikoBookingView.done', message: 'Your table is reserved: {table}, {section}, {when}, {guests, plural, one {# guest} other {# guests}}.' },
  another: /*i18n*/ { id: 'widgets.iikoBookingView.another', message: 'Reserve another table' },
};

/** Today on the device: the API leaves out days and times already past on the restaurant's clock. */
const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

type Problem = 'taken' | 'failed' | 'phone' | 'name' | null;

/**
 * The spec's IikoBookingWidget: a guest picks the party's size, a day and a free time, leaves a name and a
 * phone, and the restaurant's iiko reserves a table that seats them. A time taken meanwhile says so.
 */
export function IikoBookingView({ widgetId, brandName }: { widgetId: string; brandName: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const page = usePublicIikoBooking(widgetId);
  const [guests, setGuests] = useState(2);
  const [date, setDate] = useState(today);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [reserved, setReserved] = useState<PublicIikoReserveResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const data = page.data;
  const party = data ? Math.min(guests, data.maxGuests) : guests;
  const times = usePublicIikoTimes(widgetId, data && date ? { date, guests: party } : null);
  const reserve = useReservePublicTableMutation(widgetId, {
    onMutate: () => setProblem(null),
    onSuccess: (result) => {
      setReserved(result);
      setTime(null);
    },
    onError: async (error) => {
      const body = await readApiError(error);
      if (body?.code === 'BOOKING_SLOT_TAKEN') {
        setTime(null);
        setProblem('taken');
      } else if (body?.fields?.phone) setProblem('phone');
      else if (body?.fields?.name) setProblem('name');
      else setProblem('failed');
    },
  });

  useEffect(() => {
    if (page.error) void readApiError(page.error).then((error) => setRefusal(error?.code ?? 'failed'));
  }, [page.error]);

  let body;
  if (page.isError) {
    const text = refusal === 'BOOKING_ORIGIN_REFUSED' ? messages.refused : refusal === 'WIDGET_NOT_FOUND' ? messages.notFound : messages.loadFailed;
    body = (
      <Flex vertical gap={12}>
        <Alert type={refusal === 'BOOKING_ORIGIN_REFUSED' ? 'warning' : 'error'} showIcon role="alert" title={t(text)} />
        {refusal === 'BOOKING_ORIGIN_REFUSED' || refusal === 'WIDGET_NOT_FOUND' ? null : (
          <Button loading={page.isFetching} onClick={() => void page.refetch()}>
            {t(messages.retry)}
          </Button>
        )}
      </Flex>
    );
  } else if (!data) {
    body = <Typography.Paragraph role="status">{t(messages.loading)}</Typography.Paragraph>;
  } else if (reserved) {
    const when = `${formatDate(`${reserved.date}T12:00:00Z`, locale, 'date', 'UTC')} ${reserved.time}`;
    body = (
      <Flex vertical gap={12}>
        <Alert type="success" showIcon role="status" title={t(messages.done, { table: reserved.tableName, section: reserved.sectionName, when, guests: reserved.guests })} />
        <Button onClick={() => setReserved(null)}>{t(messages.another)}</Button>
      </Flex>
    );
  } else {
    const choose = <T,>(set: (value: T) => void) => (value: T) => {
      set(value);
      setTime(null);
      setProblem(null);
    };
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') return setProblem('name');
          if (!/^\+?[\d\s()-]{7,20}$/.test(phone.trim())) return setProblem('phone');
          if (time) reserve.mutate({ date, time, guests: party, name: name.trim(), phone: phone.trim() });
        }}
      >
        <Flex vertical gap={12}>
          <label>
            <span style={{ display: 'block', marginBottom: 4 }}>{t(messages.guests)}</span>
            <NativeSelect
              label={t(messages.guests)}
              value={String(party)}
              onChange={(value) => choose(setGuests)(Number(value))}
              options={Array.from({ length: data.maxGuests }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
              style={{ width: '100%' }}
            />
          </label>
          <label>
            <span style={{ display: 'block', marginBottom: 4 }}>{t(messages.date)}</span>
            <Input type="date" value={date} min={today()} onChange={(event) => choose(setDate)(event.target.value)} />
          </label>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ marginBottom: 4 }}>{t(messages.times)}</legend>
            {times.isPending ? (
              <Typography.Text role="status">{t(messages.timesLoading)}</Typography.Text>
            ) : times.isError ? (
              <Alert type="error" showIcon title={t(messages.failed)} />
            ) : times.data.length === 0 ? (
              <Typography.Text>{t(messages.noTimes)}</Typography.Text>
            ) : (
              <Flex wrap gap={8}>
                {times.data.map((free) => (
                  <Button key={free} type={time === free ? 'primary' : 'default'} aria-pressed={time === free} onClick={() => setTime(free)}>
                    {free}
                  </Button>
                ))}
              </Flex>
            )}
          </fieldset>
          {problem === 'taken' ? <Alert type="warning" showIcon role="alert" title={t(messages.taken)} /> : null}
          <label>
            <span style={{ display: 'block', marginBottom: 4 }}>{t(messages.name)}</span>
            <Input value={name} autoComplete="name" aria-invalid={problem === 'name'} onChange={(event) => setName(event.target.value)} />
          </label>
          {problem === 'name' ? <Typography.Text type="danger" role="alert">{t(messages.nameRequired)}</Typography.Text> : null}
          <label>
            <span style={{ display: 'block', marginBottom: 4 }}>{t(messages.phone)}</span>
            <Input value={phone} type="tel" autoComplete="tel" aria-invalid={problem === 'phone'} placeholder="+7 900 123-45-67" onChange={(event) => setPhone(event.target.value)} />
          </label>
          <Typography.Text type={problem === 'phone' ? 'danger' : 'secondary'} role={problem === 'phone' ? 'alert' : undefined}>
            {t(problem === 'phone' ? messages.phoneInvalid : messages.phoneHelp)}
          </Typography.Text>
          {problem === 'failed' ? <Alert type="error" showIcon role="alert" title={t(messages.failed)} /> : null}
          <Button type="primary" htmlType="submit" block disabled={time === null} loading={reserve.isPending}>
            {t(messages.reserve)}
          </Button>
        </Flex>
      </form>
    );
  }

  return (
    <AuthCard title={t(messages.title)} brandName={data?.restaurantName || brandName}>
      {body}
    </AuthCard>
  );
}
