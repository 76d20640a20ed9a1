import { createServer } from 'node:net';
import { startStandInServer, type StandInServer } from '../standIns/server';
import { LanguageModelError, type LanguageModel } from './LanguageModel';
import { LANGUAGE_MODEL_STAND_IN_KEY, LANGUAGE_MODEL_STAND_IN_PATH, languageModelOf } from './languageModelOf';
import { openAiCompatibleModel } from './openAiCompatible';
import { closestPassage, createLanguageModelStandIn } from './standIns/openAi';

const INSTRUCTION = ['You are the assistant of the Aurora salon.', 'We are open every day from 9:00 to 21:00.', 'Our address is Tverskaya street 12, Moscow.'].join('\n');

describe('the OpenAI-compatible client against the language model stand-in', () => {
  let server: StandInServer;
  let standIn: ReturnType<typeof createLanguageModelStandIn>;
  let model: LanguageModel;
  const modelWith = (overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
    openAiCompatibleModel({
      kind: 'standIn',
      baseUrl: overrides.baseUrl ?? `${server.url}/${LANGUAGE_MODEL_STAND_IN_PATH}`,
      apiKey: overrides.apiKey ?? LANGUAGE_MODEL_STAND_IN_KEY,
      model: 'gpt-4o-mini',
      timeoutMs: overrides.timeoutMs ?? 5000,
    });

  beforeAll(async () => {
    standIn = createLanguageModelStandIn({ hangMs: 5000 });
    server = await startStandInServer(standIn.routes);
    model = modelWith();
  });
  afterEach(() => standIn.behaviours.clear());
  afterAll(async () => {
    await server.close();
  });

  it('answers from the passage of what it was given that shares the most words, saying it is a stand-in, with usage', async () => {
    const completion = await model.complete({
      messages: [
        { role: 'system', content: INSTRUCTION },
        { role: 'user', content: 'Hello! When are you open on Sunday?' },
      ],
      temperature: 0.2,
    });
    expect(completion.text).toContain('Stand-in model');
    expect(completion.text).toContain('We are open every day from 9:00 to 21:00.');
    expect(completion.model).toBe('gpt-4o-mini');
    expect(completion.usage.inputTokens).toBeGreaterThan(10);
    expect(completion.usage.outputTokens).toBeGreaterThan(10);
  });

  it('sends the plugins as tools and reads the function the model called (the stand-in calls one whose description quotes a phrase of the message)', async () => {
    const tools = [{ name: 'human_handoff', description: 'Hand over when the client asks for "a manager" or «администратор»', parameters: { type: 'object', properties: { reason: { type: 'string' } } } }];
    const called = await model.complete({ messages: [{ role: 'system', content: INSTRUCTION }, { role: 'user', content: 'Can I talk to A MANAGER?' }], tools });
    expect(called.toolCalls).toEqual([{ name: 'human_handoff', arguments: JSON.stringify({ reason: 'Can I talk to A MANAGER?' }) }]);
    expect(called.usage.outputTokens).toBeGreaterThan(0);
    const answered = await model.complete({ messages: [{ role: 'system', content: INSTRUCTION }, { role: 'user', content: 'When are you open?' }], tools });
    expect(answered.toolCalls).toEqual([]);
    expect(answered.text).toContain('9:00 to 21:00');
  });

  it('answers the same to the same dialogue, and says so when nothing it was given matches', async () => {
    const dialogue = { messages: [{ role: 'system' as const, content: INSTRUCTION }, { role: 'user' as const, content: 'What is your address?' }], model: 'gpt-4.1' };
    const first = await model.complete(dialogue);
    expect((await model.complete(dialogue)).text).toBe(first.text);
    expect(first.text).toContain('Tverskaya street 12');
    expect(first.model).toBe('gpt-4.1');
    const none = await model.complete({ messages: [{ role: 'system', content: INSTRUCTION }, { role: 'user', content: 'Ку-ку' }] });
    expect(none.text).toContain('no passage');
  });

  it('fails `rejected` with the provider’s message on a wrong key', async () => {
    await expect(modelWith({ apiKey: 'sk-wrong' }).complete({ messages: [{ role: 'user', content: 'Hi there' }] })).rejects.toMatchObject({
      reason: 'rejected',
      status: 401,
      message: expect.stringContaining('Incorrect API key provided'),
    });
  });

  it('fails `failed` on a 500 of the provider, and works again after it', async () => {
    standIn.behaviours.add({ outcome: 'fail' });
    const failure = model.complete({ messages: [{ role: 'user', content: 'Hi there' }] });
    await expect(failure).rejects.toBeInstanceOf(LanguageModelError);
    await expect(failure).rejects.toMatchObject({ reason: 'failed', status: 500, message: expect.stringContaining('The server had an error') });
    await expect(model.complete({ messages: [{ role: 'user', content: 'Hi there' }] })).resolves.toMatchObject({ model: 'gpt-4o-mini' });
  });

  it('fails `timeout` when the provider does not answer within the time-out', async () => {
    standIn.behaviours.add({ outcome: 'timeout' });
    const started = Date.now();
    await expect(modelWith({ timeoutMs: 300 }).complete({ messages: [{ role: 'user', content: 'Hi there' }] })).rejects.toMatchObject({
      reason: 'timeout',
      message: expect.stringContaining('did not answer'),
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails `unreachable` when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    await new Promise((resolve) => closed.close(resolve));
    await expect(modelWith({ baseUrl: `http://127.0.0.1:${port}/v1` }).complete({ messages: [{ role: 'user', content: 'Hi' }] })).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('refuses a request the contract does not allow with 400, as OpenAI does', async () => {
    await expect(model.complete({ messages: [] })).rejects.toMatchObject({ reason: 'rejected', status: 400 });
  });
});

describe('the language model of an environment', () => {
  const base = { publicUrl: 'http://localhost:3100', languageModel: { baseUrl: null, apiKey: null, model: 'gpt-4o-mini', timeoutMs: 1000 } };

  it('is the stand-in in development, and none in production without a key', async () => {
    expect(languageModelOf({ ...base, mode: 'development' }).kind).toBe('standIn');
    const production = languageModelOf({ ...base, mode: 'production' });
    expect(production.kind).toBe('openAiCompatible');
    await expect(production.complete({ messages: [{ role: 'user', content: 'Hi' }] })).rejects.toMatchObject({ reason: 'notConfigured' });
  });

  it('is the configured endpoint wherever LLM_BASE_URL is set', () => {
    expect(languageModelOf({ ...base, mode: 'development', languageModel: { ...base.languageModel, baseUrl: 'https://llm.example/v1', apiKey: 'sk-1' } }).kind).toBe('openAiCompatible');
  });
});

describe('the stand-in’s choice of passage', () => {
  it('weighs rare shared words above common ones and compares words by their first letters', () => {
    const passages = ['We are glad to see you.', 'We are open from 9 to 21.', 'Manicure costs 1500 roubles.'];
    expect(closestPassage(passages, 'Are you opening soon?')).toBe('We are open from 9 to 21.');
    expect(closestPassage(passages, 'How much is a manicure?')).toBe('Manicure costs 1500 roubles.');
    expect(closestPassage(passages, 'Zzz')).toBeNull();
  });
});
