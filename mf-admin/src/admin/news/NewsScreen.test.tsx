import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACK_OFFICE_PATHS, NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_PATHS } from '@cabinet/api/admin';
import { PATHS, type NewsItem } from '@cabinet/api/core';
import { answerWith, apiError, fakeApi } from '@cabinet/api/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import { TEST_USER } from '@cabinet/contracts/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { NewsScreen } from './NewsScreen';

/** What the user enters, pasted: this test is about what the form does with it, not typing (a render per key). */
async function enter(field: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.click(field);
  await user.paste(text);
}

configure({ asyncUtilTimeout: 5000 });

const SUPER_ADMIN: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: ['admin', 'super-admin'] };

const item = (overrides: Partial<NewsItem>): NewsItem => ({
  id: 'n1',
  title: 'New AI assistant plugins',
  description: 'Booking from the chat',
  link: '/flowCopilotBots',
  type: 'Info',
  crmTypes: [],
  mobileImage: null,
  desktopImage: null,
  clientTypes: [],
  isSidebarNews: true,
  orderNumber: 1,
  language: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const items = [item({}), item({ id: 'n2', title: 'Планові роботи', type: 'Warning', language: 'uk-UA', clientTypes: ['Loyal'], crmTypes: ['medflex'], isSidebarNews: false, orderNumber: 2 })];

const newsApi = () =>
  fakeApi()
    .on('GET', BACK_OFFICE_PATHS.news, () => items)
    .on('POST', PATHS.news.list, ({ body }) => answerWith(201, { ...item({ id: 'n3' }), ...Object(body) }))
    .on('DELETE', `${PATHS.news.list}/:id`, () => new Response(null, { status: 204 }));

it('lists every item with its targeting and placement', async () => {
  await renderWithHistory(<NewsScreen />, { route: 'admin.news', title: 'News', session: SUPER_ADMIN, api: newsApi().handler });
  const table = await screen.findByRole('table', { name: 'News items' });
  const warning = await within(table).findByRole('row', { name: /Планові роботи/ });
  expect(within(warning).getByRole('cell', { name: 'Українська' })).toBeInTheDocument();
  expect(within(warning).getByRole('cell', { name: 'Loyal, medflex' })).toBeInTheDocument();
  expect(within(warning).getByText('Bell')).toBeInTheDocument();
  expect(within(warning).getByText(/^Order: \d+$/)).toBeInTheDocument();
  // The type under the title, the order under the placement (eight columns scrolled sideways at 1024 px: issue 31, the walk).
  expect(within(table).queryByRole('columnheader', { name: 'Type' })).not.toBeInTheDocument();
  expect(within(table).queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument();
  const info = within(table).getByRole('row', { name: /New AI assistant plugins/ });
  expect(within(info).getByText('Sidebar and bell')).toBeInTheDocument();
  expect(within(info).getByRole('cell', { name: 'Every language' })).toBeInTheDocument();
});

it('publishes an item: images must be PNG or JPG, the API’s refusal shows at its field', async () => {
  let tries = 0;
  const api = newsApi().on('POST', PATHS.news.list, ({ body }) =>
    tries++ === 0 ? apiError(400, 'VALIDATION_FAILED', 'Invalid', { link: 'Must be an http or https address or a path of the cabinet' }) : answerWith(201, { ...item({ id: 'n3' }), ...Object(body) }),
  );
  await renderWithHistory(<NewsScreen />, { route: 'admin.news', title: 'News', session: SUPER_ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Publish a news item' }));
  const form = screen.getByRole('region', { name: 'New news item' });
  await user.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await within(form).findByText('The field cannot be empty')).toBeInTheDocument();
  await enter(within(form).getByLabelText('Title'), 'Black Friday');
  await enter(within(form).getByLabelText('Desktop image address (optional)'), 'https://cdn.example.com/banner.gif');
  await user.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await within(form).findByText('Images must be PNG, JPG or JPEG at an http or https address')).toBeInTheDocument();
  expect(api.callsTo(PATHS.news.list, 'POST')).toHaveLength(0);

  await user.clear(within(form).getByLabelText('Desktop image address (optional)'));
  await enter(within(form).getByLabelText('Desktop image address (optional)'), 'https://cdn.example.com/banner.png');
  await enter(within(form).getByLabelText('Link (optional)'), 'javascript:alert(1)');
  await user.click(within(form).getByRole('button', { name: 'Publish' }));
  expect(await within(form).findByText('Must be an http or https address or a path of the cabinet')).toBeInTheDocument();

  await user.clear(within(form).getByLabelText('Link (optional)'));
  await user.click(within(form).getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'New news item' })).not.toBeInTheDocument());
  expect(api.callsTo(PATHS.news.list, 'POST')[1]?.body).toEqual({
    title: 'Black Friday',
    description: '',
    link: null,
    type: 'Info',
    language: null,
    clientTypes: [],
    crmTypes: [],
    desktopImage: 'https://cdn.example.com/banner.png',
    mobileImage: null,
    isSidebarNews: true,
    orderNumber: 0,
  });
});

it('deletes an item only after it is confirmed', async () => {
  const api = newsApi();
  await renderWithHistory(<NewsScreen />, { route: 'admin.news', title: 'News', session: SUPER_ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Delete New AI assistant plugins' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete “New AI assistant plugins”?' });
  expect(api.callsTo(`${PATHS.news.list}/:id`, 'DELETE')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(api.callsTo(`${PATHS.news.list}/:id`, 'DELETE')).toHaveLength(1));
  expect(api.callsTo(`${PATHS.news.list}/:id`, 'DELETE')[0]?.path).toContain('/n1');
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
/** jsdom's File cannot give its bytes (no arrayBuffer): a file as the browser reads it. */
function fileOf(bytes: Uint8Array, name: string): File {
  // The type the browser gives by the name: the picker lets it through, the content decides.
  const file = new File([new Uint8Array(Math.min(bytes.length, 16))], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes.length });
  Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(bytes.buffer) });
  return file;
}

const openNewItem = async (api: ReturnType<typeof newsApi>) => {
  await renderWithHistory(<NewsScreen />, { route: 'admin.news', title: 'News', session: SUPER_ADMIN, api: api.handler });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Publish a news item' }));
  return { user, form: screen.getByRole('region', { name: 'New news item' }) };
};

it('previews the item as the sidebar and the bell will show it', async () => {
  const { user, form } = await openNewItem(newsApi());
  await user.click(within(form).getByLabelText('Title'));
  await user.paste('Black Friday');
  await user.click(within(form).getByLabelText('Link (optional)'));
  await user.paste('/payments');
  const preview = within(form).getByRole('region', { name: 'Preview: what owners will see' });
  const sidebar = within(preview).getByRole('figure', { name: 'In the sidebar' });
  expect(await within(sidebar).findByRole('link', { name: 'Read more' })).toHaveAttribute('href', '/payments');
  expect(within(sidebar).getByText('Black Friday')).toBeInTheDocument();
  expect(within(within(preview).getByRole('figure', { name: 'In the notification bell' })).getByText('Black Friday')).toBeInTheDocument();
});

it('uploads an image whose content is PNG or JPG and at most 2 MB, refusing others before they are sent, and previews it', async () => {
  const api = newsApi().on('POST', NEWS_IMAGE_PATHS.upload, () =>
    answerWith(201, { id: 'i1', url: 'http://localhost:3100/api/v1/ServiceNews/Images/i1.png', contentType: 'image/png', sizeBytes: PNG.length }),
  );
  const { user, form } = await openNewItem(api);
  expect(within(form).getByText('A PNG or JPG image of at most 2 MB: upload it, or give its https address.')).toBeInTheDocument();
  const picker = form.querySelector<HTMLInputElement>('input[type=file]');
  if (!picker) throw new Error('no file input');
  await user.upload(picker, fileOf(new TextEncoder().encode('<svg></svg>'), 'banner.png'));
  expect(await within(form).findByRole('alert')).toHaveTextContent('The file is not a PNG or JPG image');
  await user.upload(picker, fileOf(new Uint8Array(NEWS_IMAGE_MAX_BYTES + 1), 'huge.png'));
  expect(await within(form).findByText('The image is larger than 2 MB')).toBeInTheDocument();
  expect(api.callsTo(NEWS_IMAGE_PATHS.upload, 'POST')).toHaveLength(0);

  await user.click(within(form).getByLabelText('Title'));
  await user.paste('Sale');
  await user.upload(picker, fileOf(PNG, 'banner.jpeg'));
  expect(await within(form).findByText('The image is uploaded: banner.jpeg')).toBeInTheDocument();
  expect(within(form).getByLabelText('Desktop image address (optional)', { selector: 'input' })).toHaveValue('http://localhost:3100/api/v1/ServiceNews/Images/i1.png');
  const banner = await within(form).findByRole('figure', { name: 'On the home page, with its image' });
  expect(within(banner).getByRole('img', { name: 'Sale' })).toHaveAttribute('src', 'http://localhost:3100/api/v1/ServiceNews/Images/i1.png');
});
