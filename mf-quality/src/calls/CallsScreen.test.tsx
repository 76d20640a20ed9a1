import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@cabinet/api/testing';
import { QUALITY_PATHS, type Call, type CallDetail } from '@cabinet/api/quality';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { CallsScreen, formatDuration } from './CallsScreen';

configure({ asyncUtilTimeout: 5000 });

const base: Call = {
  id: '7d1e4a2c-0000-4000-8000-000000000001',
  fileName: 'Friday haircut.wav',
  format: 'wav',
  sizeBytes: 32000,
  durationSeconds: 125,
  state: 'transcribed',
  transcript: 'Operator: Hello, Lotus salon, my name is Anna.\nClient: How much is a haircut?\nOperator: A haircut costs 40 dollars.',
  transcribedBy: 'standIn',
  failureKind: null,
  failureReason: null,
  checklistVersion: 2,
  score: 45,
  fatalFailed: false,
  scoredBy: 'localRules',
  createdAt: '2026-11-20T10:00:00Z',
};
const calls: Call[] = [
  base,
  { ...base, id: '7d1e4a2c-0000-4000-8000-000000000002', fileName: 'silence.wav', durationSeconds: 3, state: 'noSpeech', transcript: null, checklistVersion: null, score: null, scoredBy: null },
  { ...base, id: '7d1e4a2c-0000-4000-8000-000000000003', fileName: 'rude.mp3', score: 0, fatalFailed: true },
];
const detail: CallDetail = {
  ...base,
  items: [
    { itemId: 'a', title: 'Greeted the client', weight: 5, fatal: false, outcome: 'passed', quote: 'Operator: Hello, Lotus salon, my name is Anna.' },
    { itemId: 'b', title: 'Offered a time', weight: 6, fatal: false, outcome: 'failed', quote: null },
    { itemId: 'c', title: 'Answered within 15 minutes', weight: 8, fatal: false, outcome: 'notApplicable', quote: null },
  ],
};

it('lists the calls with their duration, state and score', async () => {
  await renderScreen(<CallsScreen />, { route: 'calls', api: fakeApi().on('GET', QUALITY_PATHS.calls, () => calls).on('GET', QUALITY_PATHS.reports, () => []).handler });
  const table = await screen.findByRole('table', { name: 'Uploaded calls' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0] ?? table).getByText('2:05')).toBeInTheDocument();
  expect(within(rows[0] ?? table).getByText('45 of 100')).toBeInTheDocument();
  expect(within(rows[1] ?? table).getByText('No speech recognised')).toBeInTheDocument();
  expect(within(rows[1] ?? table).getByText('Not scored')).toBeInTheDocument();
  expect(within(rows[2] ?? table).getByText('0: a fatal criterion missed')).toBeInTheDocument();
});

it('refuses a file of another type or over the limit before sending it, naming the allowed formats and the limit', async () => {
  const rendered = await renderScreen(<CallsScreen />, { route: 'calls', api: fakeApi().on('GET', QUALITY_PATHS.calls, () => []).on('GET', QUALITY_PATHS.reports, () => []).handler });
  expect(await screen.findByText('No calls yet: choose recordings above to upload them.')).toBeInTheDocument();
  const big = new File(['x'], 'long.wav', { type: 'audio/wav' });
  Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
  fireEvent.change(screen.getByLabelText('Choose recordings to upload'), { target: { files: [new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' }), big] } });
  expect(await screen.findByText('contract.pdf: file format incorrect. Allowed formats: mp3, wav, ogg, flac, aiff, aac, m4a, wma')).toBeInTheDocument();
  expect(screen.getByText('long.wav: larger than 100 MB')).toBeInTheDocument();
  // Nothing was sent: only the lists were asked for.
  expect(rendered.requests.every((request) => request.path === QUALITY_PATHS.calls || request.path === QUALITY_PATHS.reports)).toBe(true);
});

it('opens a call with its transcript and each criterion’s outcome with the quoted line', async () => {
  await renderScreen(<CallsScreen />, {
    route: 'calls',
    search: `?call=${base.id}`,
    api: fakeApi().on('GET', `api/v1/Quality/Calls/${base.id}`, () => detail).handler,
  });
  expect(await screen.findByRole('heading', { name: 'Friday haircut.wav' })).toBeInTheDocument();
  expect(screen.getByText(/Client: How much is a haircut\?/)).toBeInTheDocument();
  expect(screen.getByText(/Transcribed by the local stand-in/)).toBeInTheDocument();
  expect(screen.getByText('Score 45 of 100 against version 2 of the checklist.')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Criteria of the call' })).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'Greeted the client5MetOperator: Hello, Lotus salon, my name is Anna.',
    'Offered a time6MissedNo line',
    'Answered within 15 minutes8Does not applyNo line',
  ]);
});

it('says why a call could not be transcribed in the reader’s language, the provider’s words as the detail', async () => {
  const failed: CallDetail = { ...detail, state: 'failed', transcript: null, transcribedBy: null, failureKind: 'timeout', failureReason: 'The transcription service did not answer within 60 s', score: null, checklistVersion: null, scoredBy: null, items: [] };
  await renderScreen(<CallsScreen />, { route: 'calls', search: `?call=${base.id}`, locale: 'ru', api: fakeApi().on('GET', `api/v1/Quality/Calls/${base.id}`, () => failed).handler });
  expect(await screen.findByText('Запись не удалось расшифровать. ИИ-сервис не ответил вовремя. Попробуйте позже.')).toBeInTheDocument();
  expect(screen.getByText('Подробности: The transcription service did not answer within 60 s')).toBeInTheDocument();
});

it('deletes a call after the owner confirms', async () => {
  const deleted: string[] = [];
  await renderScreen(<CallsScreen />, {
    route: 'calls',
    api: fakeApi()
      .on('GET', QUALITY_PATHS.calls, () => calls.filter((call) => !deleted.includes(call.id)))
      .on('GET', QUALITY_PATHS.reports, () => [])
      .on('DELETE', `api/v1/Quality/Calls/${base.id}`, () => {
        deleted.push(base.id);
        return null;
      }).handler,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Friday haircut.wav' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete the call Friday haircut.wav?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(deleted).toEqual([base.id]));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Friday haircut.wav' })).not.toBeInTheDocument());
});

it('writes durations as minutes and seconds, with hours past an hour', () => {
  expect(formatDuration(null)).toBe('—');
  expect(formatDuration(59.6)).toBe('1:00');
  expect(formatDuration(3725)).toBe('1:02:05');
});
