import { configure, screen } from '@testing-library/react';
import { fillPath } from '@cabinet/api/core';
import { DISTRIBUTIONS_PATHS, type Distribution, type DistributionOptions } from '@cabinet/api/distributions';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { EditDistributionScreen } from './EditDistributionScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(90_000);

const ID = '7a1c2f0e-0000-4000-8000-00000000000a';
const START = '2099-06-01T12:45:00.000Z';
const waiting: Distribution = {
  id: ID,
  title: 'Holiday schedule',
  type: 'whatsapp',
  mode: 'combat',
  text: 'Hello, {clientName}!',
  image: null,
  startAt: START,
  endAt: null,
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  beginHour: 10,
  endHour: 18,
  perDay: 300,
  aiAssistantId: null,
  status: 'waiting',
  recipients: 300,
  sent: 0,
  delivered: 0,
  read: 0,
  replied: 0,
  progress: 0,
  audienceSource: 'clients',
  fileName: null,
  clientFilter: null,
  createdAt: '2099-05-30T10:45:00.000Z',
  editedAt: '2099-05-30T10:45:00.000Z',
  lastStart: null,
  finishedAt: null,
  version: 1,
};

describe('editing a started mailing’s schedule (issue 36 item 14, walk)', () => {
  it('does not take the mailing’s own start for the previous mailing it should keep 5 hours from', async () => {
    sessionStorage.clear();
    // The account's latest start is this waiting mailing's own (GET …/Options counts every started mailing).
    const options: DistributionOptions = { channels: ['whatsapp'], isTestUser: false, timeZone: 'Europe/Moscow', dailyLimit: 300, usedToday: 0, previousStartAt: START, assistants: [], clientCategories: [] };
    const api = fakeApi()
      .on('GET', DISTRIBUTIONS_PATHS.options, () => options)
      .on('GET', fillPath(DISTRIBUTIONS_PATHS.one, { id: ID }), () => waiting).handler;
    await renderScreen(<EditDistributionScreen />, {
      route: 'distributions.edit',
      params: { distributionId: ID, step: 'schedule' },
      title: 'Edit mailing',
      session: { status: 'authenticated', user: TEST_USER, roles: [] },
      api,
    });
    expect(await screen.findByText('At least 5 hours between the starts of two mailings (recommended)')).toBeInTheDocument();
    expect(screen.queryByText(/after your previous mailing/)).toBeNull();
    expect(screen.queryByText(/your previous one started/)).toBeNull();
  });
});
