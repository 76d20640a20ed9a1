import { useEffect, useState } from 'react';
import { readApiError } from '@cabinet/api/core';

/*
 * What the two booking views (/bw, a visit; /ibw, a table) share: the contact check before sending, the
 * reading of the API's refusal into what the view says, and the page's refusal (another site, no widget).
 */

/** What went wrong with a booking, as the view says it: the slot taken meanwhile, a field, or anything else. */
export type BookingProblem = 'taken' | 'failed' | 'phone' | 'name' | null;

/** A phone as a client types it: +, digits, spaces, brackets and dashes; the API checks it properly. */
const PHONE_TYPED = /^\+?[\d\s()-]{7,20}$/;

/** The contact's problem before anything is sent: a name is needed, and a phone that looks like one. */
export function contactProblem(name: string, phone: string): BookingProblem {
  if (name.trim() === '') return 'name';
  if (!PHONE_TYPED.test(phone.trim())) return 'phone';
  return null;
}

/** The API's refusal of a booking: the slot taken meanwhile (409), a field it refused, else a failure. */
export async function bookingProblemOf(error: unknown): Promise<BookingProblem> {
  const body = await readApiError(error);
  if (body?.code === 'BOOKING_SLOT_TAKEN') return 'taken';
  if (body?.fields?.phone) return 'phone';
  if (body?.fields?.name) return 'name';
  return 'failed';
}

/** Why the view could not open: another site embeds it, the widget is gone, or it failed (retry). */
export type PageRefusal = 'origin' | 'notFound' | 'failed';

/** The refusal of the page's first call, once read; null while none (or not read yet). */
export function usePageRefusal(error: unknown): PageRefusal | null {
  const [refusal, setRefusal] = useState<PageRefusal | null>(null);
  useEffect(() => {
    if (!error) return setRefusal(null);
    let current = true;
    void readApiError(error).then((body) => {
      if (current) setRefusal(body?.code === 'BOOKING_ORIGIN_REFUSED' ? 'origin' : body?.code === 'WIDGET_NOT_FOUND' ? 'notFound' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [error]);
  return refusal;
}
