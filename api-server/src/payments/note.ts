import { paymentNoteSchema, type PaymentNote } from '@cabinet/api/payments';

/** A record's stored note (payments.note), or null for none or one this version does not know. */
export function readPaymentNote(value: unknown): PaymentNote | null {
  if (value === null || value === undefined) return null;
  const note = paymentNoteSchema.safeParse(value);
  return note.success ? note.data : null;
}
