import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { PRO_FEATURE_KEYS, SHORT_LINKS_PATHS, type ShortLink } from '@cabinet/api/flows';
import { answerWith, apiError, fakeApi, makePage, makeShortLink } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import type { SessionSnapshot } from '@cabinet/contracts';
import '../catalog';
import { ShortLinksScreen } from './ShortLinksScreen';

const PRO: SessionSnapshot = { status: 'authenticated', user: TEST_USER, roles: [] };

function link(id: string, encodedId: string, url: string, overrides: Partial<ShortLink> = {}): ShortLink {
  return makeShortLink({ id, encodedId, url, ...overrides });
}

/** A small stand-in for the short links API: it lists, creates, edits and deletes. */
function shortLinksApi(initial: ShortLink[]) {
  const links = initial.map((item) => ({ ...item }));
  const indexOf = (id: string) => links.findIndex((item) => item.id === id);
  const fake = fakeApi()
    .on('GET', SHORT_LINKS_PATHS.list, () => makePage(links))
    .on('POST', SHORT_LINKS_PATHS.list, ({ body }) => {
      const created = link(`l${links.length + 1}`, 'NewCode1', body.url, { title: body.title ?? '' });
      links.unshift(created);
      return answerWith(201, created);
    })
    .on('PATCH', SHORT_LINKS_PATHS.one, ({ params, body }) => {
      const found = links[indexOf(params.id)];
      if (!found) return apiError(404, 'SHORT_LINK_NOT_FOUND', 'No such link');
      Object.assign(found, body);
      return found;
    })
    .on('DELETE', SHORT_LINKS_PATHS.one, ({ params }) => {
      if (indexOf(params.id) < 0) return apiError(404, 'SHORT_LINK_NOT_FOUND', 'No such link');
      links.splice(indexOf(params.id), 1);
      return undefined;
    });
  return { handler: fake.handler, on: fake.on, links };
}

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.paste(value);
}

// antd's Table renders slowly on a loaded machine; these waits are not timing assertions.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const booking = link('l1', 'DemoBook', 'https://example.com/booking', { title: 'Online booking', clicks: 14 });

describe('ShortLinksScreen', () => {
  it('lists each short link to copy, where it leads and its clicks', async () => {
    await renderScreen(<ShortLinksScreen />, { route: 'shortLink', title: 'Short links', session: PRO, api: shortLinksApi([booking]).handler });
    const table = await screen.findByRole('table', { name: 'Short links' });
    const row = (await within(table).findByText('Online booking')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText(`${window.location.origin}/to/DemoBook/`)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Copy ${window.location.origin}/to/DemoBook/` })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'https://example.com/booking' })).toHaveAttribute('href', 'https://example.com/booking');
    expect(within(row).getByText('14')).toBeInTheDocument();
  });

  it('copies a short link and says so; a browser that refuses the clipboard is told as a failure, not as copied', async () => {
    await renderScreen(<ShortLinksScreen />, { route: 'shortLink', session: PRO, api: shortLinksApi([booking]).handler });
    const user = userEvent.setup({ delay: null });
    const short = `${window.location.origin}/to/DemoBook/`;
    const copyButton = await screen.findByRole('button', { name: `Copy ${short}` });
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(copyButton);
    expect(written).toHaveBeenCalledWith(short);
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    written.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(copyButton);
    expect(await screen.findByText('The browser did not allow copying: select the link and copy it by hand')).toBeInTheDocument();
  });

  it('refuses an address that is not http(s) at its field, keeps it, and sends nothing', async () => {
    const rendered = await renderScreen(<ShortLinksScreen />, { route: 'shortLink', session: PRO, api: shortLinksApi([booking]).handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New short link' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Where the link leads'), 'example.com/spring');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('The link must be a valid http or https address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Where the link leads')).toHaveValue('example.com/spring');
    expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);
  });

  it('creates a link and lists it', async () => {
    const rendered = await renderScreen(<ShortLinksScreen />, { route: 'shortLink', session: PRO, api: shortLinksApi([booking]).handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New short link' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Where the link leads'), 'https://example.com/spring');
    await fill(user, within(dialog).getByLabelText('Name'), 'Spring offer');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('The short link is created')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path: SHORT_LINKS_PATHS.list, body: { url: 'https://example.com/spring', title: 'Spring offer' } });
    expect(await screen.findByText(`${window.location.origin}/to/NewCode1/`)).toBeInTheDocument();
  });

  it('shows the API refusal of an address at its field', async () => {
    const api = shortLinksApi([booking]);
    await renderScreen(<ShortLinksScreen />, {
      route: 'shortLink',
      session: PRO,
      api: api.on('POST', SHORT_LINKS_PATHS.list, () => apiError(400, 'VALIDATION_FAILED', 'Invalid', { url: 'url.invalid' })).handler,
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New short link' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('Where the link leads'), 'https://bad.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The link must be a valid http or https address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Where the link leads')).toHaveValue('https://bad.example');
  });

  it('changes where a link leads', async () => {
    const rendered = await renderScreen(<ShortLinksScreen />, { route: 'shortLink', session: PRO, api: shortLinksApi([booking]).handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Edit ${window.location.origin}/to/DemoBook/` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Where the link leads')).toHaveValue('https://example.com/booking');
    await fill(user, within(dialog).getByLabelText('Where the link leads'), 'https://example.com/book-now');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The short link now leads to the new address')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path: fillPath(SHORT_LINKS_PATHS.one, { id: 'l1' }), body: { url: 'https://example.com/book-now', title: 'Online booking' } });
    expect(await screen.findByRole('link', { name: 'https://example.com/book-now' })).toBeInTheDocument();
  });

  it('deletes a link only after the owner confirms', async () => {
    await renderScreen(<ShortLinksScreen />, { route: 'shortLink', session: PRO, api: shortLinksApi([booking]).handler });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: `Delete ${window.location.origin}/to/DemoBook/` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The short link is deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Online booking')).not.toBeInTheDocument());
    expect(screen.getByText('No short links yet')).toBeInTheDocument();
  });

  it('shows the Pro teaser to an account without the Pro plan', async () => {
    const rendered = await renderScreen(<ShortLinksScreen />, {
      route: 'shortLink',
      session: { status: 'authenticated', user: { ...TEST_USER, majorTariff: 3, lockedFeatures: [...PRO_FEATURE_KEYS] }, roles: [] },
      api: shortLinksApi([booking]).handler,
    });
    // The teaser's wording belongs to the design package; this screen only names the feature.
    expect(screen.getByRole('heading', { level: 2, name: /^Link shortener\b.*\bPro plan$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Pro plan' })).toBeInTheDocument();
    expect(rendered.requests).toEqual([]);
  });
});
