import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { QUALITY_PATHS, type ChatDetail, type ChatList, type ChatSummary } from '@cabinet/api/quality';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { ChatsScreen, periodOf } from './ChatsScreen';

configure({ asyncUtilTimeout: 5000 });

const ACCOUNT = '5b7c2a10-0000-4000-8000-000000000001';
const chat = (phone: string, overrides: Partial<ChatSummary> = {}): ChatSummary => ({
  id: `${ACCOUNT}_${phone}`,
  phone,
  clientName: '',
  channel: 'whatsapp',
  operatorId: ACCOUNT,
  operator: 'Anna',
  messagesCount: 3,
  lastMessageAt: '2026-11-20T10:00:00Z',
  scoreState: 'scored',
  score: 85,
  fatalFailed: false,
  ...overrides,
});
const page = (items: ChatSummary[]): ChatList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  checklistVersion: 2,
  operators: items.length ? [{ id: ACCOUNT, name: 'Anna', channel: 'whatsapp' }] : [],
});
const rows = [chat('+79001000001', { clientName: 'Maria' }), chat('+79001000002', { scoreState: 'notScored', score: null }), chat('+79001000003', { score: 0, fatalFailed: true })];

it('lists the period’s chats with their stored scores, the filters read from the URL and sent to the server', async () => {
  const api = fakeApi().on('GET', QUALITY_PATHS.chats, () => page(rows));
  await renderScreen(<ChatsScreen />, { route: 'chats', search: '?days=7&channel=telegram&score=fatal', api: api.handler });
  await screen.findByText('85 of 100');
  const table = screen.getByRole('table', { name: 'Chats' });
  const rowOf = (text: string) => within(table).getByText(text).closest('tr') ?? table;
  expect(within(rowOf('85 of 100')).getByLabelText('Open the chat with Maria, +79001000001')).toBeInTheDocument();
  expect(within(rowOf('Not scored yet')).getByText('+79001000002')).toBeInTheDocument();
  expect(within(rowOf('0: a fatal criterion missed')).getByText('+79001000003')).toBeInTheDocument();
  expect(api.lastQuery(QUALITY_PATHS.chats)).toEqual({ ...periodOf(7), page: '1', pageSize: '20', channel: 'telegram', score: 'fatal' });
});

it('says how to connect a source when there is no chat at all', async () => {
  await renderScreen(<ChatsScreen />, { route: 'chats', api: fakeApi().on('GET', QUALITY_PATHS.chats, () => page([])).handler });
  expect(await screen.findByText('No chats in this period. Chats come from the channels you connect: WhatsApp, Telegram, WABA or MAX.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Connect a channel' })).toBeInTheDocument();
});

const lines: ChatDetail['lines'] = [
  { side: 'business', author: 'Anna', text: 'Listen, client, no more words: that is a rude question.', at: '2026-11-20T10:00:00Z' },
  { side: 'client', author: 'Client', text: 'Bye.', at: null },
];

it('opens a chat, scores it when asked and shows each criterion with its quoted line, the fatal one failing', async () => {
  const unscored: ChatDetail = { ...chat('+79001000003', { scoreState: 'notScored', score: null }), lines, scoring: null };
  const scored: ChatDetail = {
    ...unscored,
    scoreState: 'scored',
    score: 0,
    fatalFailed: true,
    scoring: {
      checklistVersion: 2,
      scoredBy: 'standIn',
      scoredAt: '2026-11-20T11:00:00Z',
      failure: null,
      items: [
        { itemId: 'a', title: 'Greeted the client', weight: 5, fatal: false, outcome: 'failed', quote: null },
        { itemId: 'b', title: 'Not rude to the client', weight: 10, fatal: true, outcome: 'failed', quote: 'Anna: Listen, client, no more words: that is a rude question.' },
      ],
    },
  };
  const api = fakeApi()
    .on('GET', QUALITY_PATHS.chat, () => unscored)
    .on('POST', QUALITY_PATHS.chatScore, () => scored);
  await renderScreen(<ChatsScreen />, { route: 'chats', search: `?chat=${encodeURIComponent(unscored.id)}`, api: api.handler });
  expect(await screen.findByText('Not scored yet against your current checklist. Scoring reads the conversation with the language model and keeps the result.')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: 'Score against the checklist' }));
  expect(await screen.findByText('Failed: a fatal criterion was missed (score 0), against version 2 of the checklist.')).toBeInTheDocument();
  const criteria = screen.getByRole('table', { name: 'Criteria of the chat' });
  const fatalRow = within(criteria).getByText('Not rude to the client').closest('tr');
  if (!fatalRow) throw new Error('no row');
  expect(within(fatalRow).getByText('Fatal')).toBeInTheDocument();
  expect(within(fatalRow).getByText('Missed')).toBeInTheDocument();
  expect(within(fatalRow).getByText('Anna: Listen, client, no more words: that is a rude question.')).toBeInTheDocument();
  expect(api.callsTo(QUALITY_PATHS.chatScore, 'POST')).toHaveLength(1);
});

it('says why a chat could not be scored', async () => {
  const unscored: ChatDetail = { ...chat('+79001000002', { scoreState: 'notScored', score: null }), lines, scoring: null };
  await renderScreen(<ChatsScreen />, {
    route: 'chats',
    search: `?chat=${encodeURIComponent(unscored.id)}`,
    api: fakeApi()
      .on('GET', QUALITY_PATHS.chat, () => unscored)
      .on('POST', QUALITY_PATHS.chatScore, () => apiError(409, 'CHECKLIST_REQUIRED', 'Save a checklist first')).handler,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Score against the checklist' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Save a checklist first: a chat is scored against it'));
});
