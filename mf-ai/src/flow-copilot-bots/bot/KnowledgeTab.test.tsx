import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_PATHS, type KnowledgeSource } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { answerWith, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { KnowledgeTab } from './KnowledgeTab';

configure({ asyncUtilTimeout: 5000 });

const BOT = 'bot-1';
const source = (overrides: Partial<KnowledgeSource>): KnowledgeSource => ({
  id: 's1',
  kind: 'file',
  name: 'Rules.pdf',
  answer: null,
  sizeBytes: 20480,
  state: 'ready',
  error: null,
  passages: 3,
  version: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const base = (sources: KnowledgeSource[]) => ({ sources, fileMaxMb: 10, fileExtensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] });
const render = (api: ReturnType<typeof fakeApi>) => renderScreen(<KnowledgeTab botId={BOT} />, { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT }, api: api.handler });

it('shows each source with its indexing state, the reason of an error, and retries it', async () => {
  let retried = false;
  const api = fakeApi()
    .on('GET', AI_PATHS.knowledge, () =>
      base([
        source({}),
        source({ id: 's2', name: 'Scan.pdf', state: retried ? 'parsing' : 'error', error: retried ? null : 'No text was found in the file (a scan or pictures only?)', passages: 0 }),
        source({ id: 's3', kind: 'qa', name: 'Can I pay by card?', answer: 'Yes.', sizeBytes: null, state: 'waiting', passages: 0 }),
      ]),
    )
    .on('POST', AI_PATHS.knowledgeRetry, () => {
      retried = true;
      return source({ id: 's2', name: 'Scan.pdf', state: 'waiting', passages: 0 });
    });
  const rendered = await render(api);
  const list = await screen.findByRole('list', { name: 'Knowledge sources' });
  const items = within(list).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Rules.pdf');
  expect(items[0]).toHaveTextContent('File, 20 KB');
  expect(items[0]).toHaveTextContent('Ready: 3 passages');
  expect(items[1]).toHaveTextContent('Reason: No text was found in the file (a scan or pictures only?)');
  expect(items[2]).toHaveTextContent('Q&A: Yes.');
  expect(items[2]).toHaveTextContent('Waiting');

  fireEvent.click(within(items[1] ?? list).getByRole('button', { name: 'Retry' }));
  expect(await within(list).findByText('Reading the text')).toBeInTheDocument();
  expect(rendered.requests.map((request) => request.path)).toContain(fillPath(AI_PATHS.knowledgeRetry, { id: BOT, sourceId: 's2' }));
});

it('refuses files of other types listing them with the allowed ones, and uploads the rest as bytes with the name', async () => {
  const api = fakeApi()
    .on('GET', AI_PATHS.knowledge, () => base([]))
    .on('POST', AI_PATHS.knowledgeFiles, () => answerWith(201, source({ state: 'waiting', passages: 0 })));
  await render(api);
  expect(await screen.findByText('PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, up to 10 MB a file.')).toBeInTheDocument();
  // jsdom's File cannot give its bytes (no arrayBuffer), and the screen harness records request bodies as
  // JSON: the PDF's "bytes" here are a JSON number, given as a browser's File gives them.
  const pdf = Object.assign(new File(['1'], 'Rules.pdf'), { arrayBuffer: async () => new TextEncoder().encode('1').buffer });
  const files = [pdf, new File(['x'], 'photo.png'), new File(['x'], 'notes.txt')];
  fireEvent.change(screen.getByLabelText('Upload files'), { target: { files } });
  expect(await screen.findByText('File format incorrect: photo.png, notes.txt. Allowed: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX.')).toBeInTheDocument();
  expect(await screen.findByText('“Rules.pdf” is uploaded and waits to be indexed')).toBeInTheDocument();
  const uploads = api.callsTo(AI_PATHS.knowledgeFiles, 'POST');
  expect(uploads.map((call) => call.query.get('name'))).toEqual(['Rules.pdf']);
});

it('adds a Q&A pair, refusing an empty answer at the field', async () => {
  const api = fakeApi()
    .on('GET', AI_PATHS.knowledge, () => base([]))
    .on('POST', AI_PATHS.knowledgeQa, () => answerWith(201, source({ kind: 'qa', name: 'Parking?', answer: 'Behind the salon.', state: 'waiting' })));
  const rendered = await render(api);
  fireEvent.change(await screen.findByLabelText('Question'), { target: { value: 'Parking?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the pair' }));
  expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Behind the salon.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the pair' }));
  expect(await screen.findByText('The pair is added and waits to be indexed')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === fillPath(AI_PATHS.knowledgeQa, { id: BOT }))?.body).toEqual({ question: 'Parking?', answer: 'Behind the salon.' });
});
