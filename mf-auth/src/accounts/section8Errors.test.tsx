import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { fillPath, PATHS } from '@cabinet/api/core';
import { CHANNEL_ACCOUNTS_PATHS, DIALOG360_PATHS } from '@cabinet/api/messaging';
import { AMO_PATHS, SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import type { RouteId } from '@cabinet/contracts';
import '../catalog';
import { AmoConnectScreen } from './amo/connect/AmoConnectScreen';
import { BookingAccountsPage } from './booking/BookingAccountsPage';
import { ChatwootScreen } from './chatwoot/ChatwootScreen';
import { ConnectYcompanyScreen } from './connect/ycompany/ConnectYcompanyScreen';
import { Dialog360Screen } from './dialog360/Dialog360Screen';
import { WabaTemplatesScreen } from './dialog360/templates/WabaTemplatesScreen';
import { QrCodeWidgetView } from './qr/QrCodeWidgetView';
import { SigmaScreen } from './sigma/SigmaScreen';
import { TelegramScreen } from './telegram/TelegramScreen';
import { TwilioScreen } from './twilio/TwilioScreen';
import { WhatsAppScreen } from './whats-app/WhatsAppScreen';

/*
 * Spec section 8, the accounts' errors: each is answered by the API where it happens, and the owner reads
 * the spec's wording there (the English catalogue), with what was typed kept.
 */

const ID = '0b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d11';
const NOW = new Date().toISOString();

type Answer = (request: Request, path: string) => Response | undefined | Promise<Response | undefined>;

function refusal(status: number, code: string, fields?: Record<string, string>): Response {
  return Response.json({ code, message: code, ...(fields ? { fields } : {}) }, { status });
}
const serverDown = () => Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });

function channelAccount(overrides: Record<string, unknown>) {
  return { id: ID, kind: 'sms', provider: 'twilio', instanceProvider: null, name: 'Demo salon', phone: '+15005550006', state: 'authorized', testUntil: null, paidUpTo: null, switching: null, createdAt: NOW, ...overrides };
}
const list = (accounts: unknown[], instanceCount = 0) => Response.json({ accounts, instanceLimit: 1, instanceCount });

function render(ui: ReactElement, route: RouteId, api: Answer, extra: { search?: string; params?: Record<string, string> } = {}) {
  return renderScreen(ui, { route, api: (request, path) => (path === PATHS.account.currentUser ? Response.json(TEST_USER) : api(request, path)), ...extra });
}

/** The failure shown as an alert with the step's title and the API's reason. */
async function expectAlert(title: string, reason?: string) {
  const alert = (await screen.findAllByRole('alert')).find((element) => element.textContent?.includes(title));
  expect(alert).toBeDefined();
  if (alert && reason) expect(alert).toHaveTextContent(reason);
}

/** The failure said at the field it concerns, the field marked for assistive technology. */
async function expectAtField(label: string, message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
}

/**
 * What the owner enters, pasted: these tests are about the API's answers, not typing, and typing this file's
 * 274 characters key by key (a render of the form for each) was most of its time.
 */
async function enter(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Deleting asks first (destructive actions confirm): say yes. */
async function confirmDelete() {
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
}

describe('spec section 8, Telegram', () => {
  it('get error: the list could not be loaded', async () => {
    await render(<TelegramScreen />, 'accounts.telegram', (_request, path) => (path === CHANNEL_ACCOUNTS_PATHS.list ? serverDown() : undefined));
    await expectAlert('Telegram: the accounts could not be loaded');
  });

  it('code send error, then invalid code, each at its field with what was typed kept', async () => {
    const sendAnswers = [refusal(502, 'TELEGRAM_CODE_SEND_FAILED'), Response.json({ requestToken: 'signed.request', phone: '+79001112233' })];
    await render(<TelegramScreen />, 'accounts.telegram', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return list([]);
      if (path === CHANNEL_ACCOUNTS_PATHS.telegramSendCode) return sendAnswers.shift();
      if (path === CHANNEL_ACCOUNTS_PATHS.telegramSignIn) return refusal(400, 'TELEGRAM_INVALID_CODE', { code: 'telegram.code.invalid' });
      return undefined;
    });
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText('Phone number'), '+79001112233');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await expectAtField('Phone number', 'Telegram: code send error. Check the number and try again.');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+79001112233');

    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    await enter(user, await screen.findByLabelText('Code from Telegram'), '12345');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await expectAtField('Code from Telegram', 'Telegram: invalid code');
    expect(screen.getByLabelText('Code from Telegram')).toHaveValue('12345');
  });

  it('delete error: said in the list, the account still there', async () => {
    await render(<TelegramScreen />, 'accounts.telegram', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return list([channelAccount({ kind: 'telegram', provider: 'telegram', phone: '+79001112233' })]);
      if (path === fillPath(CHANNEL_ACCOUNTS_PATHS.telegramAccount, { id: ID }) && request.method === 'DELETE') return refusal(502, 'CHANNEL_PROVIDER_FAILED');
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await confirmDelete();
    await expectAlert('Telegram: the account could not be deleted', 'Error creating the account: the provider did not answer. Try again.');
    expect(screen.getByText(/\+79001112233/)).toBeInTheDocument();
  });
});

describe('spec section 8, Twilio, Sigma SMS and Chatwoot accounts: add, delete, get', () => {
  it('Twilio get error', async () => {
    await render(<TwilioScreen />, 'accounts.twilio', (_request, path) => (path === CHANNEL_ACCOUNTS_PATHS.list ? serverDown() : undefined));
    await expectAlert('Twilio: error loading the accounts');
  });

  it('Twilio add errors: error creating, then already added, above the button with the form as typed', async () => {
    const answers = [refusal(502, 'CHANNEL_PROVIDER_FAILED'), refusal(409, 'ACCOUNT_ALREADY_ADDED')];
    await render(<TwilioScreen />, 'accounts.twilio', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return list([]);
      if (path === CHANNEL_ACCOUNTS_PATHS.twilioAccounts && request.method === 'POST') return answers.shift();
      return undefined;
    });
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText('Account SID'), 'ACdec0de00000000000000000000000001');
    await enter(user, screen.getByLabelText('Auth token'), 'dec0de00000000000000000000000001');
    await enter(user, screen.getByLabelText('Twilio phone number'), '+15005550006');
    await user.click(screen.getByRole('button', { name: 'Check and connect' }));
    await expectAlert('Twilio: error adding the account', 'Error creating the account: the provider did not answer. Try again.');
    await user.click(screen.getByRole('button', { name: 'Check and connect' }));
    await expectAlert('Twilio: error adding the account', 'Account already added');
    expect(screen.getByLabelText('Account SID')).toHaveValue('ACdec0de00000000000000000000000001');
    expect(screen.getByLabelText('Twilio phone number')).toHaveValue('+15005550006');
  });

  it('Twilio delete error', async () => {
    await render(<TwilioScreen />, 'accounts.twilio', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return list([channelAccount({})]);
      if (path === fillPath(CHANNEL_ACCOUNTS_PATHS.twilioAccount, { id: ID }) && request.method === 'DELETE') return refusal(404, 'CHANNEL_ACCOUNT_NOT_FOUND');
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Twilio +15005550006' }));
    await confirmDelete();
    await expectAlert('Twilio: error deleting the account', 'This account was not found: it may have been deleted');
  });

  it('Sigma SMS get, add and delete errors', async () => {
    let listAnswer: () => Response = serverDown;
    await render(<SigmaScreen />, 'accounts.sigma', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return listAnswer();
      if (path === CHANNEL_ACCOUNTS_PATHS.sigmaAccounts && request.method === 'POST') return refusal(502, 'CHANNEL_PROVIDER_FAILED');
      if (path === fillPath(CHANNEL_ACCOUNTS_PATHS.sigmaAccount, { id: ID }) && request.method === 'DELETE') return refusal(502, 'CHANNEL_PROVIDER_FAILED');
      return undefined;
    });
    await expectAlert('Sigma SMS: error loading the accounts');
    listAnswer = () => list([channelAccount({ provider: 'sigma', name: 'DemoSalon', phone: null })]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await enter(user, await screen.findByLabelText('API login'), 'demo');
    await enter(user, screen.getByLabelText('API password or token'), 'secret');
    await enter(user, screen.getByLabelText('Sender name'), 'DemoSalon');
    await user.click(screen.getByRole('button', { name: 'Check and connect' }));
    await expectAlert('Sigma SMS: error adding the account', 'Error creating the account: the provider did not answer. Try again.');
    expect(screen.getByLabelText('API login')).toHaveValue('demo');
    await user.click(screen.getByRole('button', { name: 'Delete Sigma SMS DemoSalon' }));
    await confirmDelete();
    await expectAlert('Sigma SMS: error deleting the account');
  });

  it('Chatwoot get, add and delete errors', async () => {
    const connected = { id: ID, email: 'agent@demo-salon.example', agentName: 'Demo agent', chatwootAccountId: 1, chatwootAccountName: 'Demo salon', inboxes: [], createdAt: NOW };
    let listAnswer: () => Response = serverDown;
    await render(<ChatwootScreen />, 'accounts.chatwoot', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.chatwootAccounts) return request.method === 'GET' ? listAnswer() : refusal(502, 'CHANNEL_PROVIDER_FAILED');
      if (path === fillPath(CHANNEL_ACCOUNTS_PATHS.chatwootAccount, { id: ID }) && request.method === 'DELETE') return refusal(502, 'CHANNEL_PROVIDER_FAILED');
      return undefined;
    });
    await expectAlert('Chatwoot: error loading the accounts');
    listAnswer = () => Response.json({ accounts: [connected] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await enter(user, await screen.findByLabelText('Chatwoot e-mail'), 'agent@demo-salon.example');
    await enter(user, screen.getByLabelText('Chatwoot password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await expectAlert('Chatwoot: error adding the account', 'Error creating the account: the provider did not answer. Try again.');
    expect(screen.getByLabelText('Chatwoot e-mail')).toHaveValue('agent@demo-salon.example');
    await user.click(screen.getByRole('button', { name: 'Delete Chatwoot “Demo salon”' }));
    await confirmDelete();
    await expectAlert('Chatwoot: error deleting the account');
  });
});

describe('spec section 8, WABA accounts and templates: add, delete, get', () => {
  const waba = channelAccount({ kind: 'waba', provider: 'dialog360', name: 'WABA (Dialog360)', phone: '+79005550101' });

  it('WABA account get, add and delete errors', async () => {
    let listAnswer: () => Response = () => refusal(502, 'WABA_GET_FAILED');
    await render(<Dialog360Screen />, 'accounts.dialog360', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return listAnswer();
      if (path === DIALOG360_PATHS.accounts && request.method === 'POST') return refusal(502, 'WABA_ADD_FAILED');
      if (path === fillPath(DIALOG360_PATHS.account, { id: ID }) && request.method === 'DELETE') return refusal(502, 'WABA_DELETE_FAILED');
      return undefined;
    });
    await expectAlert('WABA: error getting the accounts');
    listAnswer = () => list([waba]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await enter(user, await screen.findByLabelText('WABA phone number'), '+79005550102');
    await enter(user, screen.getByLabelText('360dialog API key'), 'd360-key-0000000000000001');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await expectAlert('WABA: error adding the account', 'WABA: error adding. Dialog360 did not answer; nothing was saved. Try again.');
    expect(screen.getByLabelText('WABA phone number')).toHaveValue('+79005550102');
    await user.click(screen.getByRole('button', { name: 'Delete +79005550101' }));
    await confirmDelete();
    await expectAlert('WABA: error deleting the account', 'WABA: error deleting. Dialog360 did not answer; nothing was deleted. Try again.');
  });

  it('WABA template get, add and delete errors', async () => {
    const template = { id: '1b7c1e4e-9f3a-4c55-8d2e-3a1f0c9b7d12', accountId: ID, name: 'visit_reminder', category: 'UTILITY', language: 'en', type: 'standard', body: 'See you tomorrow', status: 'approved', rejectedReason: null, createdAt: NOW, syncedAt: NOW };
    const templates = fillPath(DIALOG360_PATHS.templates, { id: ID });
    let listAnswer: () => Response = () => refusal(502, 'WABA_GET_FAILED');
    await render(
      <WabaTemplatesScreen />,
      'accounts.dialog360.templates',
      (request, path) => {
        if (path === templates) return request.method === 'GET' ? listAnswer() : refusal(502, 'WABA_ADD_FAILED');
        if (path === fillPath(DIALOG360_PATHS.template, { id: ID, templateId: template.id }) && request.method === 'DELETE') return refusal(502, 'WABA_DELETE_FAILED');
        return undefined;
      },
      { params: { accountId: ID } },
    );
    await expectAlert('WABA: error getting the templates', 'WABA: error getting the data. Try again.');
    listAnswer = () => Response.json({ account: waba, syncFailed: false, templates: [template] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await enter(user, await screen.findByLabelText('Template name'), 'thanks_note');
    await enter(user, screen.getByLabelText('Message text'), 'Thank you for your visit');
    await user.click(screen.getByRole('button', { name: 'Create and send for review' }));
    await expectAlert('WABA: error adding the template', 'WABA: error adding. Dialog360 did not answer; nothing was saved. Try again.');
    expect(screen.getByLabelText('Template name')).toHaveValue('thanks_note');
    await user.click(screen.getByRole('button', { name: 'Delete template visit_reminder' }));
    await confirmDelete();
    await expectAlert('WABA: error deleting the template', 'WABA: error deleting. Dialog360 did not answer; nothing was deleted. Try again.');
  });
});

describe('spec section 8, QR', () => {
  it('error receiving: the instance page after the provider failed', async () => {
    const instance = { account: channelAccount({ kind: 'whatsapp', provider: 'chatApi', instanceProvider: 'whatsapp', name: 'WhatsApp', phone: null, state: 'error' }), qrCode: null, loadingSince: null, now: NOW };
    await render(<WhatsAppScreen />, 'accounts.whatsApp', (_request, path) => (path === fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id: ID }) ? Response.json(instance) : undefined), { search: `?instance=${ID}` });
    expect(await screen.findByText(/QR: error receiving/)).toBeInTheDocument();
  });

  it('link expired, and error receiving on the public QR page', async () => {
    const expired = await render(<QrCodeWidgetView />, 'qrCodeWidgetView', () => refusal(410, 'QR_LINK_EXPIRED'), { params: { token: 'expired-token' } });
    expect(await screen.findByText('QR: link expired')).toBeInTheDocument();
    expired.unmount();
    await render(<QrCodeWidgetView />, 'qrCodeWidgetView', serverDown, { params: { token: 'some-token' } });
    expect(await screen.findByText('QR: error receiving. Reload the page in a moment.')).toBeInTheDocument();
  });
});

describe('spec section 8, booking systems', () => {
  const company = fillPath(SYSTEM_ACCOUNT_PATHS.ycompany, { companyId: '702102' });

  it('branch not found, on the marketplace page and on the YCLIENTS accounts page', async () => {
    const marketplace = await render(<ConnectYcompanyScreen />, 'accounts.connect.ycompany', () => refusal(404, 'BRANCH_NOT_FOUND'), { search: '?salon_id=702102' });
    await expectAlert('Branch not found');
    // The system said the branch does not exist: asking again would only say it again.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    marketplace.unmount();

    const listPath = fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system: 'yclients' });
    await render(<BookingAccountsPage system="yclients" />, 'accounts.yclients', (request, path) => {
      if (path !== listPath) return undefined;
      return request.method === 'GET' ? Response.json([]) : refusal(404, 'BRANCH_NOT_FOUND');
    });
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText('Login'), 'owner@lotus-salon.ru');
    await enter(user, screen.getByLabelText('Password'), 'lotus-2026');
    await enter(user, screen.getByLabelText('Company id'), '999');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Branch not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Company id')).toHaveValue('999');
  });

  it('marketplace or branch connect failure on the marketplace page, the e-mail kept', async () => {
    await render(
      <ConnectYcompanyScreen />,
      'accounts.connect.ycompany',
      (request, path) => {
        if (path === company) return Response.json({ companyId: '702102', name: 'Lotus, Vasilyevsky', city: 'Санкт-Петербург' });
        if (path === fillPath(SYSTEM_ACCOUNT_PATHS.ycompanyConnect, { companyId: '702102' }) && request.method === 'POST') return refusal(502, 'SYSTEM_CONNECT_FAILED');
        return undefined;
      },
      { search: '?salon_id=702102' },
    );
    const user = userEvent.setup();
    await enter(user, await screen.findByLabelText('Email'), 'owner@example.com');
    await enter(user, screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Connect the branch' }));
    await expectAlert('Marketplace or branch connect failure');
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.com');
  });

  it('amo missing connection parameters', async () => {
    await render(<AmoConnectScreen />, 'accounts.amo.connect', (request, path) => (path === AMO_PATHS.callback && request.method === 'POST' ? refusal(400, 'AMO_MISSING_PARAMETERS') : undefined));
    await expectAlert('amoCRM connection parameters are missing');
  });
});

describe('spec section 8, Account: max accounts reached, error creating', () => {
  it('refused by the API while adding: "Max accounts reached", then "error creating", above the add button', async () => {
    const answers = [refusal(409, 'MAX_ACCOUNTS_REACHED'), refusal(502, 'CHANNEL_PROVIDER_FAILED')];
    await render(<WhatsAppScreen />, 'accounts.whatsApp', (request, path) => {
      if (path === CHANNEL_ACCOUNTS_PATHS.list) return list([]);
      if (path === CHANNEL_ACCOUNTS_PATHS.instances && request.method === 'POST') return answers.shift();
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add the account' }));
    await expectAlert('Error creating the account', 'Max accounts reached');
    await user.click(screen.getByRole('button', { name: 'Add the account' }));
    await expectAlert('Error creating the account', 'Error creating the account: the provider did not answer. Try again.');
  });

  it('the limit already reached: refused before any call', async () => {
    const rendered = await render(<WhatsAppScreen />, 'accounts.whatsApp', (_request, path) =>
      path === CHANNEL_ACCOUNTS_PATHS.list ? list([channelAccount({ kind: 'whatsapp', provider: 'chatApi', instanceProvider: 'whatsapp', phone: '+79005550777' })], 1) : undefined,
    );
    expect(await screen.findByText('Max accounts reached')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add the account' })).toBeNull();
    expect(rendered.requests.some((call) => call.path === CHANNEL_ACCOUNTS_PATHS.instances)).toBe(false);
  });
});
