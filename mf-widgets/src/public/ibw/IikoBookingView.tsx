import { useState } from 'react';
import type { PublicIikoReserveResult } from '@cabinet/api/widgets';
import { useRemoteProps } from '@cabinet/contracts';
import { AuthPage, PlainAlert, PlainButton, PlainSelect, Spinner, Stack, Text, TextField } from '@cabinet/design/plain';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { usePublicIikoBooking, usePublicIikoTimes, useReservePublicTableMutation } from '../../api/iikoBooking';
import { bookingProblemOf, contactProblem, usePageRefusal, type BookingProblem } from '../booking/publicBooking';

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
  booked: /*i18n*/ { id: 'widgets.iikoBookingView.booked', message: 'Your table at {restaurant} is booked' },
  bookedDetails: /*i18n*/ { id: 'widgets.iikoBookingView.bookedDetails', message: '{date} at {time}, {guests, plural, one {# guest} other {# guests}}. Table: {table}, {section}.' },
  another: /*i18n*/ { id: 'widgets.iikoBookingView.another', message: 'Reserve another table' },
};

/** Today on the device: the API leaves out days and times already past on the restaurant's clock. */
const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/**
 * The spec's IikoBookingWidget: a guest picks the party's size, a day and a free time, leaves a name and a
 * phone, and the restaurant's iiko reserves a table that seats them. A time taken meanwhile says so. Drawn with
 * `@cabinet/design/plain` alone: a guest's phone on a restaurant's site loads no antd.
 */
export function IikoBookingView({ widgetId, brandName }: { widgetId: string; brandName: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const page = usePublicIikoBooking(widgetId);
  const refusal = usePageRefusal(page.error);
  const [guests, setGuests] = useState(2);
  const [date, setDate] = useState(today);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<BookingProblem>(null);
  const [reserved, setReserved] = useState<PublicIikoReserveResult | null>(null);

  const data = page.data;
  const restaurant = data?.restaurantName || brandName;
  const party = data ? Math.min(guests, data.maxGuests) : guests;
  const times = usePublicIikoTimes(widgetId, data && date ? { date, guests: party } : null);
  const reserve = useReservePublicTableMutation(widgetId, {
    onMutate: () => setProblem(null),
    onSuccess: (result) => {
      setReserved(result);
      setTime(null);
    },
    onError: async (error) => {
      const found = await bookingProblemOf(error);
      if (found === 'taken') setTime(null);
      setProblem(found);
    },
  });

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
  } else if (reserved) {
    const day = formatDate(`${reserved.date}T12:00:00Z`, locale, 'date', 'UTC');
    body = (
      <Stack>
        <PlainAlert
          tone="success"
          role="status"
          title={t(messages.booked, { restaurant })}
          description={t(messages.bookedDetails, { date: day, time: reserved.time, guests: reserved.guests, table: reserved.tableName, section: reserved.sectionName })}
        />
        <PlainButton onClick={() => setReserved(null)}>{t(messages.another)}</PlainButton>
      </Stack>
    );
  } else {
    const choose =
      <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setTime(null);
        setProblem(null);
      };
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const invalid = contactProblem(name, phone);
          if (invalid) return setProblem(invalid);
          if (time) reserve.mutate({ date, time, guests: party, name: name.trim(), phone: phone.trim() });
        }}
      >
        <Stack style={{ gap: 12 }}>
          <div>
            <div aria-hidden style={{ marginBottom: 4 }}>
              {t(messages.guests)}
            </div>
            <PlainSelect
              label={t(messages.guests)}
              value={String(party)}
              onChange={(value) => choose(setGuests)(Number(value))}
              options={Array.from({ length: data.maxGuests }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
            />
          </div>
          <TextField id={`ibw-date-${widgetId}`} type="date" label={t(messages.date)} value={date} min={today()} onChange={(event) => choose(setDate)(event.target.value)} />
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ marginBottom: 4, padding: 0 }}>{t(messages.times)}</legend>
            {times.isPending ? (
              <Spinner label={t(messages.timesLoading)} />
            ) : times.isError ? (
              <PlainAlert tone="error" title={t(messages.failed)} />
            ) : times.data.length === 0 ? (
              <Text>{t(messages.noTimes)}</Text>
            ) : (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {times.data.map((free) => (
                  <PlainButton key={free} primary={time === free} aria-pressed={time === free} onClick={() => setTime(free)}>
                    {free}
                  </PlainButton>
                ))}
              </div>
            )}
          </fieldset>
          {problem === 'taken' ? <PlainAlert tone="warning" role="alert" title={t(messages.taken)} /> : null}
          <TextField
            id={`ibw-name-${widgetId}`}
            label={t(messages.name)}
            value={name}
            autoComplete="name"
            error={problem === 'name' ? t(messages.nameRequired) : null}
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            id={`ibw-phone-${widgetId}`}
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
          <PlainButton primary block type="submit" disabled={time === null} loading={reserve.isPending}>
            {t(messages.reserve)}
          </PlainButton>
        </Stack>
      </form>
    );
  }

  return (
    <AuthPage title={t(messages.title)} brandName={restaurant}>
      {body}
    </AuthPage>
  );
}
