import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { STAND_IN_PATHS } from '../paths';
import { sameSignature, twilioSignature } from '../providerHttp';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes, createFailSwitch } from '../../platform/standIns/controlRoutes';
import { createBehaviours, createCallbacks, hang, keepLast, type Behaviour } from '../../platform/standIns/behaviours';

/**
 * A local stand-in of Twilio's Messages resource, as far as its public documentation shows: basic auth
 * with the AccountSid and auth token, the form body and its checks (21211, 21602, 21603, 21604), the
 * Message resource answered 201 and Twilio's error body, StatusCallback posts (sent, delivered or
 * undelivered with ErrorCode) and the incoming-SMS webhook, each signed X-Twilio-Signature. Development
 * only; commanded through `_control` routes (or the object itself in tests).
 */

export interface StandInTwilioAccount {
  accountSid: string;
  authToken: string;
  /** The incoming-message webhook of the account's number; null to ask `resolveSmsUrl`. */
  smsUrl: string | null;
  /** The account's own numbers (IncomingPhoneNumbers), E.164. */
  numbers?: readonly string[];
  friendlyName?: string;
  status?: 'active' | 'suspended' | 'closed';
}

export interface CreatedMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  at: string;
}

const accountSchema = z.object({
  accountSid: z.string().min(1),
  authToken: z.string().min(1),
  smsUrl: z.url().nullable().default(null),
  numbers: z.array(z.string().regex(/^\+\d{6,15}$/)).default([]),
  friendlyName: z.string().optional(),
  status: z.enum(['active', 'suspended', 'closed']).optional(),
});
const inboundCommandSchema = z.object({
  accountSid: z.string().optional(),
  from: z.string().regex(/^\+\d{6,15}$/),
  to: z.string().min(1),
  body: z.string().min(1),
});

const E164 = /^\+\d{6,15}$/;
const BODY_MAX = 1600;

const MESSAGES: Readonly<Record<number, string>> = {
  20003: 'Authenticate',
  20429: 'Too Many Requests',
  21211: "The 'To' number is not a valid phone number.",
  21610: 'Attempt to send to unsubscribed recipient',
  21614: "'To' number is not a valid mobile number",
  30003: 'Unreachable destination handset',
  30005: 'Unknown destination handset',
  30006: 'Landline or unreachable carrier',
  30007: 'Message filtered',
};

function twilioError(code: number, status: number, message?: string) {
  return { code, message: message ?? MESSAGES[code] ?? 'Error', more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

function defaultStatus(code: number): number {
  if (code === 20003) return 401;
  if (code === 20429) return 429;
  if (code >= 20500 && code < 20600) return 500;
  return 400;
}

const sid = (prefix: string) => prefix + randomBytes(16).toString('hex');

export interface TwilioStandInOptions {
  accounts?: readonly StandInTwilioAccount[];
  callbackDelayMs?: number;
  hangMs?: number;
  /** The incoming-message webhook of an account's number when the account has none (the API's own, looked up in channel_accounts). */
  resolveSmsUrl?: (accountSid: string, to: string) => Promise<string | null>;
}

export function createTwilioStandIn(options: TwilioStandInOptions = {}) {
  const accounts = new Map<string, StandInTwilioAccount>((options.accounts ?? []).map((account) => [account.accountSid, account]));
  const behaviours = createBehaviours();
  const callbacks = createCallbacks(options.callbackDelayMs ?? 1000);
  const created: CreatedMessage[] = [];
  const prefix = STAND_IN_PATHS.twilio;
  /** The next account reads that answer 503 (a Twilio outage while an owner connects). */
  const failing = createFailSwitch();
  const accountResource = (account: StandInTwilioAccount) => ({
    sid: account.accountSid,
    friendly_name: account.friendlyName ?? `${account.accountSid}'s account`,
    status: account.status ?? 'active',
    type: 'Full',
    owner_account_sid: account.accountSid,
    uri: `/2010-04-01/Accounts/${account.accountSid}.json`,
  });

  /** A signed form post, as Twilio makes them. */
  function signedForm(account: StandInTwilioAccount, url: string, params: Record<string, string>) {
    const entries = Object.entries(params);
    return {
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(account.authToken, url, entries), 'i-twilio-idempotency-token': randomBytes(16).toString('hex') },
      body: new URLSearchParams(entries).toString(),
    };
  }

  function statusCall(account: StandInTwilioAccount, url: string, message: CreatedMessage, status: string, errorCode?: number) {
    return () =>
      signedForm(account, url, {
        MessageSid: message.sid,
        SmsSid: message.sid,
        AccountSid: account.accountSid,
        From: message.from,
        To: message.to,
        MessageStatus: status,
        SmsStatus: status,
        ApiVersion: '2010-04-01',
        ...(errorCode === undefined ? {} : { ErrorCode: String(errorCode) }),
      });
  }

  function afterCreating(account: StandInTwilioAccount, statusCallback: string | undefined, message: CreatedMessage, behaviour: Behaviour): void {
    if (statusCallback === undefined || behaviour.outcome === 'abandon') return;
    const last = behaviour.outcome === 'failLater' ? statusCall(account, statusCallback, message, 'undelivered', behaviour.code ?? 30005) : statusCall(account, statusCallback, message, 'delivered');
    callbacks.later([statusCall(account, statusCallback, message, 'sent'), last]);
  }

  /** The account of a request's basic auth, when it is this path's and its token is right. */
  function authenticated(authorization: string | undefined, accountSid: string): StandInTwilioAccount | null {
    const account = accounts.get(accountSid);
    if (!account || authorization === undefined || !authorization.startsWith('Basic ')) return null;
    const expected = `${account.accountSid}:${account.authToken}`;
    return sameSignature(Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8'), expected) ? account : null;
  }

  const routes: Route[] = [
    route({
      method: 'GET',
      path: `${prefix}/2010-04-01/Accounts/:accountSid.json`,
      access: 'guest',
      summary: 'Twilio stand-in: fetch an Account (the credentials check)',
      params: z.object({ accountSid: z.string() }),
      responses: { 200: { description: 'The Account resource, or 401 with code 20003' } },
      handler({ request, reply, params }) {
        if (failing.take()) {
          return reply.code(503).send(twilioError(20503, 503, 'Service Unavailable'));
        }
        const account = authenticated(request.headers.authorization, params().accountSid);
        if (!account) return reply.code(401).send(twilioError(20003, 401));
        return accountResource(account);
      },
    }),
    route({
      method: 'GET',
      path: `${prefix}/2010-04-01/Accounts/:accountSid/IncomingPhoneNumbers.json`,
      access: 'guest',
      summary: "Twilio stand-in: the account's phone numbers, filtered by PhoneNumber",
      params: z.object({ accountSid: z.string() }),
      query: z.object({ PhoneNumber: z.string().optional() }),
      responses: { 200: { description: 'A page of IncomingPhoneNumber resources' } },
      handler({ request, reply, params, query }) {
        const account = authenticated(request.headers.authorization, params().accountSid);
        if (!account) return reply.code(401).send(twilioError(20003, 401));
        const wanted = query().PhoneNumber;
        const numbers = (account.numbers ?? []).filter((number) => wanted === undefined || number === wanted);
        return {
          incoming_phone_numbers: numbers.map((number, index) => ({
            sid: `PN${account.accountSid.slice(2, 26)}${String(index).padStart(8, '0')}`,
            account_sid: account.accountSid,
            phone_number: number,
            friendly_name: number,
            capabilities: { sms: true, mms: false, voice: true, fax: false },
            sms_url: account.smsUrl,
          })),
          page: 0,
          page_size: 50,
          start: 0,
          end: Math.max(0, numbers.length - 1),
          first_page_uri: `/2010-04-01/Accounts/${account.accountSid}/IncomingPhoneNumbers.json?PageSize=50&Page=0`,
          next_page_uri: null,
          previous_page_uri: null,
          uri: `/2010-04-01/Accounts/${account.accountSid}/IncomingPhoneNumbers.json`,
        };
      },
    }),
    route({
      method: 'POST',
      path: `${prefix}/2010-04-01/Accounts/:accountSid/Messages.json`,
      access: 'guest',
      summary: 'Twilio stand-in: create a Message (send an SMS)',
      params: z.object({ accountSid: z.string() }),
      body: z.record(z.string(), z.string()),
      bodyContentType: 'application/x-www-form-urlencoded',
      responses: { 201: { description: 'The Message resource (`sid`, `status: queued`...), or a Twilio error as commanded' } },
      async handler({ request, reply, params, body }) {
        const account = authenticated(request.headers.authorization, params().accountSid);
        if (!account) return reply.code(401).send(twilioError(20003, 401));
        const form = body();
        const to = form.To ?? '';
        const from = form.From ?? form.MessagingServiceSid ?? '';
        const text = form.Body ?? '';
        if (to === '') return reply.code(400).send(twilioError(21604, 400, "A 'To' phone number is required."));
        if (!E164.test(to)) return reply.code(400).send(twilioError(21211, 400, `The 'To' number ${to} is not a valid phone number.`));
        if (from === '') return reply.code(400).send(twilioError(21603, 400, "A 'From' phone number is required."));
        if (text === '') return reply.code(400).send(twilioError(21602, 400, 'Message body is required.'));
        if (text.length > BODY_MAX) return reply.code(400).send(twilioError(21617, 400, 'The concatenated message body exceeds the 1600 character limit.'));

        const behaviour = behaviours.next(to);
        if (behaviour.outcome === 'timeout') {
          await hang(reply.raw, options.hangMs ?? 60_000);
          return reply.code(503).send(twilioError(20503, 503, 'Service Unavailable'));
        }
        if (behaviour.outcome === 'fail') {
          const code = behaviour.code ?? 21211;
          return reply.code(behaviour.httpStatus ?? defaultStatus(code)).send(twilioError(code, behaviour.httpStatus ?? defaultStatus(code), behaviour.message));
        }
        const message: CreatedMessage = { sid: sid('SM'), accountSid: account.accountSid, to, from, body: text, at: new Date().toISOString() };
        keepLast(created, message);
        afterCreating(account, form.StatusCallback, message, behaviour);
        const now = new Date().toUTCString();
        return reply.code(201).send({
          sid: message.sid,
          account_sid: account.accountSid,
          api_version: '2010-04-01',
          body: text,
          date_created: now,
          date_updated: now,
          date_sent: null,
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from: form.From ?? null,
          messaging_service_sid: form.MessagingServiceSid ?? null,
          num_media: '0',
          num_segments: String(Math.max(1, Math.ceil(text.length / 153))),
          price: null,
          price_unit: 'USD',
          status: 'queued',
          to,
          uri: `/2010-04-01/Accounts/${account.accountSid}/Messages/${message.sid}.json`,
        });
      },
    }),

    route({
      method: 'POST',
      path: `${prefix}/_control/accounts`,
      access: 'guest',
      summary: 'Twilio stand-in: register an account (its auth token and incoming-SMS webhook)',
      body: accountSchema,
      responses: { 204: { description: 'Registered (replacing one with the same sid)' } },
      handler({ reply, body }) {
        const account = body();
        accounts.set(account.accountSid, account);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: `${prefix}/_control/inbound`,
      access: 'guest',
      summary: "Twilio stand-in: a client texts the account's number (posts the incoming-message webhook)",
      body: inboundCommandSchema,
      responses: { 200: { description: 'The webhook was posted: the message sid and what the cabinet answered' } },
      errors: { 404: 'NOT_FOUND: no such account, or no webhook for the number' },
      async handler({ body }) {
        const command = body();
        const account = command.accountSid !== undefined ? accounts.get(command.accountSid) : [...accounts.values()][0];
        const url = account ? (account.smsUrl ?? (await options.resolveSmsUrl?.(account.accountSid, command.to)) ?? null) : null;
        if (!account || url === null) throw new ApiError(404, 'NOT_FOUND', 'No such account, or no incoming-message webhook for the number');
        const messageSid = sid('SM');
        const call = signedForm(account, url, {
          MessageSid: messageSid,
          SmsSid: messageSid,
          SmsMessageSid: messageSid,
          AccountSid: account.accountSid,
          From: command.from,
          To: command.to,
          Body: command.body,
          NumMedia: '0',
          NumSegments: '1',
          SmsStatus: 'received',
          ApiVersion: '2010-04-01',
        });
        const record = await callbacks.now(call.url, call.headers, call.body);
        return { sid: messageSid, webhookStatus: record.status, error: record.error };
      },
    }),

    route({
      method: 'GET',
      path: `${prefix}/_control/messages`,
      access: 'guest',
      summary: 'Twilio stand-in: the messages it created and the callbacks it posted',
      responses: { 200: { description: '`{ messages, callbacks }`, newest last' } },
      handler() {
        return { messages: created, callbacks: callbacks.log };
      },
    }),
    ...controlRoutes(prefix, 'Twilio stand-in', { fail: { summary: 'the next Account reads answer 503 (an outage while an owner connects)', failing }, behaviours }),
  ];

  return {
    routes,
    created,
    register(account: StandInTwilioAccount): void {
      accounts.set(account.accountSid, account);
    },
    command(behaviour: Behaviour): void {
      behaviours.add(behaviour);
    },
    settled: () => callbacks.settled(),
    callbacks: callbacks.log,
  };
}
export type TwilioStandIn = ReturnType<typeof createTwilioStandIn>;
