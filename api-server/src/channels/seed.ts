import type { Queryable } from '../platform/db/Db';

/**
 * The stand-ins' demo credentials (development only: the seed never runs in production). The standIns
 * domain knows them too, so the demo's SMS and WABA accounts send through the API's own stand-ins.
 */
export const DEMO_TWILIO = {
  accountSid: 'ACdec0de00000000000000000000000001',
  authToken: 'dec0de00000000000000000000000001',
  from: '+15005550006',
  /** More of the account's numbers, for owners connecting it on /accounts/twilio. */
  otherNumbers: ['+15005550007'],
} as const;

/** Sigma SMS's stand-in knows this API login, with one approved sender name and one still in moderation. */
export const DEMO_SIGMA = {
  username: 'demo-salon',
  password: 'sigma-demo-password',
  senders: [
    { name: 'DemoSalon', status: 'active' },
    { name: 'NewName', status: 'moderation' },
  ],
} as const;

/** Chatwoot's stand-in knows this agent, of the account "Demo salon" with two inboxes. */
export const DEMO_CHATWOOT = {
  email: 'agent@demo-salon.example',
  password: 'chatwoot-demo-password',
  name: 'Demo agent',
  accountId: 1,
  accountName: 'Demo salon',
  inboxes: [
    { id: 1, name: 'Website chat', channel_type: 'Channel::WebWidget' },
    { id: 2, name: 'Salon WhatsApp', channel_type: 'Channel::Api' },
  ],
} as const;

export const DEMO_WHATSAPP_CLOUD = {
  phoneNumberId: '100000000000001',
  displayPhoneNumber: '+79001234568',
  accessToken: 'demo-stand-in-access-token',
  appSecret: 'demo-stand-in-app-secret',
  verifyToken: 'demo-stand-in-verify-token',
} as const;

/**
 * The demo's channel accounts: the salon's WhatsApp instance on the simulated messenger (authorized, the
 * number the chatbot answers on), an SMS account on Twilio's stand-in and a WABA number on the WhatsApp
 * Cloud API's stand-in.
 */
export async function seedChannelAccounts(tx: Queryable, demoId: string): Promise<void> {
  await tx.query(
    `insert into channel_accounts (user_id, kind, adapter, name, phone, state, settings, paid_up_to)
     values
       ($1, 'whatsapp', 'simulated', 'Salon WhatsApp', '+79001234567', 'authorized', '{}', now() + interval '30 days'),
       ($1, 'sms', 'twilio', 'SMS (Twilio stand-in)', $2, 'authorized', $3, now() + interval '30 days'),
       ($1, 'waba', 'whatsappCloud', 'WABA (Cloud API stand-in)', $4, 'authorized', $5, now() + interval '30 days')`,
    [
      demoId,
      DEMO_TWILIO.from,
      JSON.stringify({ accountSid: DEMO_TWILIO.accountSid, authToken: DEMO_TWILIO.authToken, from: DEMO_TWILIO.from, standIn: true }),
      DEMO_WHATSAPP_CLOUD.displayPhoneNumber,
      JSON.stringify({
        phoneNumberId: DEMO_WHATSAPP_CLOUD.phoneNumberId,
        accessToken: DEMO_WHATSAPP_CLOUD.accessToken,
        appSecret: DEMO_WHATSAPP_CLOUD.appSecret,
        verifyToken: DEMO_WHATSAPP_CLOUD.verifyToken,
        standIn: true,
      }),
    ],
  );
  // The demo chatbot (seeded before the channels exist) answers on the salon's WhatsApp: its picker
  // names the account, and a reply on it finds the bot first.
  await tx.query(
    `update booking_chatbots b set instance_id = ca.id::text
     from channel_accounts ca
     where b.user_id = $1 and b.instance_id = '1101' and ca.user_id = $1 and ca.kind = 'whatsapp' and ca.adapter = 'simulated'`,
    [demoId],
  );
}
