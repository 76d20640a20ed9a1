import { fillPath } from '@cabinet/api/contract';
import { AI_DIALOGUE_PATHS, AI_PATHS, copilotBotPluginsSchema, copilotBotSchema, saveFlowerShopRequestSchema, testChatAnswerSchema, type FlowerShopSettings } from '@cabinet/api/ai';
import { standInCompletion } from '../platform/languageModel/standIns/openAi';
import { createListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';
import { FLOWER_SHOP_TOOL, flowerShopAnswer, flowerShopTools } from './flowerShopPlugin';

/* flower_shop: the settings' validation, the stand-in model's rule, and the shop told in the test chat once saved. */

const shop: FlowerShopSettings = { enabled: true, shopName: 'Pion', city: 'Kazan', site: 'https://pion.example', address: 'Baumana 12', prices: 'Roses, 15 — 3500 ₽', version: 1 };

it('needs the shop’s name and prices while on, a site that is an http(s) address, and takes them off', () => {
  const on = saveFlowerShopRequestSchema.safeParse({ enabled: true, shopName: ' ', city: '', site: 'pion.example', address: '', prices: '' });
  expect(on.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['shopName', 'required'],
    ['prices', 'required'],
    ['site', 'url.invalid'],
  ]);
  expect(saveFlowerShopRequestSchema.safeParse({ enabled: false, shopName: '', city: '', site: '', address: '', prices: '' }).success).toBe(true);
  expect(saveFlowerShopRequestSchema.safeParse({ ...shop, prices: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('text.tooLong');
});

it('is a tool the stand-in model calls for "букет" or "roses", none while off, and answers the owner’s own text', () => {
  const tools = flowerShopTools(shop).map((tool) => ({ function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
  expect(standInCompletion([{ role: 'user', content: 'Сколько стоит букет на завтра?' }], tools).toolCall?.name).toBe(FLOWER_SHOP_TOOL);
  expect(standInCompletion([{ role: 'user', content: 'Do you have red roses?' }], tools).toolCall?.name).toBe(FLOWER_SHOP_TOOL);
  expect(standInCompletion([{ role: 'user', content: 'Hello!' }], tools).toolCall).toBeNull();
  expect(flowerShopTools({ ...shop, enabled: false })).toEqual([]);
  expect(flowerShopAnswer(shop).message).toBe('Tool result (flower_shop): Pion; city: Kazan; address: Baumana 12; site: https://pion.example; prices: Roses, 15 — 3500 ₽');
});

it('saves with a version, refuses at the fields and a stale save, and the test chat tells the shop from it', async () => {
  const t = await createListeningTestApp({ seed: false });
  try {
    const owner = callAs(t.app, (await registerUser(t.app, { email: 'flower.shop@example.com' })).token);
    const bot = copilotBotSchema.parse((await owner('POST', AI_PATHS.bots, { name: 'Pion', language: 'en' })).json());
    const path = fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'flower_shop' });
    const refused = await owner('PUT', path, { enabled: true, shopName: '', city: '', site: 'ftp://pion.example', address: '', prices: '', version: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { shopName: 'required', prices: 'required', site: 'url.invalid' } });
    const { version: _version, ...fields } = shop;
    const saved = await owner('PUT', path, { ...fields, version: 0 });
    expect(copilotBotPluginsSchema.parse(saved.json()).flowerShop).toEqual(shop);
    expect((await owner('PUT', path, { ...fields, version: 0 })).statusCode).toBe(409);
    await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 2000)', [bot.id]);
    const chat = await owner('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text: 'How much is a bouquet of roses?' }] });
    expect(testChatAnswerSchema.parse(chat.json()).text).toContain('Pion; city: Kazan; address: Baumana 12; site: https://pion.example; prices: Roses, 15 — 3500 ₽');
  } finally {
    await t.close();
  }
});
