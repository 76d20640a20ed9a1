import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { authTokensSchema, type AuthTokens } from '@cabinet/api/contract';
import { MARKETPLACES, marketplaceApplicationSchema, MARKETPLACE_PATHS } from '@cabinet/api/account';
import { registerRequestSchema } from '@cabinet/api/phone';
import { CONFIRMATION_CODE_TTL_SECONDS, createEmailCode } from '../account/emailCodes';
import { confirmEmailMail } from '../account/mailTexts';
import { sendMail } from '../account/mail';
import { issueSession, sessionDeps, type SessionDeps } from '../account/sessions';
import { hashPassword } from '../account/passwords';
import { insertRegisteredUser } from '../account/users';
import type { AppContext } from '../platform/AppContext';
import { ApiError } from '../platform/http/ApiError';
import { headerValue } from '../platform/http/originPolicy';
import { route, type Route } from '../platform/http/route';
import { createMarketplaceAdapter, issueStandInApplication } from './marketplace';

const paramsSchema = z.object({ marketplace: z.enum(MARKETPLACES), applicationId: z.string().min(1).max(100) });
const issueParamsSchema = z.object({ marketplace: z.enum(MARKETPLACES) });
const issueBodySchema = z.object({ companyName: z.string().min(1).max(200).default('Demo salon') });

const notFound = () => new ApiError(404, 'APPLICATION_NOT_FOUND', 'The marketplace does not know this application');
const used = () => new ApiError(409, 'APPLICATION_USED', 'This application has been used to register already');

/**
 * Registration from a booking system's marketplace (shared/api/src/account/marketplace.ts): the
 * application id names the company, and registering connects it at once.
 */
export function marketplaceRoutes(ctx: AppContext): Route[] {
  const { db, origins, clock, config } = ctx;
  const adapter = createMarketplaceAdapter(config);
  const sessions: SessionDeps = sessionDeps(ctx.tokens, config);

  const routes: Route[] = [
    route({
      method: 'GET',
      path: MARKETPLACE_PATHS.application,
      access: 'guest',
      summary: 'The company a marketplace application is for',
      params: paramsSchema,
      responses: { 200: { description: 'The application', schema: marketplaceApplicationSchema } },
      errors: { 404: 'APPLICATION_NOT_FOUND', 409: 'APPLICATION_USED: registered with already' },
      async handler({ params }) {
        const { marketplace, applicationId } = params();
        const application = await adapter.findApplication(db, marketplace, applicationId);
        if (!application) throw notFound();
        if (application.used) throw used();
        return marketplaceApplicationSchema.parse({ applicationId, marketplace, companyId: application.companyId, companyName: application.companyName });
      },
    }),

    route({
      method: 'POST',
      path: MARKETPLACE_PATHS.register,
      access: 'guest',
      summary: 'Register with a marketplace application: signed in, with its company connected',
      description: 'The registration form\'s body; mails the e-mail confirmation link like any registration.',
      params: paramsSchema,
      body: registerRequestSchema,
      responses: { 200: { description: 'Signed in', schema: authTokensSchema } },
      errors: { 404: 'APPLICATION_NOT_FOUND', 409: 'APPLICATION_USED; USER_EXISTS: the e-mail already has an account' },
      async handler({ request, params, body: readBody }): Promise<AuthTokens> {
        const { marketplace, applicationId } = params();
        const body = readBody();
        const application = await adapter.findApplication(db, marketplace, applicationId);
        if (!application) throw notFound();
        if (application.used) throw used();
        const passwordHash = await hashPassword(body.password);
        const linkOrigin = origins.clientOrigin(body.clientHost, headerValue(request.headers['client-host']));
        return db.transaction(async (tx) => {
          const user = await insertRegisteredUser(tx, {
            email: body.email,
            passwordHash,
            phone: body.phone,
            countryId: body.countryId ?? 0,
            language: body.language ?? null,
            utmTag: body.utmTag ?? `marketplace:${marketplace}`,
            clientHost: body.clientHost,
          });
          if (!user) throw new ApiError(409, 'USER_EXISTS', 'A user with this email already exists', { email: 'email.taken' });
          if (!(await adapter.markInstalled(tx, marketplace, applicationId, user.id, clock.now()))) throw used();
          await tx.query(`update users set crms = array[$2]::text[] where id = $1`, [user.id, marketplace]);
          const [connection] = await tx.query<{ id: string }>(
            `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, $2, $3, $4, $5) returning id`,
            [user.id, marketplace, application.companyId, application.companyName, randomBytes(32).toString('hex')],
          );
          if (!connection) throw new Error('Connecting the company returned no row');
          await tx.query(`insert into companies (user_id, connection_id, source_id, name) values ($1, $2, $3, $4)`, [
            user.id,
            connection.id,
            application.companyId,
            application.companyName,
          ]);
          const code = await createEmailCode(tx, user.id, 'confirm-email', CONFIRMATION_CODE_TTL_SECONDS);
          const link = `${linkOrigin}/Account/ConfirmEmail?${new URLSearchParams({ userId: user.id, code })}`;
          await sendMail(tx, { to: user.email, ...confirmEmailMail(body.language ?? null, link), link });
          return issueSession(tx, sessions, user);
        });
      },
    }),
  ];

  if (config.mode !== 'production') {
    routes.push(
      route({
        method: 'POST',
        path: 'dev/marketplace/:marketplace/applications',
        access: 'guest',
        summary: 'Marketplace stand-in: a business installs the cabinet (a new application id)',
        params: issueParamsSchema,
        body: issueBodySchema,
        bodyOptional: true,
        responses: { 201: { description: 'The new application', schema: marketplaceApplicationSchema } },
        async handler({ params, body, reply }) {
          const { marketplace } = params();
          const { companyName } = body();
          const application = { applicationId: `app-${randomBytes(6).toString('hex')}`, companyId: String(600000 + Math.floor(Math.random() * 99999)), companyName };
          await issueStandInApplication(db, marketplace, application);
          return reply.code(201).send(marketplaceApplicationSchema.parse({ ...application, marketplace }));
        },
      }),
    );
  }
  return routes;
}
