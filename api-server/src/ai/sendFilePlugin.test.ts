import { fillPath } from '@cabinet/api/contract';
import { AI_DIALOGUE_PATHS, AI_PATHS, AI_PUBLIC_PATHS, copilotBotPluginsSchema, copilotBotSchema, saveSendFileRequestSchema, testChatAnswerSchema } from '@cabinet/api/ai';
import { createListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';

/*
 * send_file: the settings' validation, a file of the assistant's own knowledge only, the stand-in model sending it
 * by the rule's quoted phrase as a link in the answer, and the link serving that file only while the plugin is on.
 */

it('needs the file and the rule while on, and takes them off', () => {
  const on = saveSendFileRequestSchema.safeParse({ enabled: true, sourceId: '', whenToSend: ' ' });
  expect(on.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
    ['sourceId', 'required'],
    ['whenToSend', 'required'],
  ]);
  expect(saveSendFileRequestSchema.safeParse({ enabled: false, sourceId: '', whenToSend: '' }).success).toBe(true);
});

it('sends the chosen knowledge file as a link when the client’s message holds the rule’s phrase, and serves only that file while on', async () => {
  const t = await createListeningTestApp({ seed: false });
  try {
    const owner = callAs(t.app, (await registerUser(t.app, { email: 'send.file@example.com' })).token);
    const bot = copilotBotSchema.parse((await owner('POST', AI_PATHS.bots, { name: 'Pion', language: 'en' })).json());
    const addFile = async (name: string, content: string) => {
      const [source] = await t.db.query<{ id: string }>(
        `insert into copilot_bot_sources (bot_id, kind, name, extension, size_bytes, state) values ($1, 'file', $2, 'pdf', $3, 'ready') returning id`,
        [bot.id, name, content.length],
      );
      await t.db.query('insert into copilot_bot_source_files (source_id, content) values ($1, $2)', [source?.id, Buffer.from(content)]);
      return source?.id ?? '';
    };
    const prices = await addFile('Price list.pdf', '%PDF-1.4 prices');
    const rules = await addFile('Rules.pdf', '%PDF-1.4 rules');
    const path = fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'send_file' });
    const stranger = await owner('PUT', path, { enabled: true, sourceId: '00000000-0000-4000-8000-000000000000', whenToSend: 'when asked for "price list"', version: 0 });
    expect(stranger.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { sourceId: 'sendFile.fileUnknown' } });
    const saved = await owner('PUT', path, { enabled: true, sourceId: prices, whenToSend: 'When the client asks for the "price list"', version: 0 });
    expect(copilotBotPluginsSchema.parse(saved.json()).sendFile).toEqual({ enabled: true, sourceId: prices, whenToSend: 'When the client asks for the "price list"', version: 1 });

    await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 2000)', [bot.id]);
    const chat = await owner('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text: 'Could you send me your price list?' }] });
    const link = `${t.origin}/${fillPath(AI_PUBLIC_PATHS.publicFile, { id: bot.id, sourceId: prices })}`;
    expect(testChatAnswerSchema.parse(chat.json()).text).toContain(link);
    const other = await owner('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text: 'Hello!' }] });
    expect(testChatAnswerSchema.parse(other.json()).text).not.toContain('/Files/');

    // The link serves the file to anyone, and only that file, only while the plugin is on.
    const file = await t.app.inject({ method: 'GET', url: `/${fillPath(AI_PUBLIC_PATHS.publicFile, { id: bot.id, sourceId: prices })}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Price%20list.pdf');
    expect(file.body).toBe('%PDF-1.4 prices');
    expect((await t.app.inject({ method: 'GET', url: `/${fillPath(AI_PUBLIC_PATHS.publicFile, { id: bot.id, sourceId: rules })}` })).statusCode).toBe(404);
    await owner('PUT', path, { enabled: false, sourceId: prices, whenToSend: '', version: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/${fillPath(AI_PUBLIC_PATHS.publicFile, { id: bot.id, sourceId: prices })}` })).statusCode).toBe(404);
  } finally {
    await t.close();
  }
});
