import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { registerUser, userIdOf } from '../testing/requests';
import { DEMO_CALLS, seedQuality } from './seed';
import { callsDirectory } from './transcription';

/* The demo's quality data: its checklist, and 40 call recordings written as uploads and transcribed by the queue. */
let t: ListeningTestApp;
const jobs = manualJobQueue(systemClock);
const dataDir = mkdtempSync(path.join(tmpdir(), 'quality-seed-'));

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, env: { DATA_DIR: dataDir }, app: { jobs } });
});
afterAll(async () => {
  await t.close();
});

it('writes 40 recordings of the last 60 days that the queue transcribes and scores through the stand-ins, the rude ones failed', async () => {
  const { token } = await registerUser(t.app, { email: 'quality.seed@example.com', phone: '+79001112233' });
  const userId = userIdOf(token);
  await t.db.transaction((tx) => seedQuality(tx, userId, dataDir));
  const stored = await t.db.query<{ upload_id: string; state: string; created_at: Date }>('select upload_id, state, created_at from quality_calls where user_id = $1', [userId]);
  expect(stored).toHaveLength(DEMO_CALLS);
  expect(stored.every((call) => call.state === 'uploaded' && existsSync(path.join(callsDirectory(dataDir), call.upload_id)))).toBe(true);
  expect(Math.min(...stored.map((call) => call.created_at.getTime()))).toBeGreaterThan(Date.now() - 61 * 86_400_000);

  await jobs.fire(QUEUES.qualityCallsSweep);
  await jobs.drain();
  const calls = await t.db.query<{ state: string; transcript: string; score: number | null; fatal_failed: boolean }>(
    'select state, transcript, score, fatal_failed from quality_calls where user_id = $1',
    [userId],
  );
  expect(calls.every((call) => call.state === 'transcribed')).toBe(true);
  // The script written into each file, read back by the transcription stand-in.
  expect(calls.filter((call) => call.transcript.includes('салон «Лотос»'))).toHaveLength(30);
  expect(calls.filter((call) => call.fatal_failed)).toHaveLength(2);
  expect(new Set(calls.map((call) => call.score)).size).toBeGreaterThan(3);
});
