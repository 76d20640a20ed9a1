import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { signDevGoogleIdToken } from '../auth/googleIdTokens';
import { emailSchema, PATHS, RULE_MESSAGES } from '@cabinet/api/contract';
import { ApiError } from '../http/ApiError';
import { originOf } from '../http/originPolicy';
import { parseWith } from '../http/parseWith';

const authorizeQuerySchema = z.object({ redirect_uri: z.string().min(1), state: z.string().default('') });
const authorizeFormSchema = z.object({ email: z.string().default(''), redirect_uri: z.string().min(1), state: z.string().default('') });
const outboxQuerySchema = z.object({ email: z.string().optional() });

type OutboxRow = { to_email: string; subject: string; text: string; link: string | null; created_at: Date };

/**
 * Stand-ins for what the cabinet reaches outside this machine: Google's sign-in page, the mail box and the
 * support-chat script. buildApp registers them only outside production.
 */
export async function devRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, db, origins } = ctx;
  const authorizePath = '/' + PATHS.devGoogle.authorize;

  /** Only to the cabinet's own origins: anything else would make this page an open redirect. */
  function allowedRedirect(redirectUri: string): URL {
    const origin = originOf(redirectUri);
    if (origin === null || !origins.isAllowed(origin)) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'redirect_uri must be on an allowed origin', { redirect_uri: 'origin.notAllowed' });
    }
    return new URL(redirectUri);
  }

  // Its own scope, so the form parser exists only for the stand-in's page.
  await app.register(async (scope) => {
    // A plain HTML form posts urlencoded; URLSearchParams reads it without another dependency.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });

    scope.get(authorizePath, async (request, reply) => {
      const query = parseWith(authorizeQuerySchema, request.query);
      allowedRedirect(query.redirect_uri);
      return reply.type('text/html; charset=utf-8').send(authorizePage({ redirectUri: query.redirect_uri, state: query.state }));
    });

    scope.post(authorizePath, async (request, reply) => {
      const form = parseWith(authorizeFormSchema, request.body);
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
    });
  });

  app.get('/' + PATHS.devOutbox, async (request) => {
    const { email } = parseWith(outboxQuerySchema, request.query);
    const rows = await db.query<OutboxRow>(
      `select to_email, subject, text, link, created_at from outbox
       where $1::text is null or to_email = $1
       order by created_at desc limit 200`,
      [email ? email.trim().toLowerCase() : null],
    );
    return rows.map((row) => ({ to: row.to_email, subject: row.subject, text: row.text, link: row.link, createdAt: row.created_at.toISOString() }));
  });

  app.get('/dev/support-chat.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .send('// Local stand-in for the external support-chat script: it only says that it has loaded.\nwindow.CabinetSupportChat = { loadedAt: Date.now() };\n'),
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function authorizePage(options: { redirectUri: string; state: string; email?: string; error?: string }): string {
  const { redirectUri, state, email = '', error } = options;
  const errorId = 'email-error';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f3f4; color: #202124; font: 16px/1.5 system-ui, sans-serif; }
  main { background: #fff; padding: 32px; border-radius: 8px; box-shadow: 0 1px 3px rgb(0 0 0 / 25%); width: min(400px, calc(100vw - 32px)); box-sizing: border-box; }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { margin: 0 0 24px; color: #3c4043; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; padding: 10px 12px; font: inherit; border: 1px solid #5f6368; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  .error { color: #b3261e; margin: 4px 0 0; }
  button { margin-top: 24px; width: 100%; min-height: 44px; font: inherit; font-weight: 600; color: #fff; background: #0b57d0; border: 0; border-radius: 4px; cursor: pointer; }
  input:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>Sign in with Google (local stand-in)</h1>
  <p>Nothing leaves this machine: enter any e-mail address to sign in as its owner.</p>
  <form method="post" action="/${PATHS.devGoogle.authorize}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}"${
      error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''
    }>
    ${error ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
    <input type="hidden" name="state" value="${escapeHtml(state)}">
    <button type="submit">Continue</button>
  </form>
</main>
</body>
</html>
`;
}
