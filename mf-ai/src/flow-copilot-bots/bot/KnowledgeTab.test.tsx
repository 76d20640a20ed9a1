import { configure, fireEvent, screen, within } from '@testing-library/react';
import { AI_PATHS, type CompanyProfile, type KnowledgeSource } from '@cabinet/api/ai';
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
  url: null,
  answer: null,
  sizeBytes: 20480,
  state: 'ready',
  errorKind: null,
  error: null,
  passages: 3,
  version: 1,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});
const base = (sources: KnowledgeSource[]) => ({ sources, fileMaxMb: 10, fileExtensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] });
const EMPTY_PROFILE: CompanyProfile = { name: '', address: '', workHours: '', links: [], paymentMethods: [], version: 0, sourceId: null };
/** The API with the knowledge base's sources and no company profile yet. */
const knowledgeApi = (sources: () => KnowledgeSource[], profile: () => CompanyProfile = () => EMPTY_PROFILE) =>
  fakeApi()
    .on('GET', AI_PATHS.knowledge, () => base(sources()))
    .on('GET', AI_PATHS.knowledgeProfile, profile);
const render = (api: ReturnType<typeof fakeApi>) => renderScreen(<KnowledgeTab botId={BOT} />, { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT }, api: api.handler });

it('shows each source with its indexing state, the reason of an error, and retries it', async () => {
  let retried = false;
  const api = knowledgeApi(() => [
    source({}),
    source({ id: 's2', name: 'Scan.pdf', state: retried ? 'parsing' : 'error', error: retried ? null : 'No text was found in the file (a scan or pictures only?)', passages: 0 }),
    source({ id: 's3', kind: 'qa', name: 'Can I pay by card?', answer: 'Yes.', sizeBytes: null, state: 'waiting', passages: 0 }),
  ]).on('POST', AI_PATHS.knowledgeRetry, () => {
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

it('says why a source failed in the owner’s language, what to do, and the detail beside it', async () => {
  const missing = source({ id: 's4', kind: 'url', name: 'https://salon.example/prices', url: 'https://salon.example/prices', sizeBytes: null, state: 'error', errorKind: 'pageStatus', error: 'The page answered 404 Not Found', passages: 0 });
  await renderScreen(<KnowledgeTab botId={BOT} />, { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT }, locale: 'ru', api: knowledgeApi(() => [missing]).handler });
  const list = await screen.findByRole('list', { name: 'Источники знаний' });
  const [item] = within(list).getAllByRole('listitem');
  expect(within(item ?? list).getByText('Сайт ответил ошибкой (например, такой страницы нет). Проверьте адрес или загрузите страницу ещё раз позже.')).toBeInTheDocument();
  expect(within(item ?? list).getByText('Подробности: The page answered 404 Not Found')).toBeInTheDocument();
  expect(item).not.toHaveTextContent('Причина');
});

it('refuses files of other types listing them with the allowed ones, and uploads the rest as bytes with the name', async () => {
  const api = knowledgeApi(() => []).on('POST', AI_PATHS.knowledgeFiles, () => answerWith(201, source({ state: 'waiting', passages: 0 })));
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
  const api = knowledgeApi(() => []).on('POST', AI_PATHS.knowledgeQa, () => answerWith(201, source({ kind: 'qa', name: 'Parking?', answer: 'Behind the salon.', state: 'waiting' })));
  const rendered = await render(api);
  fireEvent.change(await screen.findByLabelText('Question'), { target: { value: 'Parking?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the pair' }));
  expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Answer'), { target: { value: 'Behind the salon.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the pair' }));
  expect(await screen.findByText('The pair is added and waits to be indexed')).toBeInTheDocument();
  expect(rendered.requests.find((request) => request.path === fillPath(AI_PATHS.knowledgeQa, { id: BOT }))?.body).toEqual({ question: 'Parking?', answer: 'Behind the salon.' });
});

it('adds a web page, refusing an address that is not http(s) and one the API finds private at the field, and fetches a page again', async () => {
  const page = source({ id: 'p1', kind: 'url', name: 'Parking — Lotus', url: 'https://lotus.example/parking', sizeBytes: 4096, passages: 1 });
  let posted = 0;
  const api = knowledgeApi(() => [page])
    .on('POST', AI_PATHS.knowledgeUrls, () => {
      posted += 1;
      return posted === 1
        ? answerWith(400, { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { url: 'url.private' } })
        : answerWith(201, source({ id: 'p2', kind: 'url', name: 'https://lotus.example/prices', url: 'https://lotus.example/prices', state: 'waiting', passages: 0 }));
    })
    .on('POST', AI_PATHS.knowledgeRefetch, () => ({ ...page, state: 'waiting', version: 2 }));
  const rendered = await render(api);
  const list = await screen.findByRole('list', { name: 'Knowledge sources' });
  expect(within(list).getByRole('listitem')).toHaveTextContent('Web page: https://lotus.example/parking');
  fireEvent.click(within(list).getByRole('button', { name: 'Fetch again: Parking — Lotus' }));
  await screen.findByRole('button', { name: 'Add the page' });
  expect(rendered.requests.map((request) => request.path)).toContain(fillPath(AI_PATHS.knowledgeRefetch, { id: BOT, sourceId: 'p1' }));

  const address = screen.getByLabelText('Page address');
  fireEvent.change(address, { target: { value: 'ftp://lotus.example/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the page' }));
  expect(await screen.findByText('Enter the full address, starting with http:// or https://')).toBeInTheDocument();
  fireEvent.change(address, { target: { value: 'http://router.lan/' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the page' }));
  expect(await screen.findByText('This address is in a private or local network: the assistant may read public pages only')).toBeInTheDocument();
  fireEvent.change(address, { target: { value: ' https://lotus.example/prices ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add the page' }));
  expect(await screen.findByText('The page is added and waits to be read')).toBeInTheDocument();
  expect(api.callsTo(AI_PATHS.knowledgeUrls, 'POST').map((call) => call.body)).toEqual([{ url: 'http://router.lan/' }, { url: 'https://lotus.example/prices' }]);
});

it('saves the company profile with the version it was loaded at, refusing an empty name and a bad link at the fields, and offers the stored one on a conflict', async () => {
  let saves = 0;
  const stored: CompanyProfile = { name: 'Lotus', address: '12 Baker Street', workHours: '9 to 20', links: ['https://lotus.example/'], paymentMethods: ['cash'], version: 3, sourceId: 'pr1' };
  const api = knowledgeApi(
    () => [],
    () => ({ ...stored, version: 2 }),
  ).on('PUT', AI_PATHS.knowledgeProfile, () => {
      saves += 1;
      return saves === 1 ? answerWith(409, { code: 'VERSION_CONFLICT', message: 'Someone saved this after you opened it', current: stored }) : { ...stored, version: 4 };
    });
  await render(api);
  const name = await screen.findByLabelText('Company name');
  await screen.findByDisplayValue('Lotus');
  fireEvent.change(name, { target: { value: ' ' } });
  fireEvent.change(screen.getByLabelText('Links'), { target: { value: 'https://lotus.example/\nlotus at instagram' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
  expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
  expect(screen.getByText('Enter the full address, starting with http:// or https://')).toBeInTheDocument();

  fireEvent.change(name, { target: { value: 'Lotus salon' } });
  fireEvent.change(screen.getByLabelText('Links'), { target: { value: 'https://lotus.example/\n\nhttps://t.me/lotus' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Card' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save the profile' }));
  expect(await screen.findByRole('button', { name: 'Save mine over it' })).toBeInTheDocument();
  expect(api.callsTo(AI_PATHS.knowledgeProfile, 'PUT').map((call) => call.body)).toEqual([
    { name: 'Lotus salon', address: '12 Baker Street', workHours: '9 to 20', links: ['https://lotus.example/', 'https://t.me/lotus'], paymentMethods: ['cash', 'card'], version: 2 },
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Save mine over it' }));
  expect(await screen.findByText('The profile is saved and waits to be indexed')).toBeInTheDocument();
  expect(api.callsTo(AI_PATHS.knowledgeProfile, 'PUT').at(-1)?.body).toMatchObject({ name: 'Lotus salon', version: 3 });
});

describe('fetching a page again refused by the API', () => {
  const page = source({ id: 'p1', kind: 'url', name: 'Parking — Lotus', url: 'https://lotus.example/parking', sizeBytes: 4096, passages: 1 });
  it.each([
    ['KNOWLEDGE_IN_PROGRESS', 'en', 'The page is being read now: fetch it again once it is ready', 'Fetch again'],
    ['KNOWLEDGE_NOT_A_PAGE', 'en', 'Only a web page can be fetched again', 'Fetch again'],
    ['KNOWLEDGE_IN_PROGRESS', 'ru', 'Страница сейчас читается: загрузите её заново, когда она будет готова', 'Загрузить заново'],
    ['KNOWLEDGE_NOT_A_PAGE', 'uk-UA', 'Завантажити знову можна лише вебсторінку', 'Завантажити знову'],
  ] as const)('%s in %s is said in the user’s words in the sources’ alert', async (code, locale, said, button) => {
    const api = knowledgeApi(() => [page]).on('POST', AI_PATHS.knowledgeRefetch, () => answerWith(409, { code, message: 'server words' }));
    await renderScreen(<KnowledgeTab botId={BOT} />, { route: 'flowCopilotBots.bot', params: { copilotBotId: BOT }, api: api.handler, locale });
    const list = await screen.findByRole('list');
    fireEvent.click(within(list).getByRole('button', { name: new RegExp(`^${button}: `) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(said);
    expect(alert).not.toHaveTextContent('server words');
  });
});

it.each([
  ['FILE_FORMAT_INCORRECT', 400, 'File format incorrect: Rules.pdf. Allowed: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX.'],
  ['FILE_TOO_BIG', 413, 'File too big: Rules.pdf. At most 10 MB a file.'],
] as const)('the API’s %s refusal of an upload names the file in the screen’s words', async (code, status, said) => {
  const api = knowledgeApi(() => []).on('POST', AI_PATHS.knowledgeFiles, () => answerWith(status, { code, message: 'server words' }));
  await render(api);
  await screen.findByText('PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, up to 10 MB a file.');
  const pdf = Object.assign(new File(['1'], 'Rules.pdf'), { arrayBuffer: async () => new TextEncoder().encode('1').buffer });
  fireEvent.change(screen.getByLabelText('Upload files'), { target: { files: [pdf] } });
  expect(await screen.findByText(said)).toBeInTheDocument();
  expect(screen.queryByText(/server words/)).not.toBeInTheDocument();
});

it('a Q&A pair saved over someone else’s save says so in the user’s words', async () => {
  const pair = source({ id: 'q1', kind: 'qa', name: 'Parking?', answer: 'Behind the salon.', sizeBytes: null });
  const api = knowledgeApi(() => [pair]).on('PUT', AI_PATHS.knowledgeQaPair, () => answerWith(409, { code: 'VERSION_CONFLICT', message: 'server words', current: pair }));
  await render(api);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit: Parking?' }));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Someone saved this after you opened it: close and open it again to see their version')).toBeInTheDocument();
});
