import { openTestDb } from '../testing/createTestApp';
import type { Db } from '../platform/db/Db';
import { findChannelAccount, findChannelAccountById } from './accounts';
import { DEMO_TWILIO, seedChannelAccounts } from './seed';
import { insertChannelAccount, insertUser } from './testSupport';

describe('the channel accounts the engine reads', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb('migrated');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers null when the owner has no account of the kind, and only the owner’s', async () => {
    const owner = await insertUser(db, 'owner@example.com');
    const other = await insertUser(db, 'other@example.com');
    await insertChannelAccount(db, { userId: other, kind: 'whatsapp', adapter: 'simulated' });
    await expect(findChannelAccount(db, owner, 'whatsapp')).resolves.toBeNull();
  });

  it('prefers an authorized account, else shows the newest with its state', async () => {
    const owner = await insertUser(db, 'two@example.com');
    await insertChannelAccount(db, { userId: owner, kind: 'whatsapp', adapter: 'simulated', state: 'notAuthorized' });
    await expect(findChannelAccount(db, owner, 'whatsapp')).resolves.toMatchObject({ state: 'notAuthorized', adapter: 'simulated', userId: owner });
    const authorized = await insertChannelAccount(db, { userId: owner, kind: 'whatsapp', adapter: 'simulated', phone: '+79001234567', settings: { note: 'x' } });
    await insertChannelAccount(db, { userId: owner, kind: 'whatsapp', adapter: 'simulated', state: 'gotQrCode' });
    await expect(findChannelAccount(db, owner, 'whatsapp')).resolves.toEqual({
      id: authorized,
      userId: owner,
      kind: 'whatsapp',
      adapter: 'simulated',
      state: 'authorized',
      phone: '+79001234567',
      settings: { note: 'x' },
    });
  });

  it('prefers an account at a real provider to the simulated messenger, authorised or not', async () => {
    const owner = await insertUser(db, 'real@example.com');
    await insertChannelAccount(db, { userId: owner, kind: 'whatsapp', adapter: 'simulated' });
    const instance = await insertChannelAccount(db, { userId: owner, kind: 'whatsapp', adapter: 'chatApi', state: 'gotQrCode' });
    // Still being connected: messages are refused (not authorised) rather than sent where no client reads them.
    await expect(findChannelAccount(db, owner, 'whatsapp')).resolves.toMatchObject({ id: instance, adapter: 'chatApi', state: 'gotQrCode' });
    await db.query(`update channel_accounts set state = 'authorized' where id = $1`, [instance]);
    await expect(findChannelAccount(db, owner, 'whatsapp')).resolves.toMatchObject({ id: instance, state: 'authorized' });
    // A newer simulated account does not take over either.
    await insertChannelAccount(db, { userId: owner, kind: 'whatsapp', adapter: 'simulated' });
    await expect(findChannelAccount(db, owner, 'whatsapp')).resolves.toMatchObject({ id: instance });
  });

  it('finds one by id, and nothing for an id that is not one', async () => {
    const owner = await insertUser(db, 'byid@example.com');
    const id = await insertChannelAccount(db, { userId: owner, kind: 'sms', adapter: 'twilio' });
    await expect(findChannelAccountById(db, id)).resolves.toMatchObject({ id, kind: 'sms', adapter: 'twilio' });
    await expect(findChannelAccountById(db, 'not-a-uuid')).resolves.toBeNull();
  });

  it('seeds the demo with an authorized simulated WhatsApp instance and SMS and WABA accounts on the stand-ins', async () => {
    const demo = await insertUser(db, 'demo-seed@example.com');
    await seedChannelAccounts(db, demo);
    await expect(findChannelAccount(db, demo, 'whatsapp')).resolves.toMatchObject({ adapter: 'simulated', state: 'authorized', phone: '+79001234567' });
    await expect(findChannelAccount(db, demo, 'sms')).resolves.toMatchObject({ adapter: 'twilio', state: 'authorized', settings: { accountSid: DEMO_TWILIO.accountSid, standIn: true } });
    await expect(findChannelAccount(db, demo, 'waba')).resolves.toMatchObject({ adapter: 'whatsappCloud', state: 'authorized', settings: { standIn: true } });
    await expect(findChannelAccount(db, demo, 'telegram')).resolves.toBeNull();
  });
});
