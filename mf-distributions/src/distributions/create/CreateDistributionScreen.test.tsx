import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@cabinet/api/core';
import type { DistributionOptions } from '@cabinet/api/distributions';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { CreateDistributionScreen } from './CreateDistributionScreen';

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

async function openAs(isTestUser: boolean) {
  sessionStorage.clear();
  const api = fakeApi().on('GET', PATHS.distributions.options, () => ({ ...options, isTestUser })).handler;
  await renderScreen(<CreateDistributionScreen />, {
    route: 'distributions.create',
    title: 'New mailing',
    session: { status: 'authenticated', user: { ...TEST_USER, isTestUser }, roles: [] },
    api,
  });
  return screen.findByRole('radio', { name: 'WhatsApp' });
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
