import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../paths';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes, createFailSwitch } from '../../platform/standIns/controlRoutes';

/**
 * A local stand-in of the Telegram MTProto gateway (channels/telegram.ts): `auth.sendCode` "sends" a
 * 5-digit code (read back through `_control/codes` by its phone_code_hash, as a phone would show it), `auth.signIn` checks it
 * (PHONE_CODE_INVALID, PHONE_CODE_EXPIRED after 5 minutes), `messages.sendMessage` records the text.
 * `_control/fail` makes the next sendCode answer 500. Development only; in memory.
 */
const mtproto = (status: number, message: string) => new ApiError(status, status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED', message);

export function createTelegramStandIn() {
  const codes = new Map<string, { phone: string; code: string; at: number }>();
  const sessions = new Map<string, string>();
  const sent: Array<{ phone: string; message: string }> = [];
  const failing = createFailSwitch();
  const base = STAND_IN_PATHS.telegram;
  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/auth.sendCode`,
      access: 'guest',
      summary: 'Telegram gateway stand-in: sends a login code to the phone',
      body: z.object({ phone_number: z.string() }),
      responses: { 200: { description: '{ phone_code_hash }' } },
      async handler({ body, reply }) {
        const { phone_number: phone } = body();
        if (failing.take()) {
          return reply.code(500).send({ error_code: 500, error_message: 'INTERNAL_SERVER_ERROR' });
        }
        if (!/^\+?\d{7,15}$/.test(phone)) return reply.code(400).send({ error_code: 400, error_message: 'PHONE_NUMBER_INVALID' });
        const hash = randomBytes(8).toString('hex');
        codes.set(hash, { phone, code: String(randomInt(10_000, 100_000)), at: Date.now() });
        return { _: 'auth.sentCode', phone_code_hash: hash, timeout: 300 };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/auth.signIn`,
      access: 'guest',
      summary: 'Telegram gateway stand-in: signs in with the code',
      body: z.object({ phone_number: z.string(), phone_code_hash: z.string(), phone_code: z.string() }),
      responses: { 200: { description: '{ user, session }' } },
      async handler({ body, reply }) {
        const { phone_number: phone, phone_code_hash: hash, phone_code: code } = body();
        const issued = codes.get(hash);
        if (!issued || issued.phone !== phone || Date.now() - issued.at > 5 * 60_000) return reply.code(400).send({ error_code: 400, error_message: 'PHONE_CODE_EXPIRED' });
        if (issued.code !== code) return reply.code(400).send({ error_code: 400, error_message: 'PHONE_CODE_INVALID' });
        codes.delete(hash);
        const session = randomBytes(16).toString('hex');
        sessions.set(session, phone);
        return { _: 'auth.authorization', user: { id: String(randomInt(100_000, 999_999_999)), phone: phone.replace(/\D/g, '') }, session };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/messages.sendMessage`,
      access: 'guest',
      summary: 'Telegram gateway stand-in: sends a text',
      body: z.object({ session: z.string(), peer_phone: z.string(), message: z.string() }),
      responses: { 200: { description: '{ id }' } },
      async handler({ body, reply }) {
        const { session, peer_phone: phone, message } = body();
        if (!sessions.has(session)) return reply.code(401).send({ error_code: 401, error_message: 'AUTH_KEY_UNREGISTERED' });
        sent.push({ phone, message });
        return { id: sent.length };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/_control/codes`,
      access: 'guest',
      summary: 'Telegram gateway stand-in control: the code of one request (phone_code_hash), or the newest sent to a phone',
      // By its hash, as a phone shows the code of the request it belongs to: when two codes went to one
      // number (a resend, two sessions), "the newest" may be the other request's and fail as invalid.
      query: z.object({ phone_code_hash: z.string().min(1).optional(), phone: z.string().min(1).optional() }),
      responses: { 200: { description: '{ code, phone_code_hash }' } },
      errors: { 404: 'NOT_FOUND' },
      async handler({ query }) {
        const { phone_code_hash: hash, phone } = query();
        if (hash) {
          const issued = codes.get(hash);
          if (!issued) throw mtproto(404, 'No code was sent for this phone_code_hash');
          return { code: issued.code, phone_code_hash: hash };
        }
        if (!phone) throw new ApiError(400, 'VALIDATION_FAILED', 'Name the request (phone_code_hash) or the phone');
        const latest = [...codes.entries()].filter(([, issued]) => issued.phone === phone).sort(([, a], [, b]) => b.at - a.at)[0];
        if (!latest) throw mtproto(404, 'No code was sent to this phone');
        return { code: latest[1].code, phone_code_hash: latest[0] };
      },
    }),
    ...controlRoutes(base, 'Telegram gateway stand-in control', { fail: { summary: 'the next auth.sendCode calls answer 500', failing } }),
  ];
  return { routes, sent };
}
