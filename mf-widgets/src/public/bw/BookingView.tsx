import { useState } from 'react';
import type { PublicBookingResult } from '@cabinet/api/widgets';
import { useRemoteProps } from '@cabinet/contracts';
import { AuthPage, PlainAlert, PlainButton, PlainSelect, Spinner, Stack, Text, TextField } from '@cabinet/design/plain';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useBookPublicVisitMutation, usePublicBooking, usePublicSlots } from '../../api/publicBooking';
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
 * and shows the times still free. Drawn with `@cabinet/design/plain` alone, as the iiko table booking: a
 * client's phone on a business's site loads no antd.
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
      <Stack>
        <PlainAlert tone={refusal === 'origin' ? 'warning' : 'error'} role="alert" title={t(text)} />
        {refusal === 'origin' || refusal === 'notFound' ? null : (
          <PlainButton loading={page.isFetching} onClick={() => void page.refetch()}>
            {t(messages.retry)}
          </PlainButton>
        )}
      </Stack>
    );
  } else if (!data) {
    body = <Spinner label={t(messages.loading)} />;
  } else if (booked) {
    const when = `${formatDate(booked.startsAt, locale, 'date', data.timeZone)} ${formatDate(booked.startsAt, locale, 'time', data.timeZone)}`;
    body = (
      <Stack>
        <PlainAlert tone="success" role="status" title={t(messages.done, { service: booked.serviceTitle, master: booked.masterName, when })} description={t(messages.doneNote)} />
        <PlainButton onClick={() => setBooked(null)}>{t(messages.another)}</PlainButton>
      </Stack>
    );
  } else {
    const choose = (set: (value: string) => void) => (value: string) => {
      set(value);
      setSlot(null);
      setProblem(null);
    };
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const invalid = contactProblem(name, phone);
          if (invalid) return setProblem(invalid);
          if (slot) book.mutate({ serviceId: service, masterId: master, startsAt: slot, name: name.trim(), phone: phone.trim() });
        }}
      >
        <Stack style={{ gap: 12 }}>
          <div>
            <div aria-hidden style={{ marginBottom: 4 }}>
              {t(messages.service)}
            </div>
            <PlainSelect label={t(messages.service)} value={service} onChange={choose(setServiceId)} options={data.services.map((item) => ({ value: item.id, label: item.title }))} />
          </div>
          <div>
            <div aria-hidden style={{ marginBottom: 4 }}>
              {t(messages.master)}
            </div>
            <PlainSelect label={t(messages.master)} value={master} onChange={choose(setMasterId)} options={data.masters.map((item) => ({ value: item.id, label: item.name }))} />
          </div>
          <TextField id={`bw-date-${widgetId}`} type="date" label={t(messages.date)} value={day} min={dayIn(new Date(), data.timeZone)} onChange={(event) => choose(setDate)(event.target.value)} />
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ marginBottom: 4, padding: 0 }}>{t(messages.slots)}</legend>
            {slots.isPending ? (
              <Spinner label={t(messages.slotsLoading)} />
            ) : slots.isError ? (
              <PlainAlert tone="error" title={t(messages.failed)} />
            ) : slots.data.length === 0 ? (
              <Text>{t(messages.noSlots)}</Text>
            ) : (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {slots.data.map((free) => (
                  <PlainButton key={free.startsAt} primary={slot === free.startsAt} aria-pressed={slot === free.startsAt} onClick={() => setSlot(free.startsAt)}>
                    {free.time}
                  </PlainButton>
                ))}
              </div>
            )}
          </fieldset>
          {problem === 'taken' ? <PlainAlert tone="warning" role="alert" title={t(messages.taken)} /> : null}
          <TextField
            id={`bw-name-${widgetId}`}
            label={t(messages.name)}
            value={name}
            autoComplete="name"
            error={problem === 'name' ? t(messages.nameRequired) : null}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            id={`bw-phone-${widgetId}`}
            type="tel"
            label={t(messages.phone)}
            value={phone}
            autoComplete="tel"
            placeholder="+7 900 123-45-67"
            error={problem === 'phone' ? t(messages.phoneInvalid) : null}
            onChange={(event) => setPhone(event.target.value)}
          />
          {problem === 'phone' ? null : <Text>{t(messages.phoneHelp)}</Text>}
          {problem === 'failed' ? <PlainAlert tone="error" role="alert" title={t(messages.failed)} /> : null}
          <PlainButton primary block type="submit" disabled={slot === null} loading={book.isPending}>
            {t(messages.book)}
          </PlainButton>
        </Stack>
      </form>
    );
  }

  return (
    <AuthPage title={t(messages.title)} brandName={business}>
      {body}
    </AuthPage>
  );
}
