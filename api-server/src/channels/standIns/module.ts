import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MessageEventsNotConnected } from '../events';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath, STAND_IN_PATHS } from '../paths';
import { DEMO_CHATWOOT, DEMO_SIGMA, DEMO_TWILIO, DEMO_WHATSAPP_CLOUD } from '../seed';
import { recordSimulatedInbound } from '../simulated';
import type { AppContext } from '../../platform/AppContext';
import type { DomainModule } from '../../platform/DomainModule';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { controlRoute } from '../../platform/standIns/controlRoutes';
import { advanceChannelsClock, channelsClock } from '../instanceClock';
import { createChatApiStandIn } from './chatApi';
import { createDialog360StandIn } from './dialog360';
import { createChatwootStandIn } from './chatwoot';
import { createSigmaStandIn } from './sigma';
import { createTelegramStandIn } from './telegram';
import { addFormParser } from '../../platform/http/formParser';
import { createTwilioStandIn } from './twilio';
import { createWhatsappCloudStandIn } from './whatsappCloud';

const simulatedInboundSchema = z.object({
  channelAccountId: z.string(),
  from: z.string().regex(/^\+\d{6,15}$/),
  text: z.string().min(1).max(4096),
});

/**
 * The providers' stand-ins on the development API itself, so `npm start` brings them up with it: the
 * demo's SMS and WABA accounts send to them, and they post their webhooks back to the API. They know
 * the demo's credentials; other accounts register through their `_control` routes.
 */
export function standInRoutes(ctx: AppContext): Route[] {
  const { db, config } = ctx;
  const whatsappCloud = createWhatsappCloudStandIn({
    numbers: [{ ...DEMO_WHATSAPP_CLOUD, webhookUrl: null }],
    async resolveWebhookUrl(phoneNumberId) {
      const [row] = await db.query<{ id: string }>(
        `select id from channel_accounts where adapter = 'whatsappCloud' and settings ->> 'phoneNumberId' = $1 order by created_at limit 1`,
        [phoneNumberId],
      );
      return row ? config.publicUrl + channelWebhookPath(CHANNEL_WEBHOOK_PATHS.whatsappCloud, row.id) : null;
    },
  });
  const twilio = createTwilioStandIn({
    accounts: [{ accountSid: DEMO_TWILIO.accountSid, authToken: DEMO_TWILIO.authToken, smsUrl: null, numbers: [DEMO_TWILIO.from, ...DEMO_TWILIO.otherNumbers], friendlyName: 'Demo salon' }],
    async resolveSmsUrl(accountSid, to) {
      const [row] = await db.query<{ id: string }>(
        `select id from channel_accounts
         where adapter = 'twilio' and settings ->> 'accountSid' = $1 and (settings ->> 'from' = $2 or phone = $2)
         order by created_at limit 1`,
        [accountSid, to],
      );
      return row ? config.publicUrl + channelWebhookPath(CHANNEL_WEBHOOK_PATHS.twilioInbound, row.id) : null;
    },
  });

  const chatApi = createChatApiStandIn({
    async resolveInstanceId(channelAccountId) {
      const [row] = await db.query<{ instance_id: string | null }>(
        `select settings ->> 'instanceId' as instance_id from channel_accounts where id::text = $1 and adapter = 'chatApi'`,
        [channelAccountId],
      );
      return row?.instance_id ?? null;
    },
  });

  return [
    ...whatsappCloud.routes,
    ...twilio.routes,
    ...chatApi.routes,
    ...createTelegramStandIn().routes,
    ...createDialog360StandIn({ clock: channelsClock(ctx) }).routes,
    ...createSigmaStandIn({ accounts: [DEMO_SIGMA] }).routes,
    ...createChatwootStandIn({ agents: [DEMO_CHATWOOT] }).routes,
    controlRoute(STAND_IN_PATHS.chatApi, {
      method: 'POST',
      path: 'clock',
      summary: "Moves the channel accounts' clock forward (a QR link's 30 minutes, a QR code's 2 minutes)",
      description: 'Development only. The offset stays until the API restarts.',
      body: z.object({ advanceMs: z.number().int().min(0).max(7 * 86_400_000) }),
      responses: { 200: { description: 'The total offset in ms' } },
      async handler({ body }) {
        return { offsetMs: advanceChannelsClock(ctx, body().advanceMs) };
      },
    }),
    route({
      method: 'POST',
      path: `${STAND_IN_PATHS.simulated}/inbound`,
      access: 'guest',
      summary: 'Simulated messenger: a client writes to a simulated instance (e.g. "confirm" to a reminder)',
      description: 'Recorded as a reply on the account, as the messenger would report it; the engine logs it and the chatbots act on it.',
      body: simulatedInboundSchema,
      responses: { 200: { description: 'Recorded' } },
      errors: { 404: 'NOT_FOUND: no simulated channel account with this id', 503: 'INTERNAL: the engine is not taking events yet' },
      async handler({ body }) {
        const command = body();
        const [account] = await db.query(`select id from channel_accounts where id::text = $1 and adapter = 'simulated'`, [command.channelAccountId]);
        if (!account) throw new ApiError(404, 'NOT_FOUND', 'No simulated channel account with this id');
        try {
          return { recorded: await recordSimulatedInbound(ctx, { channelAccountId: command.channelAccountId, fromPhone: command.from, text: command.text, inboundId: randomUUID() }) };
        } catch (error) {
          if (error instanceof MessageEventsNotConnected) throw new ApiError(503, 'INTERNAL', 'Message events are not being taken yet; try again later');
          throw error;
        }
      },
    }),
  ];
}

/** Development stand-ins of the messaging providers (never registered in production). */
export const standInsDomain: DomainModule = {
  name: 'standIns',
  migrations: [],
  developmentOnly: true,
  setup: addFormParser,
  routes: standInRoutes,
};
