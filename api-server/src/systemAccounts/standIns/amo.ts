import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes } from '../../platform/standIns/controlRoutes';
import { STAND_IN_AMO_CLIENT } from '../adapters';

/**
 * A local stand-in of amoCRM's OAuth 2.0 server (amo/adapter.ts): the authorisation page (an account's
 * subdomain to choose, Allow or Deny, then the redirect with code, referer and state), and the token
 * endpoint per account (`{subdomain}/oauth2/access_token`): codes single-use for 20 minutes, refresh
 * tokens single-use, access tokens living `expiresInSeconds`. `_control/commands` makes the next token
 * calls refuse (400) or fail (5xx). Development and tests only.
 */

const commandSchema = z.object({ outcome: z.enum(['refuse', 'fail']), times: z.number().int().min(1).max(100).default(1) });

export function createAmoStandIn(options: { prefix: string; expiresInSeconds?: number }) {
  const codes = new Map<string, { subdomain: string; redirectUri: string }>();
  const refreshTokens = new Map<string, string>();
  const commands: Array<{ outcome: 'refuse' | 'fail'; remaining: number }> = [];
  const expiresIn = options.expiresInSeconds ?? 86_400;
  const issue = (subdomain: string) => {
    const refresh = `rt-${randomBytes(12).toString('hex')}`;
    refreshTokens.set(refresh, subdomain);
    return { token_type: 'Bearer', expires_in: expiresIn, access_token: `at-${randomBytes(12).toString('hex')}`, refresh_token: refresh };
  };
  const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

  const routes: Route[] = [
    route({
      method: 'GET',
      path: `${options.prefix}/oauth`,
      access: 'guest',
      summary: 'amoCRM stand-in: the authorisation page',
      query: z.object({ client_id: z.string(), state: z.string().default(''), redirect_uri: z.string().default(''), mode: z.string().optional() }),
      responses: { 200: { description: 'The page', contentType: 'text/html' } },
      async handler({ query, reply }) {
        const { client_id: clientId, state, redirect_uri: redirectUri } = query();
        const hidden = `<input type="hidden" name="state" value="${escape(state)}"><input type="hidden" name="redirect_uri" value="${escape(redirectUri)}"><input type="hidden" name="client_id" value="${escape(clientId)}">`;
        const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>amoCRM: allow access</title></head><body style="font-family:sans-serif;max-width:420px;margin:48px auto">
<main><h1>Allow the cabinet to reach your amoCRM account?</h1>
<form method="post" action="oauth/decide">${hidden}
<label for="subdomain">Account subdomain</label><br><input id="subdomain" name="subdomain" value="lotus" style="margin:8px 0 16px;padding:6px"><br>
<button name="decision" value="allow" style="padding:8px 16px;background:#0b5394;color:#fff;border:0">Allow</button>
<button name="decision" value="deny" style="padding:8px 16px">Deny</button></form></main></body></html>`;
        return reply.type('text/html').send(html);
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/oauth/decide`,
      access: 'guest',
      summary: "amoCRM stand-in: the owner's answer, sent back to the redirect address",
      body: z.object({ state: z.string().default(''), redirect_uri: z.string(), client_id: z.string(), subdomain: z.string().default('lotus'), decision: z.enum(['allow', 'deny']) }),
      responses: { 302: { description: 'Back to the cabinet' } },
      async handler({ body, reply }) {
        const answer = body();
        const target = new URL(answer.redirect_uri);
        if (answer.decision === 'allow') {
          const code = `code-${randomBytes(10).toString('hex')}`;
          codes.set(code, { subdomain: answer.subdomain.toLowerCase(), redirectUri: answer.redirect_uri });
          target.searchParams.set('code', code);
          target.searchParams.set('referer', `${answer.subdomain.toLowerCase()}.amocrm.ru`);
        }
        // A refusal carries no code: the cabinet then says the connection parameters are missing.
        target.searchParams.set('state', answer.state);
        target.searchParams.set('client_id', answer.client_id);
        return reply.redirect(target.toString(), 302);
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/:subdomain/oauth2/access_token`,
      access: 'guest',
      summary: 'amoCRM stand-in: the token endpoint (authorization_code and refresh_token grants)',
      params: z.object({ subdomain: z.string() }),
      body: z.object({ client_id: z.string(), client_secret: z.string(), grant_type: z.string(), code: z.string().optional(), refresh_token: z.string().optional(), redirect_uri: z.string().optional() }),
      responses: { 200: { description: 'The tokens' } },
      async handler({ params, body, reply }) {
        const refused = () => reply.code(400).send({ hint: 'Authorization code has been revoked', title: 'Bad Request', type: 'https://httpstatus.es/400', status: 400, detail: 'invalid_grant' });
        const next = commands[0];
        if (next) {
          next.remaining -= 1;
          if (next.remaining === 0) commands.shift();
          return next.outcome === 'refuse' ? refused() : reply.code(503).send({ title: 'Service Unavailable', status: 503 });
        }
        const grant = body();
        const { subdomain } = params();
        if (grant.client_id !== STAND_IN_AMO_CLIENT.id || grant.client_secret !== STAND_IN_AMO_CLIENT.secret) return reply.code(401).send({ title: 'Unauthorized', status: 401 });
        if (grant.grant_type === 'authorization_code') {
          const issued = grant.code ? codes.get(grant.code) : undefined;
          if (!issued || !grant.code || issued.subdomain !== subdomain) return refused();
          codes.delete(grant.code);
          return issue(subdomain);
        }
        if (grant.grant_type === 'refresh_token') {
          const owner = grant.refresh_token ? refreshTokens.get(grant.refresh_token) : undefined;
          if (!owner || !grant.refresh_token || owner !== subdomain) return refused();
          refreshTokens.delete(grant.refresh_token);
          return issue(subdomain);
        }
        return refused();
      },
    }),
    ...controlRoutes(options.prefix, 'amoCRM stand-in', { commands: { summary: 'make the next token calls refuse or fail', schema: commandSchema, add: (command) => commands.push({ outcome: command.outcome, remaining: command.times }) } }),
  ];
  return {
    routes,
    /** A code as the authorisation page would issue it (tests). */
    issueCode(subdomain: string, redirectUri: string): string {
      const code = `code-${randomBytes(10).toString('hex')}`;
      codes.set(code, { subdomain, redirectUri });
      return code;
    },
    command(command: z.input<typeof commandSchema>) {
      const parsed = commandSchema.parse(command);
      commands.push({ outcome: parsed.outcome, remaining: parsed.times });
    },
  };
}
