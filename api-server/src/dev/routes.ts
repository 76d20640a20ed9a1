import { z } from 'zod';
import { emailSchema, PATHS, RULE_MESSAGES } from '@cabinet/api/contract';
import { devClientLinksRequestSchema, devClientLinksSchema, MESSAGES_PATHS, type DevClientLinks } from '@cabinet/api/messaging';
import { readOutbox } from '../account/mail';
import { readPhoneOutbox } from '../account/phoneCodes';
import { createMessageLinks } from '../messaging/links';
import type { AppContext } from '../platform/AppContext';
import { signDevGoogleIdToken } from '../platform/auth/googleIdTokens';
import { ApiError } from '../platform/http/ApiError';
import { originOf } from '../platform/http/originPolicy';
import { route, type Route } from '../platform/http/route';
import { authorizePage } from './authorizePage';
import { bookClientLinks } from './clientLinks';

const authorizeQuerySchema = z.object({ redirect_uri: z.string().min(1), state: z.string().default('') });
const authorizeFormSchema = z.object({ email: z.string().default(''), redirect_uri: z.string().min(1), state: z.string().default('') });
const outboxQuerySchema = z.object({ email: z.string().optional() });
const phoneOutboxQuerySchema = z.object({ phone: z.string().optional() });
const phoneOutboxSchema = z.array(z.object({ to: z.string(), text: z.string(), createdAt: z.iso.datetime() }));
const outboxSchema = z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), link: z.string().nullable(), createdAt: z.iso.datetime() }));
const REDIRECT_REFUSED = { 400: 'VALIDATION_FAILED: redirect_uri is not on an allowed origin' };

/**
 * Stand-ins for what the cabinet reaches outside this machine: Google's sign-in page, the mail box and the
 * support-chat script; and shortcuts journeys take past what other journeys cover (a test account, messages
 * credited, a client's links). The dev domain is registered only outside production.
 */
export function devRoutes(ctx: AppContext): Route[] {
  const { config, db, origins } = ctx;
  const clientLinks = createMessageLinks({ secret: config.jwtSecret, clientOrigin: (clientHost) => origins.clientOrigin(clientHost) });

  /** Only to the cabinet's own origins: anything else would make this page an open redirect. */
  function allowedRedirect(redirectUri: string): URL {
    const origin = originOf(redirectUri);
    if (origin === null || !origins.isAllowed(origin)) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'redirect_uri must be on an allowed origin', { redirect_uri: 'origin.notAllowed' });
    }
    return new URL(redirectUri);
  }

  return [
    route({
      method: 'GET',
      path: PATHS.devGoogle.authorize,
      access: 'guest',
      summary: "Google's sign-in page, local stand-in",
      query: authorizeQuerySchema,
      responses: { 200: { description: 'The sign-in form', contentType: 'text/html' } },
      errors: REDIRECT_REFUSED,
      handler({ reply, query: readQuery }) {
        const query = readQuery();
        allowedRedirect(query.redirect_uri);
        return reply.type('text/html; charset=utf-8').send(authorizePage({ redirectUri: query.redirect_uri, state: query.state }));
      },
    }),

    route({
      method: 'POST',
      path: PATHS.devGoogle.authorize,
      access: 'guest',
      summary: 'Sign in on the stand-in: back to the cabinet with an ID token',
      description: 'Like an OAuth implicit grant: the ID token rides in the redirect\'s fragment.',
      body: authorizeFormSchema,
      bodyContentType: 'application/x-www-form-urlencoded',
      responses: {
        302: { description: 'To redirect_uri with `#id_token=…&state=…`' },
        400: { description: 'The form again, saying what is wrong with the e-mail', contentType: 'text/html' },
      },
      errors: REDIRECT_REFUSED,
      async handler({ reply, body }) {
        const form = body();
        const target = allowedRedirect(form.redirect_uri);
        const email = emailSchema.safeParse(form.email);
        if (!email.success) {
          const error = RULE_MESSAGES[form.email.trim() === '' ? 'required' : 'email.invalid'];
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(authorizePage({ redirectUri: form.redirect_uri, state: form.state, email: form.email, error }));
        }
        const idToken = await signDevGoogleIdToken(config, email.data);
        // Like an OAuth implicit grant: the token rides in the fragment, which browsers never send to a server.
        target.hash = new URLSearchParams({ id_token: idToken, state: form.state }).toString();
        return reply.redirect(target.toString(), 302);
      },
    }),

    route({
      method: 'GET',
      path: PATHS.devOutbox,
      access: 'guest',
      summary: 'The e-mails the API would have sent',
      description: 'Newest first, at most 200; tests and demos read the links in them.',
      query: outboxQuerySchema,
      responses: { 200: { description: 'The mails', schema: outboxSchema } },
      handler: ({ query }) => {
        const { email } = query();
        return readOutbox(db, email ? email.trim().toLowerCase() : null);
      },
    }),

    route({
      method: 'GET',
      path: PATHS.devPhoneOutbox,
      access: 'guest',
      summary: 'The service messages (phone codes) the API would have sent',
      description: 'Newest first, at most 200; `phone` in E.164 (+ encoded as %2B).',
      query: phoneOutboxQuerySchema,
      responses: { 200: { description: 'The messages', schema: phoneOutboxSchema } },
      handler: ({ query }) => readPhoneOutbox(db, query().phone?.trim() || null),
    }),

    route({
      method: 'POST',
      path: 'dev/test-user',
      access: 'user',
      summary: 'Marks the calling account a test account',
      description:
        "What the platform's staff do for a trial account (User.isTestUser), so a journey or a demo sees a test user's limits: no WhatsApp mailings.",
      responses: { 204: { description: 'Marked' } },
      async handler({ caller, reply }) {
        await db.query('update users set is_test_user = true where id = $1', [caller.userId]);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: 'dev/messages',
      access: 'user',
      summary: "Adds messages to the calling account's quota",
      description:
        'What a paid message pack does on settling (payments/orders.ts), without the payment: a new account starts with none, and a journey about sending credits it here rather than walk the payment widget again (payments.spec.ts covers paying).',
      body: z.object({ count: z.number().int().min(1).max(10_000) }),
      responses: { 204: { description: 'Credited' } },
      async handler({ caller, body, reply }) {
        await db.query('update users set available_notifications_count = available_notifications_count + $2 where id = $1', [caller.userId, body().count]);
        return reply.code(204).send();
      },
    }),

    route({
      method: 'POST',
      path: MESSAGES_PATHS.devClientLinks,
      access: 'user',
      summary: "A client's links (review, confirm, cancel) for bookings made here",
      description:
        "What the engine's messages hand a client, without a booking system, a messenger or the engine's timing: books a visit tomorrow and one an hour ago at the caller's development branch (through the webhook's path) and records a sent review request about the past one. Journeys open the client's pages with them (e2e/tests/widgets-client.spec.ts); message-links.spec.ts covers the engine composing them.",
      body: devClientLinksRequestSchema,
      responses: { 200: { description: 'The links as the messages carry them', schema: devClientLinksSchema } },
      errors: { 400: 'VALIDATION_FAILED: a name or phone the booking system would refuse' },
      handler: ({ caller, body }): Promise<DevClientLinks> => db.transaction((tx) => bookClientLinks(tx, clientLinks, caller.userId, body(), ctx.clock.now())),
    }),

    route({
      method: 'GET',
      path: 'dev/support-chat.js',
      access: 'guest',
      summary: 'The external support-chat script, local stand-in',
      responses: { 200: { description: 'A script that only says it has loaded', contentType: 'application/javascript' } },
      handler: ({ reply }) =>
        reply
          .type('application/javascript; charset=utf-8')
          .send('// Local stand-in for the external support-chat script: it only says that it has loaded.\nwindow.CabinetSupportChat = { loadedAt: Date.now() };\n'),
    }),
  ];
}
