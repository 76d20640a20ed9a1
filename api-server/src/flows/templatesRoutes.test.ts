import { fillPath } from '@cabinet/api/contract';
import { flowSchema, flowTemplateListSchema, FLOW_INTEGRATIONS, newFlowSettings, validateFlowSettings, TEMPLATES_PATHS } from '@cabinet/api/flows';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn } from '../testing/requests';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let newcomer: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  newcomer = callAs(t.app, (await registerUser(t.app, { email: 'newcomer@example.com' })).token);
});
afterAll(async () => {
  await t.close();
});

const list = (integration: string) => fillPath(TEMPLATES_PATHS.list, { integration });
const add = (integration: string, templateType: string) => fillPath(TEMPLATES_PATHS.add, { integration, templateType });

describe('templates per integration', () => {
  it.each(FLOW_INTEGRATIONS)('lists the %s templates, each a valid flow', async (integration) => {
    const response = await demo('GET', list(integration));
    expect(response.statusCode).toBe(200);
    const templates = flowTemplateListSchema.parse(response.json());
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) {
      expect(template.integration).toBe(integration);
      const settings = { ...newFlowSettings(template.flowType), ...template.settings, content: template.content };
      expect(validateFlowSettings(settings, { now: new Date(), checkEndDate: true })).toEqual({});
    }
  });

  it('offers the three reminder options to a salon and marks retry templates locked without an extended tariff', async () => {
    const forDemo = flowTemplateListSchema.parse((await demo('GET', list('yclients'))).json());
    expect(forDemo.filter((template) => template.flowType === 'visitReminder').map((template) => template.settings.intervalMinutes)).toEqual([1440, 120, 60]);
    expect(forDemo.every((template) => template.available)).toBe(true);
    const forNewcomer = flowTemplateListSchema.parse((await newcomer('GET', list('yclients'))).json());
    expect(forNewcomer.filter((template) => !template.available).map((template) => template.templateType)).toEqual(['retryNotify', 'retryNotifyRange']);
  });

  it("reads in the page's language and previews the texts clients get in the account's", async () => {
    const russian = callAs(t.app, (await registerUser(t.app, { email: 'russian.salon@example.com', language: 'ru' })).token);
    const forEnglishPage = flowTemplateListSchema.parse((await russian('GET', list('yclients'), undefined, { language: 'en' })).json());
    const reminder = forEnglishPage.find((template) => template.templateType === 'visitReminder24h');
    expect(reminder).toMatchObject({ title: 'Visit reminder 24 h before', content: expect.stringContaining('ждём вас завтра') });
    const review = flowTemplateListSchema.parse((await demo('GET', list('yclients'))).json()).find((template) => template.templateType === 'reviewRequest');
    expect(review).toMatchObject({ title: 'Запрос отзыва', settings: { buttons: [{ type: 'answer', text: 'Всё было отлично' }] } });
    expect((await demo('GET', list('yclients'), undefined, { language: 'fr' })).statusCode).toBe(400);
  });

  it("speaks the page's language to clients when the account keeps none (the demo), never Russian to a Brazilian page", async () => {
    const forBrazil = flowTemplateListSchema.parse((await demo('GET', list('yclients'), undefined, { language: 'pt-BR' })).json());
    const reminder = forBrazil.find((template) => template.templateType === 'visitReminder24h');
    expect(reminder?.content).not.toMatch(/[\u0400-\u04FF]/);
    const added = flowSchema.parse((await demo('POST', add('yclients', 'visitReminder24h'), { language: 'pt-BR' })).json());
    expect(added.content).toBe(reminder?.content);
    const ukrainian = flowSchema.parse((await demo('POST', add('yclients', 'reviewRequest'), { language: 'uk-UA' })).json());
    expect(ukrainian.content).not.toBe(flowTemplateListSchema.parse((await demo('GET', list('yclients'), undefined, { language: 'ru' })).json()).find((template) => template.templateType === 'reviewRequest')?.content);
  });

  it('answers 404 TEMPLATE_NOT_FOUND for an unknown integration', async () => {
    const response = await demo('GET', list('bitrix'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'TEMPLATE_NOT_FOUND', message: 'Template not found' });
  });
});

describe('adding a flow from a template type', () => {
  it('creates the flow with the template text and settings, in test mode', async () => {
    const response = await demo('POST', add('yclients', 'visitReminder2h'), { title: 'Our 2 h reminder' });
    expect(response.statusCode).toBe(201);
    expect(flowSchema.parse(response.json())).toMatchObject({
      title: 'Our 2 h reminder',
      type: 'visitReminder',
      intervalMinutes: 120,
      mode: 'test',
      status: 'inQueue',
      integration: 'yclients',
      templateType: 'visitReminder2h',
      content: expect.stringContaining('{recordTime}'),
    });
  });

  it('may start in combat mode, and takes the template title by default', async () => {
    const response = await demo('POST', add('iikocrm', 'abandonedCart'), { mode: 'combat' });
    // The demo salon's account is Russian: the flow's title and text are too.
    expect(response.json()).toMatchObject({ title: 'Брошенная корзина', mode: 'combat', integration: 'iikocrm', type: 'abandonedCart' });
    expect(response.json()).toMatchObject({ content: expect.stringContaining('ваш заказ всё ещё ждёт') });
  });

  it('refuses an unknown template and a type the tariff does not allow', async () => {
    expect((await demo('POST', add('yclients', 'horoscope'))).json()).toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
    const gated = await newcomer('POST', add('yclients', 'retryNotifyRange'));
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'FLOW_UNAVAILABLE_IN_TARIFF', fields: { type: 'flow.type.extendedTariff' } });
  });
});
