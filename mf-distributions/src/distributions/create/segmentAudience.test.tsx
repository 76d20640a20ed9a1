import { configure, screen } from '@testing-library/react';
import { DISTRIBUTIONS_PATHS } from '@cabinet/api/distributions';
import { INSIGHTS_PATHS } from '@cabinet/api/insights';
import type { DistributionOptions } from '@cabinet/api/distributions';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { CreateDistributionScreen } from './CreateDistributionScreen';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(90_000);

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

describe('a mailing opened from an RFM segment', () => {
  it('has the segment’s clients as its recipients, the blacklisted counted', async () => {
    sessionStorage.clear();
    const api = fakeApi()
      .on('GET', DISTRIBUTIONS_PATHS.options, () => options)
      .on('GET', INSIGHTS_PATHS.rfmRecipients, ({ params, query }) =>
        params.id === 'dash-1' && query.get('segment') === 'champions'
          ? { rows: [{ name: 'Anna', phone: '+79161234567' }, { name: 'Oleg', phone: '+79161234568' }], total: 2 }
          : { rows: [], total: 0 },
      )
      .on('POST', DISTRIBUTIONS_PATHS.audienceCheck, () => ({ blacklisted: ['+79161234568'] }));
    await renderScreen(<CreateDistributionScreen />, {
      route: 'distributions.create',
      title: 'New mailing',
      params: { step: 'audience' },
      search: '?rfmDashboard=dash-1&segment=champions&audienceName=RFM%20segment%3A%20Champions',
      session: { status: 'authenticated', user: TEST_USER, roles: [] },
      api: api.handler,
    });
    expect(await screen.findByText('Saved list: RFM segment: Champions, 2 numbers.')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.includes('distribution')) ?? '') ?? 'null')?.audience).toEqual({
      source: 'list',
      fileName: 'RFM segment: Champions',
      rows: [{ name: 'Anna', phone: '+79161234567' }, { name: 'Oleg', phone: '+79161234568' }],
      blacklisted: 1,
    });
  });
});
