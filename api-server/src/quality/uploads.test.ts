import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUDIO_MAX_BYTES, callListSchema, callSchema, QUALITY_PATHS } from '@cabinet/api/quality';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { registerUser } from '../testing/requests';

/* Call recordings over tus 1.0.0, spoken to as a tus client speaks (tus-js-client in the cabinet). */
let t: ListeningTestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'quality-uploads-'));
const uploadsDir = path.join(dataDir, 'uploads', 'calls');

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
});

/** A mono 16-bit PCM WAV of `seconds` at 8 kHz: what a phone system records. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  for (let index = 0; index < rate * seconds; index += 1) data.writeInt16LE(Math.round(8000 * Math.sin(index / 10)), index * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

async function owner(email: string) {
  const { token } = await registerUser(t.app, { email });
  const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const url = (location: string) => new URL(location, `${t.origin}/${QUALITY_PATHS.callUploads}`).toString();
  return {
    token,
    create: (fileName: string, length: number) =>
      fetch(`${t.origin}/${QUALITY_PATHS.callUploads}`, {
        method: 'POST',
        headers: { ...headers, 'upload-length': String(length), 'upload-metadata': `filename ${Buffer.from(fileName).toString('base64')}` },
      }),
    patch: (location: string, offset: number, bytes: Buffer) =>
      fetch(url(location), { method: 'PATCH', headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) }),
    head: (location: string) => fetch(url(location), { method: 'HEAD', headers }),
    calls: async () => callListSchema.parse(await (await fetch(`${t.origin}/${QUALITY_PATHS.calls}`, { headers })).json()),
  };
}

it('takes a recording in two parts, resumed from the offset the server reports, and reads its duration', async () => {
  const me = await owner('calls.resume@example.com');
  const file = wav(3);
  const created = await me.create('Reception 10-02.wav', file.length);
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  expect(location).toContain(QUALITY_PATHS.callUploads);

  const half = Math.floor(file.length / 2);
  expect((await me.patch(location, 0, file.subarray(0, half))).status).toBe(204);
  // The connection dropped here: the client asks where to go on from.
  const head = await me.head(location);
  expect(head.headers.get('upload-offset')).toBe(String(half));

  const finished = await me.patch(location, half, file.subarray(half));
  expect(finished.status).toBe(200);
  const call = callSchema.parse(await finished.json());
  expect(call).toMatchObject({ fileName: 'Reception 10-02.wav', format: 'wav', sizeBytes: file.length, durationSeconds: 3, state: 'uploaded', transcript: null });
  expect((await me.calls()).map((listed) => listed.id)).toEqual([call.id]);
});

it('refuses a file of another type by its name before any byte is sent, listing the allowed formats', async () => {
  const me = await owner('calls.name@example.com');
  const refused = await me.create('contract.pdf', 1000);
  expect(refused.status).toBe(415);
  expect(await refused.json()).toMatchObject({ code: 'AUDIO_FORMAT_NOT_ALLOWED', message: 'File format incorrect: contract.pdf. Allowed formats: mp3, wav, ogg, flac, aiff, aac, m4a, wma' });
});

it('refuses a renamed file by its content when it finishes, and keeps nothing of it', async () => {
  const me = await owner('calls.content@example.com');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
  const created = await me.create('call.mp3', png.length);
  const location = created.headers.get('location') ?? '';
  const refused = await me.patch(location, 0, png);
  expect(refused.status).toBe(415);
  expect(await refused.json()).toMatchObject({ code: 'AUDIO_FORMAT_NOT_ALLOWED' });
  expect(await me.calls()).toEqual([]);
  const id = location.split('/').pop() ?? '';
  expect(readdirSync(uploadsDir).filter((name) => name.startsWith(id))).toEqual([]);
});

it('refuses a recording over the size limit in MB', async () => {
  const me = await owner('calls.large@example.com');
  const refused = await me.create('long.wav', AUDIO_MAX_BYTES + 1);
  expect(refused.status).toBe(413);
  expect(await refused.json()).toMatchObject({ code: 'AUDIO_TOO_LARGE', message: 'The file is larger than 100 MB' });
});

it('lets nobody resume, read or end another account’s upload, nor upload without signing in', async () => {
  const me = await owner('calls.mine@example.com');
  const other = await owner('calls.other@example.com');
  const location = (await me.create('mine.wav', 100)).headers.get('location') ?? '';
  expect((await other.head(location)).status).toBe(404);
  expect((await other.patch(location, 0, Buffer.alloc(10))).status).toBe(404);
  const anonymous = await fetch(`${t.origin}/${QUALITY_PATHS.callUploads}`, { method: 'POST', headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
  expect(anonymous.status).toBe(401);
});

it('deletes a call with its recording, and answers another account’s call as not found', async () => {
  const me = await owner('calls.delete@example.com');
  const other = await owner('calls.notmine@example.com');
  const file = wav(1);
  const location = (await me.create('short.wav', file.length)).headers.get('location') ?? '';
  const call = callSchema.parse(await (await me.patch(location, 0, file)).json());
  const id = location.split('/').pop() ?? '';
  const callUrl = `${t.origin}/${QUALITY_PATHS.call.replace(':id', call.id)}`;

  expect((await fetch(callUrl, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
  expect((await fetch(callUrl, { method: 'DELETE', headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
  expect(callSchema.parse(await (await fetch(callUrl, { headers: { authorization: `Bearer ${me.token}` } })).json()).durationSeconds).toBe(1);
  expect((await fetch(callUrl, { method: 'DELETE', headers: { authorization: `Bearer ${me.token}` } })).status).toBe(204);
  expect(await me.calls()).toEqual([]);
  expect(readdirSync(uploadsDir).filter((name) => name.startsWith(id))).toEqual([]);
});
