import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillPath } from '@cabinet/api/contract';
import { callDetailSchema, callSchema, QUALITY_PATHS, type SaveChecklistRequest } from '@cabinet/api/quality';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { LANGUAGE_MODEL_STAND_IN_KEY, LANGUAGE_MODEL_STAND_IN_PATH } from '../platform/languageModel/languageModelOf';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { registerUser } from '../testing/requests';
import { wavWithScript } from './recordings';
import { openAiTranscription, speechToTextOf } from './speechToText';
import { callsDirectory } from './transcription';

/*
 * Speech to text (the OpenAI-compatible client against the stand-in, which reads the script written into a
 * generated recording) and the job that transcribes an uploaded call and scores it against the checklist.
 */
let t: ListeningTestApp;
const jobs = manualJobQueue(systemClock);
const dataDir = mkdtempSync(path.join(tmpdir(), 'quality-transcription-'));

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, env: { DATA_DIR: dataDir }, app: { jobs } });
});
afterAll(async () => {
  await t.close();
});

const SCRIPT = [
  'Operator: Hello, Lotus salon, my name is Anna.',
  'Client: Hi, I would like a haircut on Friday.',
  'Operator: A haircut costs 40 dollars, the service includes washing.',
  'Client: Fine, thank you.',
].join('\n');

const CHECKLIST: SaveChecklistRequest = {
  version: 0,
  items: [
    { title: 'Greeted the client', description: 'Says hello and gives a name.', weight: 5, fatal: false },
    { title: 'Named the price', description: 'Tells the cost of the service.', weight: 6, fatal: false },
    { title: 'Offered a time', description: 'Suggests a free slot in the schedule.', weight: 4, fatal: false },
    { title: 'Answered within 15 minutes', description: 'The first answer comes quickly.', weight: 8, fatal: false },
    { title: 'Not rude to the client', description: 'No rude, offensive or dismissive words.', weight: 10, fatal: true },
  ],
};

const standInUrl = () => `${t.origin}/${LANGUAGE_MODEL_STAND_IN_PATH}`;
const command = (behaviour: Record<string, unknown>) =>
  fetch(`${standInUrl()}/_control/behaviours`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(behaviour) });

describe('the transcription client and the stand-in', () => {
  const client = () => openAiTranscription({ kind: 'standIn', baseUrl: standInUrl(), apiKey: LANGUAGE_MODEL_STAND_IN_KEY, timeoutMs: 5000 });

  it('answers the script written into the recording, and nothing for a recording without one', async () => {
    const recording = wavWithScript(1, 'Оператор: Добрый день!\nКлиент: Здравствуйте.');
    expect(await client().transcribe({ bytes: new Uint8Array(recording), fileName: 'call.wav', mimeType: 'audio/wav' })).toBe('Оператор: Добрый день!\nКлиент: Здравствуйте.');
    expect(await client().transcribe({ bytes: new Uint8Array(wavWithScript(1)), fileName: 'silence.wav', mimeType: 'audio/wav' })).toBe('');
  });

  it('is refused as OpenAI refuses: a wrong key, a missing file, a format it does not take', async () => {
    const wrongKey = openAiTranscription({ kind: 'standIn', baseUrl: standInUrl(), apiKey: 'sk-wrong', timeoutMs: 5000 });
    await expect(wrongKey.transcribe({ bytes: new Uint8Array(wavWithScript(1)), fileName: 'a.wav', mimeType: 'audio/wav' })).rejects.toMatchObject({ reason: 'rejected', status: 401 });
    await expect(client().transcribe({ bytes: new Uint8Array(10), fileName: 'notes.txt', mimeType: 'text/plain' })).rejects.toMatchObject({ reason: 'rejected', status: 400 });
    const noFile = await fetch(`${standInUrl()}/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${LANGUAGE_MODEL_STAND_IN_KEY}` },
      body: (() => {
        const form = new FormData();
        form.append('model', 'whisper-1');
        return form;
      })(),
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'file' } });
  });

  it('names a provider failure', async () => {
    await command({ outcome: 'fail', httpStatus: 503 });
    await expect(client().transcribe({ bytes: new Uint8Array(wavWithScript(1)), fileName: 'a.wav', mimeType: 'audio/wav' })).rejects.toMatchObject({ reason: 'failed', status: 503 });
  });

  it('is the stand-in in development without LLM_BASE_URL, a real provider with it, and none in production without a key', async () => {
    const base = { publicUrl: 'http://api.test', languageModel: { baseUrl: null, apiKey: null, model: 'gpt-4o-mini', timeoutMs: 1000 } };
    expect(speechToTextOf({ ...base, mode: 'development' }).kind).toBe('standIn');
    expect(speechToTextOf({ ...base, mode: 'development', languageModel: { ...base.languageModel, baseUrl: 'https://llm.example/v1', apiKey: 'k' } }).kind).toBe('openAiCompatible');
    await expect(speechToTextOf({ ...base, mode: 'production' }).transcribe({ bytes: new Uint8Array(1), fileName: 'a.wav', mimeType: 'audio/wav' })).rejects.toMatchObject({ reason: 'notConfigured' });
  });
});

describe('an uploaded call is transcribed and scored on the job queue', () => {
  async function owner(email: string) {
    const { token } = await registerUser(t.app, { email });
    const auth = { authorization: `Bearer ${token}` };
    return {
      saveChecklist: (body: SaveChecklistRequest) =>
        fetch(`${t.origin}/${QUALITY_PATHS.checklist}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      async upload(fileName: string, file: Buffer) {
        const tus = { ...auth, 'tus-resumable': '1.0.0' };
        const created = await fetch(`${t.origin}/${QUALITY_PATHS.callUploads}`, {
          method: 'POST',
          headers: { ...tus, 'upload-length': String(file.length), 'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}` },
        });
        const location = new URL(created.headers.get('location') ?? '', `${t.origin}/${QUALITY_PATHS.callUploads}`).toString();
        const finished = await fetch(location, { method: 'PATCH', headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(file) });
        return callSchema.parse(await finished.json());
      },
      call: async (id: string) => callDetailSchema.parse(await (await fetch(`${t.origin}/${fillPath(QUALITY_PATHS.call, { id })}`, { headers: auth })).json()),
    };
  }

  it('stores the transcript and each criterion’s outcome with the line it rests on, against the version current then', async () => {
    const me = await owner('transcribe.scored@example.com');
    expect((await me.saveChecklist(CHECKLIST)).status).toBe(200);
    const uploaded = await me.upload('Friday haircut.wav', wavWithScript(2, SCRIPT));
    expect(uploaded.state).toBe('uploaded');
    expect(jobs.pending()).toContainEqual(expect.objectContaining({ queue: QUEUES.qualityTranscribeCall, data: { callId: uploaded.id } }));
    await jobs.drain();

    const call = await me.call(uploaded.id);
    expect(call).toMatchObject({ state: 'transcribed', transcript: SCRIPT, transcribedBy: 'standIn', scoredBy: 'standIn', checklistVersion: 1, fatalFailed: false });
    expect(call.items.map(({ title, outcome, quote }) => ({ title, outcome, quote }))).toEqual([
      { title: 'Greeted the client', outcome: 'passed', quote: 'Operator: Hello, Lotus salon, my name is Anna.' },
      { title: 'Named the price', outcome: 'passed', quote: 'Operator: A haircut costs 40 dollars, the service includes washing.' },
      { title: 'Offered a time', outcome: 'failed', quote: null },
      { title: 'Answered within 15 minutes', outcome: 'notApplicable', quote: null },
      { title: 'Not rude to the client', outcome: 'passed', quote: null },
    ]);
    // Met 5 + 6 + 10 of the 25 that applied.
    expect(call.score).toBe(84);

    // A new version later does not change what the call was scored against.
    expect((await me.saveChecklist({ ...CHECKLIST, version: 1, items: CHECKLIST.items.slice(0, 2) })).status).toBe(200);
    expect((await me.call(uploaded.id)).checklistVersion).toBe(1);
    expect((await me.call(uploaded.id)).items).toHaveLength(5);
  });

  it('fails a call on a broken fatal criterion, quoting the line', async () => {
    const me = await owner('transcribe.fatal@example.com');
    await me.saveChecklist(CHECKLIST);
    const rude = 'Operator: Hello, my name is Anna.\nOperator: Listen, client, no more words: that is a rude question and you are offensive.';
    const { id } = await me.upload('rude.wav', wavWithScript(1, rude));
    await jobs.drain();
    const call = await me.call(id);
    expect(call).toMatchObject({ state: 'transcribed', score: 0, fatalFailed: true });
    expect(call.items.find((item) => item.fatal)).toMatchObject({ outcome: 'failed', quote: 'Operator: Listen, client, no more words: that is a rude question and you are offensive.' });
  });

  it('says a recording without speech has none, and transcribes without a score where no checklist is saved', async () => {
    const me = await owner('transcribe.nospeech@example.com');
    const silent = await me.upload('silence.wav', wavWithScript(1));
    const spoken = await me.upload('spoken.wav', wavWithScript(1, SCRIPT));
    await jobs.drain();
    expect(await me.call(silent.id)).toMatchObject({ state: 'noSpeech', transcript: null, score: null, items: [] });
    expect(await me.call(spoken.id)).toMatchObject({ state: 'transcribed', transcript: SCRIPT, checklistVersion: null, score: null, scoredBy: null, items: [] });
  });

  it('retries a provider that fails, and marks the call failed with the reason when it refuses', async () => {
    const me = await owner('transcribe.retry@example.com');
    await command({ outcome: 'fail', httpStatus: 500 });
    const { id } = await me.upload('retry.wav', wavWithScript(1, SCRIPT));
    await expect(jobs.drain()).rejects.toMatchObject({ reason: 'failed' });
    expect((await me.call(id)).state).toBe('transcribing');
    // A restart (or the sweep) sends it again; the row says it still waits.
    await jobs.fire(QUEUES.qualityCallsSweep);
    await jobs.drain();
    expect((await me.call(id)).state).toBe('transcribed');

    await command({ outcome: 'fail', httpStatus: 400, message: 'Audio file is corrupted' });
    const refused = await me.upload('refused.wav', wavWithScript(1, SCRIPT));
    await jobs.drain();
    expect(await me.call(refused.id)).toMatchObject({
      state: 'failed',
      failureKind: 'rejected',
      failureReason: 'The transcription service refused the recording: Audio file is corrupted',
    });
    expect(await me.call(id)).toMatchObject({ state: 'transcribed', failureKind: null, failureReason: null });
  });

  it('fails a call whose recording is no longer stored, with that kind', async () => {
    const me = await owner('transcribe.missing@example.com');
    const { id } = await me.upload('missing.wav', wavWithScript(1, SCRIPT));
    const [stored] = await t.db.query<{ upload_id: string }>('select upload_id from quality_calls where id = $1', [id]);
    rmSync(path.join(callsDirectory(dataDir), stored?.upload_id ?? ''));
    await jobs.drain();
    expect(await me.call(id)).toMatchObject({ state: 'failed', failureKind: 'recordingMissing', failureReason: 'The recording is no longer stored' });
  });
});
