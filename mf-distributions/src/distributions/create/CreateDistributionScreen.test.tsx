import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISTRIBUTIONS_PATHS } from '@cabinet/api/distributions';
import type { DistributionOptions } from '@cabinet/api/distributions';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { fakeApi, LIMITED_STAFF_ACCESS } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { CreateDistributionScreen } from './CreateDistributionScreen';
import { localInput } from './draft';

configure({ asyncUtilTimeout: 5000 });
// A whole wizard screen renders with antd's form: slow on a busy machine, not a measure of speed.
jest.setTimeout(90_000);

const options: DistributionOptions = {
  channels: ['whatsapp', 'telegram'],
  isTestUser: false,
  timeZone: 'Europe/Moscow',
  dailyLimit: 300,
  usedToday: 0,
  previousStartAt: null,
  assistants: [],
  clientCategories: [],
};

async function openAs(isTestUser: boolean, step?: string) {
  sessionStorage.clear();
  const api = fakeApi()
    .on('GET', DISTRIBUTIONS_PATHS.options, () => ({ ...options, isTestUser }))
    .on('POST', DISTRIBUTIONS_PATHS.audienceCheck, () => ({ blacklisted: [] })).handler;
  await renderScreen(<CreateDistributionScreen />, {
    route: 'distributions.create',
    ...(step ? { params: { step } } : {}),
    title: 'New mailing',
    session: { status: 'authenticated', user: { ...TEST_USER, isTestUser }, roles: [] },
    api,
  });
  return step ? null : screen.findByRole('radio', { name: 'WhatsApp' });
}

describe('the new mailing’s first step', () => {
  it('keeps a test user off WhatsApp, saying so where the channel is chosen', async () => {
    const whatsapp = await openAs(true);
    expect(whatsapp).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Telegram' })).toBeEnabled();
    expect(screen.getByText(/Test users cannot create WhatsApp mailings/)).toBeInTheDocument();
    // Channels not connected are offered disabled, with the way to connect one.
    expect(screen.getByRole('radio', { name: 'SMS' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Connect a number' })).toBeInTheDocument();
  });

  it('offers WhatsApp to a paying user, and refuses an empty title and a misspelt variable at their fields', async () => {
    const whatsapp = await openAs(false);
    expect(whatsapp).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'Hi {clientNam}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The empty title (and the text's own check) are refused at their fields.
    expect((await screen.findAllByText('The field cannot be empty')).length).toBeGreaterThan(0);
    expect(screen.getByText('The text uses an unknown variable')).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Hi {clientNam}');
  });
});

describe('a WABA mailing', () => {
  it('says its text goes to a client who has not written only as a matching approved template, and where templates are', async () => {
    sessionStorage.clear();
    const api = fakeApi()
      .on('GET', DISTRIBUTIONS_PATHS.options, () => ({ ...options, channels: ['waba'] }))
      .on('POST', DISTRIBUTIONS_PATHS.audienceCheck, () => ({ blacklisted: [] })).handler;
    await renderScreen(<CreateDistributionScreen />, { route: 'distributions.create', title: 'New mailing', session: { status: 'authenticated', user: TEST_USER, roles: [] }, api });
    const waba = await screen.findByRole('radio', { name: 'WABA' });
    expect(screen.queryByText(/approved template with the same wording/)).toBeNull();
    fireEvent.click(waba);
    expect(await screen.findByText(/approved template with the same wording, where \{\{1\}\}, \{\{2\}\} stand for the parts that change/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WABA numbers and their templates' })).toBeInTheDocument();
  });
});

describe('the text’s variables', () => {
  it('offers only what a mailing fills, and refuses a visit’s link typed by hand at the field, keeping the text', async () => {
    await openAs(false);
    await userEvent.click(screen.getByRole('button', { name: 'Insert a variable' }));
    const offered = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(offered).toEqual([
      'Link to the booking{recordForm}',
      'Client name{clientName}',
      'Client phone{clientPhone}',
      'Unsubscribe link{ignoreLink}',
      'Company name{companyName}',
      'Company address{companyAddress}',
      'Company phone{companyPhone}',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: /Client name/ }));
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('{clientName}');

    fireEvent.change(screen.getByRole('textbox', { name: 'Text' }), { target: { value: 'Hi {clientName}, confirm: {confirmLink}' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/A mailing cannot fill a visit’s or an order’s variables/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Hi {clientName}, confirm: {confirmLink}');
  });
});

describe('the schedule step', () => {
  it('refuses an end before the start and no day of the week, each at its field, keeping what was typed', async () => {
    await openAs(false, 'schedule');
    const start = await screen.findByLabelText('Start');
    fireEvent.change(start, { target: { value: '2030-05-10T12:00' } });
    fireEvent.change(screen.getByLabelText('End (optional)'), { target: { value: '2030-05-09T12:00' } });
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await userEvent.click(screen.getByRole('checkbox', { name: day }));
    // FROM not below TO is refused in the browser journey (e2e/tests/distributions.spec.ts), more than 300 a
    // day by the rules' own tests and the API's.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one day of the week')).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText('Start')).toHaveValue('2030-05-10T12:00');
    expect(screen.getByLabelText('End (optional)')).toHaveValue('2030-05-09T12:00');
  });
});

describe('the schedule’s limits', () => {
  it('names the hours as a user would and shows the 2,000 at once, the 300 a day and the 5 hours as they apply to this start', async () => {
    sessionStorage.clear();
    const previous = new Date('2030-05-10T08:00:00Z');
    const api = fakeApi()
      .on('GET', DISTRIBUTIONS_PATHS.options, () => ({ ...options, usedToday: 120, previousStartAt: previous.toISOString() }))
      .on('POST', DISTRIBUTIONS_PATHS.audienceCheck, () => ({ blacklisted: [] })).handler;
    await renderScreen(<CreateDistributionScreen />, {
      route: 'distributions.create',
      params: { step: 'schedule' },
      title: 'New mailing',
      session: { status: 'authenticated', user: TEST_USER, roles: [] },
      api,
    });
    expect(await screen.findByRole('combobox', { name: 'Send from' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Send until' })).toBeInTheDocument();
    expect(screen.queryByText(/FROM|TO\)/)).toBeNull();
    expect(screen.getByText('At most 2,000 in one mailing')).toBeInTheDocument();
    expect(screen.getByText('At most 300 per account across all mailings, spread over the sending hours; 120 used today')).toBeInTheDocument();
    expect(screen.getByText(/At least 5 hours between the starts of two mailings \(recommended\); your previous one started/)).toBeInTheDocument();
    // A start two hours after the previous one is what the interval warns of, as soon as it is typed.
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: localInput(new Date(previous.getTime() + 2 * 3_600_000), 'Europe/Moscow') } });
    expect(await screen.findByText(/This one starts less than 5 hours after your previous mailing/)).toBeInTheDocument();
  });
});

describe('the schedule on the account’s clock (issue 36, item 15)', () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = browserZone;
  });

  it('reads a typed start as the branch’s time, not the browser’s', async () => {
    // The browser is in New York; the branch in Moscow, whose previous mailing started at 11:00 there.
    process.env.TZ = 'America/New_York';
    sessionStorage.clear();
    const previous = new Date('2030-05-10T08:00:00Z');
    const api = fakeApi()
      .on('GET', DISTRIBUTIONS_PATHS.options, () => ({ ...options, previousStartAt: previous.toISOString() }))
      .on('POST', DISTRIBUTIONS_PATHS.audienceCheck, () => ({ blacklisted: [] })).handler;
    await renderScreen(<CreateDistributionScreen />, { route: 'distributions.create', params: { step: 'schedule' }, title: 'New mailing', session: { status: 'authenticated', user: TEST_USER, roles: [] }, api });
    expect(await screen.findByText('The start, the end and the hours are your branch’s time: Europe/Moscow.')).toBeInTheDocument();
    // 12:00 in Moscow is an hour after the previous start (in New York it would be eight).
    fireEvent.change(screen.getByLabelText('Start'), { target: { value: '2030-05-10T12:00' } });
    expect(await screen.findByText(/This one starts less than 5 hours after your previous mailing \(Fri, May 10, 11:00\)/)).toBeInTheDocument();
  });
});

describe('a booking-system user without the rights (spec section 2, issue 36 item 20)', () => {
  it('is told, where the mailing is made, that the clients’ phones are hidden from it', async () => {
    sessionStorage.clear();
    const api = fakeApi()
      .on('GET', DISTRIBUTIONS_PATHS.options, () => options)
      .on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS).handler;
    await renderScreen(<CreateDistributionScreen />, { route: 'distributions.create', params: { step: 'audience' }, title: 'New mailing', session: { status: 'authenticated', user: TEST_USER, roles: [] }, api });
    expect(await screen.findByText('Lotus, Nevsky: your rights in YCLIENTS are not enough')).toBeInTheDocument();
    expect(screen.getByText(/Clients’ phones are hidden, so messages cannot reach them/)).toBeInTheDocument();
  });
});

describe('the recipients step', () => {
  it('refuses a list with fewer than 3 valid numbers, showing the file’s rows', async () => {
    await openAs(false, 'audience');
    // Counts are written the page language's way: 2,000 in English.
    expect(await screen.findByText(/Up to 2,000 clients at once\./)).toBeInTheDocument();
    const text = 'Anna;+79161234501\nBoris;+79161234502\nShort;123\n';
    const file = new File([text], 'clients.csv', { type: 'text/csv' });
    // jsdom's File cannot give its bytes: they are given here.
    Object.defineProperty(file, 'arrayBuffer', { value: () => Promise.resolve(new TextEncoder().encode(text).buffer) });
    await userEvent.upload(await screen.findByLabelText('List file (CSV or Excel)'), file);
    expect(await screen.findByText('Rows: 3. Valid: 2.')).toBeInTheDocument();
    expect(screen.getByText('Add at least 3 valid numbers')).toBeInTheDocument();
  });
});
