import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISTRIBUTIONS_PATHS, type CreateDistributionRequest, type Distribution, type DistributionOptions } from '@cabinet/api/distributions';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { CreateDistributionScreen } from './CreateDistributionScreen';
import { newDraft, storeDraft } from './draft';

configure({ asyncUtilTimeout: 20_000 });
// A whole wizard screen with a 5,000-row list: slow on a busy machine, not a measure of speed.
jest.setTimeout(120_000);

const options: DistributionOptions = {
  channels: ['whatsapp'],
  isTestUser: false,
  timeZone: 'Europe/Moscow',
  dailyLimit: 300,
  usedToday: 0,
  previousStartAt: null,
  assistants: [],
  clientCategories: [],
};

const phone = (index: number) => `+7916${String(index).padStart(7, '0')}`;

/** The mailing the API answers for a create: the request's fields and what the API adds. */
function created(body: CreateDistributionRequest, id: string): Distribution {
  const rows = body.audience.source === 'list' ? body.audience.rows.length : 0;
  return {
    ...body,
    image: body.image ?? null,
    aiAssistantId: body.aiAssistantId ?? null,
    id,
    status: 'inQueue',
    recipients: rows,
    sent: 0,
    delivered: 0,
    read: 0,
    replied: 0,
    progress: 0,
    audienceSource: 'list',
    fileName: 'clients.csv',
    clientFilter: null,
    createdAt: '2030-05-01T10:00:00.000Z',
    editedAt: '2030-05-01T10:00:00.000Z',
    lastStart: null,
    finishedAt: null,
    version: 1,
  } as Distribution;
}

function api(bodies: CreateDistributionRequest[]) {
  return async (request: Request, path: string): Promise<Response | undefined> => {
    if (path === DISTRIBUTIONS_PATHS.options) return Response.json(options);
    if (path === DISTRIBUTIONS_PATHS.audienceCheck) return Response.json({ blacklisted: [] });
    if (path === DISTRIBUTIONS_PATHS.list && request.method === 'POST') {
      const body = (await request.json()) as CreateDistributionRequest;
      bodies.push(body);
      return Response.json(created(body, `7a1c2f0e-0000-4000-8000-00000000000${bodies.length}`), { status: 201 });
    }
    return undefined;
  };
}

describe('a list longer than one mailing can take', () => {
  it('says so at the top, splits it into mailings of at most 2,000 started 5 hours apart, and creates each through the API', async () => {
    sessionStorage.clear();
    storeDraft(null, { ...newDraft(new Date('2030-05-06T06:00:00Z'), 'Europe/Moscow'), title: 'Spring promo', type: 'whatsapp', text: 'Hello, {clientName}!', startAt: '2030-05-06T10:00', mode: 'combat', daysOfWeek: [1, 2, 3, 4, 5, 6, 7] });
    const bodies: CreateDistributionRequest[] = [];
    const audience = await renderScreen(<CreateDistributionScreen />, {
      route: 'distributions.create',
      params: { step: 'audience' },
      title: 'New mailing',
      session: { status: 'authenticated', user: TEST_USER, roles: [] },
      api: api(bodies),
    });
    const text = Array.from({ length: 5000 }, (_, index) => `Client ${index};${phone(index)}`).join('\n');
    const file = new File([text], 'clients.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(new TextEncoder().encode(text).buffer) });
    await userEvent.upload(await screen.findByLabelText('List file (CSV or Excel)'), file);

    // The refusal comes first, above the preview's counts, with the way out.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This list has 5,000 numbers: a mailing can have at most 2,000 at once');
    expect(alert).toHaveTextContent('Split it into 3 mailings of at most 2,000, each starting at least 5 hours after the previous one');
    const counts = screen.getByText('Rows: 5,000. Valid: 5,000.');
    expect(alert.compareDocumentPosition(counts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Split into 3 mailings' }));
    expect(audience.navigations.at(-1)).toEqual({ id: 'distributions.create', params: { step: 'schedule' }, options: undefined });
    cleanup();

    // The check: each part, then one button that creates them all.
    const review = await renderScreen(<CreateDistributionScreen />, {
      route: 'distributions.create',
      params: { step: 'review' },
      title: 'New mailing',
      session: { status: 'authenticated', user: TEST_USER, roles: [] },
      api: api(bodies),
    });
    const parts = await screen.findByRole('list', { name: 'The mailings' });
    expect(within(parts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Spring promo — 1 of 3: 2,000 recipients, starts /),
      expect.stringMatching(/^Spring promo — 2 of 3: 2,000 recipients, starts /),
      expect.stringMatching(/^Spring promo — 3 of 3: 1,000 recipients, starts /),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create 3 mailings' }));
    await waitFor(() => expect(review.navigations.at(-1)?.id).toBe('distributions'));
    expect(bodies.map((body) => [body.title, body.audience.source === 'list' ? body.audience.rows.length : 0])).toEqual([
      ['Spring promo — 1 of 3', 2000],
      ['Spring promo — 2 of 3', 2000],
      ['Spring promo — 3 of 3', 1000],
    ]);
    // Every number once, in the file's order.
    const phones = bodies.flatMap((body) => (body.audience.source === 'list' ? body.audience.rows.map((row) => row.phone) : []));
    expect(new Set(phones).size).toBe(5000);
    expect(phones[2000]).toBe(phone(2000));
    const starts = bodies.map((body) => new Date(body.startAt).getTime());
    for (const [index, start] of starts.entries()) if (index > 0) expect(start - (starts[index - 1] ?? 0)).toBeGreaterThanOrEqual(5 * 3_600_000);
    expect(await screen.findByText('3 mailings are created as drafts: start each from the list when you are ready')).toBeInTheDocument();
  });
});

describe('creating the parts of a split list', () => {
  it('names the part the API refused, and trying again creates only the parts not yet created', async () => {
    sessionStorage.clear();
    const rows = Array.from({ length: 4500 }, (_, index) => ({ name: `Client ${index}`, phone: phone(index) }));
    storeDraft(null, {
      ...newDraft(new Date('2030-05-06T06:00:00Z'), 'Europe/Moscow'),
      title: 'Spring promo',
      type: 'whatsapp',
      text: 'Hello, {clientName}!',
      startAt: '2030-05-06T10:00',
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      audience: { source: 'list', fileName: 'clients.csv', rows, blacklisted: 0 },
    });
    const bodies: CreateDistributionRequest[] = [];
    let refuseNext = false;
    const answer = api(bodies);
    const review = await renderScreen(<CreateDistributionScreen />, {
      route: 'distributions.create',
      params: { step: 'review' },
      title: 'New mailing',
      session: { status: 'authenticated', user: TEST_USER, roles: [] },
      api: async (request, path) => {
        if (path === DISTRIBUTIONS_PATHS.list && request.method === 'POST' && bodies.length === 1 && !refuseNext) {
          refuseNext = true;
          return Response.json({ code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }, { status: 503 });
        }
        return answer(request, path);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Create 3 mailings' }));
    // Said above the buttons (beside the toast), naming the part.
    const refusal = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes('trying again'));
      if (!found) throw new Error('no refusal yet');
      return found;
    });
    expect(refusal).toHaveTextContent('Mailing 2 of 3 could not be created');
    expect(refusal).toHaveTextContent('1 of 3 are created; trying again creates only the rest.');
    expect(bodies.map((body) => body.title)).toEqual(['Spring promo — 1 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Create the remaining 2' }));
    await waitFor(() => expect(review.navigations.at(-1)?.id).toBe('distributions'));
    expect(bodies.map((body) => body.title)).toEqual(['Spring promo — 1 of 3', 'Spring promo — 2 of 3', 'Spring promo — 3 of 3']);
  });
});
