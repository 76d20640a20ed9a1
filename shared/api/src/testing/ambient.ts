import { SYSTEM_ACCOUNT_PATHS } from '../systemAccounts/paths';
import type { BookingStaffAccess } from '../systemAccounts/staffAccess';

/*
 * Calls a signed-in screen makes besides its own data, for a notice every such screen may show (the booking
 * system's staff access-denied notice): a test that does not answer one is answered "nothing to say", so
 * each screen's tests need not know of them; a test about the notice answers the call itself.
 */
const AMBIENT: ReadonlyArray<{ method: string; path: string; answer: () => unknown }> = [
  { method: 'GET', path: SYSTEM_ACCOUNT_PATHS.staffAccess, answer: () => ({ companies: [] }) },
];

/** The quiet answer to an ambient call the test did not answer, or undefined for any other call. */
export function ambientAnswer(method: string, path: string): Response | undefined {
  const call = AMBIENT.find((each) => each.method === method.toUpperCase() && each.path.toLowerCase() === path.toLowerCase());
  return call ? Response.json(call.answer()) : undefined;
}

/** A YCLIENTS administrator's company without the phones and settings rights: what a test of the staff notice answers. */
export const LIMITED_STAFF_ACCESS = {
  companies: [{ system: 'yclients', systemAccountId: 'a1', accountId: '702101', name: 'Lotus, Nevsky', deniedAreas: ['phones', 'settings'] }],
} as const satisfies BookingStaffAccess;
