import type { AppContext } from '../platform/AppContext';
import type { ChannelAdapter, ChannelAdapterName } from './Channel';
import { createChatApiAdapter } from './chatApi';
import { createDialog360Adapter } from './dialog360';
import { createSimulatedAdapter } from './simulated';
import { createSigmaAdapter } from './sigma';
import { createTelegramAdapter } from './telegram';
import { createTwilioAdapter } from './twilio';
import { createWhatsappCloudAdapter } from './whatsappCloud';

/**
 * One adapter per ChannelAdapterName: the engine sends through `adapters[account.adapter]` and never knows
 * which it talks to. The simulated one sends jobs: call `send` outside any transaction.
 */
export function createChannelAdapters(ctx: Pick<AppContext, 'config' | 'jobs' | 'clock' | 'db'>): Readonly<Record<ChannelAdapterName, ChannelAdapter>> {
  return {
    simulated: createSimulatedAdapter({ jobs: ctx.jobs, clock: ctx.clock, config: ctx.config }),
    whatsappCloud: createWhatsappCloudAdapter(ctx.config),
    twilio: createTwilioAdapter(ctx.config),
    chatApi: createChatApiAdapter(ctx.config),
    telegram: createTelegramAdapter(ctx.config),
    dialog360: createDialog360Adapter(ctx.config, { db: ctx.db, clock: ctx.clock }),
    sigma: createSigmaAdapter(ctx.config),
  };
}
