import { useState } from 'react';
import type { PublicBookingResult } from '@cabinet/api/widgets';
import { useRemoteProps } from '@cabinet/contracts';
import { Alert, AuthCard, Button, Flex, NativeSelect, Typography } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useBookPublicVisitMutation, usePublicBooking, usePublicSlots } from '../../api/booking';
import { bookingProblemOf, contactProblem, usePageRefusal, type BookingProblem } from '../booking/publicBooking';

const messages = {
  title: /*i18n*/ { id: 'widgets.bookingView.title', message: 'Book a visit' },
  loading: /*i18n*/ { id: 'widgets.bookingView.loading', message: 'Opening the booking…' },
  refused: /*i18n*/ { id: 'widgets.bookingView.refused', message: 'This booking widget is not allowed on this site. Book on the business’s own site or call them.' },
  notFound: /*i18n*/ { id: 'widgets.bookingView.notFound', message: 'This booking widget does not exist any more.' },
  loadFailed: /*i18n*/ { id: 'widgets.bookingView.loadFailed', message: 'The booking could not be opened. Try again.' },
  retry: /*i18n*/ { id: 'widgets.bookingView.retry', message: 'Try again' },
  service: /*i18n*/ { id: 'widgets.bookingView.service', message: 'Service' },
  master: /*i18n*/ { id: 'widgets.bookingView.master', message: 'Master' },
  date: /*i18n*/ { id: 'widgets.bookingView.date', message: 'Day' },
  slots: /*i18n*/ { id: 'widgets.bookingView.slots', message: 'Free times' },
  slotsLoading: /*i18n*/ { id: 'widgets.bookingView.slotsLoading', message: 'Looking for free times…' },
  noSlots: /*i18n*/ { id: 'widgets.bookingView.noSlots', message: 'No free time that day: choose another day or master.' },
  name: /*i18n*/ { id: 'widgets.bookingView.name', message: 'Your name' },
  phone: /*i18n*/ { id: 'widgets.bookingView.phone', message: 'Your phone' },
  phoneHelp: /*i18n*/ { id: 'widgets.bookingView.phoneHelp', message: 'In international form, e.g. +7 900 123-45-67' },
  phoneInvalid: /*i18n*/ { id: 'widgets.bookingView.phoneInvalid', message: 'Enter the phone in international form, with + and the country code' },
  nameRequired: /*i18n*/ { id: 'widgets.bookingView.nameRequired', message: 'Enter your name' },
  book: /*i18n*/ { id: 'widgets.bookingView.book', message: 'Book' },
  taken: /*i18n*/ { id: 'widgets.bookingView.taken', message: 'This time has just been booked by someone else. Choose another time.' },
  failed: /*i18n*/ { id: 'widgets.bookingView.failed', message: 'The booking did not go through. Try again in a few minutes.' },
  done: /*i18n*/ { id: 'widgets.bookingView.done', message: 'You are booked: {service} with {master}, {when}.' },
  doneNote: /*i18n*/ { id: 'widgets.bookingView.doneNote', message: 'The business will send you a message about your visit.' },
  another: /*i18n*/ { id: 'widgets.bookingView.another', message: 'Book another visit' },
};

/** A day of the branch's calendar, YYYY-MM-DD. */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The spec's BookingWidget: the client picks a service, a master, a day and a free time, leaves a name and a
 * phone, and books; the visit is created in the business's booking system. A time taken meanwhile says so
 * and shows the times still free.
 */
export function BookingView({ widgetId, brandName }: { widgetId: string; brandName: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const page = usePublicBooking(widgetId);
  const [serviceId, setServiceId] = useState('');
  const [masterId, setMasterId] = useState('');
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<BookingProblem>(null);
  const [booked, setBooked] = useState<PublicBookingResult | null>(null);
  const refusal = usePageRefusal(page.error);

  const data = page.data;
  const service = serviceId || data?.services[0]?.id || '';
  const master = masterId || data?.masters[0]?.id || '';
  const day = date || (data ? dayIn(new Date(), data.timeZone) : '');
  const slots = usePublicSlots(widgetId, data && service && master && day ? { serviceId: service, masterId: master, date: day } : null);
  const book = useBookPublicVisitMutation(widgetId, {
    onMutate: () => setProblem(null),
    onSuccess: (result) => {
      setBooked(result);
      setSlot(null);
    },
    onError: async (error) => {
      const found = await bookingProblemOf(error);
      if (found === 'taken') setSlot(null);
      setProblem(found);
    },
  });

  const business = data?.businessName || brandName;
  let body;
  if (page.isError) {
    const text = refusal === 'origin' ? messages.refused : refusal === 'notFound' ? messages.notFound : messages.loadFailed;
    body = (
      <Flex vertical gap={12}>
        <Alert type={refusal === 'origin' ? 'warning' : 'error'} showIcon role="alert" title={t(text)} />
        {refusal === 'origin' || refusal === 'notFound' ? null : (
          <Button loading={page.isFetching} onClick={() => void page.refetch()}>
            {t(messages.retry)}
          </Button>
        )}
      </Flex>
    );
  } else if (!data) {
    body = <Typography.Paragraph role="status">{t(messages.loading)}</Typography.Paragraph>;
  } else if (booked) {
    const when = `${formatDate(booked.startsAt, locale, 'date', data.timeZone)} ${formatDate(booked.startsAt, locale, 'time', data.timeZone)}`;
    body = (
      <Flex vertical gap={12}>
        <Alert type="success" showIcon role="status" title={t(messages.done, { service: booked.serviceTitle, master: booked.masterName, when })} description={t(messages.doneNote)} />
        <Button onClick={() => setBooked(null)}>{t(messages.another)}</Button>
      </Flex>
    );
  } else {
    const choose = (set: (value: string) => void) => (value: string) => {
      set(value);
      setSlot(null);
      setProblem(null);
    };
    body = (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const invalid = contactProblem(name, phone);
          if (invalid) return setProblem(invalid);
          if (slot) book.mutate({ serviceId: service, masterId: master, startsAt: slot, name: name.trim(), phone: phone.trim() });
        }}
      >
        <Flex vertical gap={12}>
          <label>
            <span style={{ display: 'block', marginBottom: 4 }}>{t(messages.service)}</span>
            <NativeSelect label={t(messages.service)} value={service} onChange={choose(setServiceId)} options={data.services.map((item) => ({ value: item.id, label: item.title }))} style={{ width: '100%' }} />
          </label>
          <label>
            <span style={{ display: 'block', marginBottom: 4 }}>{t(messages.master)}</span>
            <NativeSelect label={t(messages.master)} value={master} onChange={choose(setMasterId)} options={data.masters.map((item) => ({ value: item.id, label: item.name }))} style={{ width: '100%' }} />
          </label>
          <label>
            <span style={{ display: 'block', marginBottom: 4 }}>{t(messages.date)}</span>
            <Input type="date" value={day} min={dayIn(new Date(), data.timeZone)} onChange={(event) => choose(setDate)(event.target.value)} />
          </label>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ marginBottom: 4 }}>{t(messages.slots)}</legend>
            {slots.isPending ? (
              <Typography.Text role="status">{t(messages.slotsLoading)}</Typography.Text>
            ) : slots.isError ? (
              <Alert type="error" showIcon title={t(messages.failed)} />
            ) : slots.data.length === 0 ? (
              <Typography.Text>{t(messages.noSlots)}</Typography.Text>
            ) : (
              <Flex wrap gap={8}>
                {slots.data.map((free) => (
                  <Button key={free.startsAt} type={slot === free.startsAt ? 'primary' : 'default'} aria-pressed={slot === free.startsAt} onClick={() => setSlot(free.startsAt)}>
                    {free.time}
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
          <Button type="primary" htmlType="submit" block disabled={slot === null} loading={book.isPending}>
            {t(messages.book)}
          </Button>
        </Flex>
      </form>
    );
  }

  return (
    <AuthCard title={t(messages.title)} brandName={business}>
      {body}
    </AuthCard>
  );
}
