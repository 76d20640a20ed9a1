import { screen, within } from '@testing-library/react';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { fakeApi, LIMITED_STAFF_ACCESS } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { BookingStaffNotice } from './BookingStaffNotice';

describe('BookingStaffNotice (spec section 2, issue 36 item 20)', () => {
  it('names each company whose booking-system user lacks rights, what each missing right stops, and where to fix it', async () => {
    const api = fakeApi().on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS);
    await renderScreen(<BookingStaffNotice />, { route: 'flows', api: api.handler });
    const notice = (await screen.findByText('Lotus, Nevsky: your rights in YCLIENTS are not enough')).closest('[role="alert"], .ant-alert');
    if (!(notice instanceof HTMLElement)) throw new Error('No notice');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'No access to phones — Clients’ phones are hidden, so messages cannot reach them.',
      'No access to settings — Masters are not read, so flows cannot filter by master.',
    ]);
    const link = within(notice).getByRole('link', { name: 'Open the YCLIENTS accounts' });
    expect(link).toHaveAttribute('href', '/accounts.yclients');
    // Inside the sentence's paragraph, where the design underlines links (its colour alone failed axe's link-in-text-block).
    expect(link.closest('p')).toHaveTextContent(/^Ask the business owner to grant these rights in YCLIENTS, or connect with the owner’s login\. Open the YCLIENTS accounts$/);
  });

  it('brings its texts with its drawing: the notice reads in the page\'s language from its own catalogue, not the toolkit\'s', async () => {
    const api = fakeApi().on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS);
    await renderScreen(<BookingStaffNotice />, { route: 'flows', api: api.handler, locale: 'ru' });
    expect(await screen.findByText('Lotus, Nevsky: ваших прав в YCLIENTS недостаточно')).toBeInTheDocument();
    // Every page loads the toolkit's catalogue: the notice's texts are not in it.
    const common = await import('../locales/ru');
    expect(Object.keys(common.messages).filter((id) => id.startsWith('toolkit.staff.'))).toEqual([]);
  });

  it('says nothing when every right is there', async () => {
    const api = fakeApi().on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => ({ companies: [] }));
    const rendered = await renderScreen(
      <>
        <BookingStaffNotice />
        <p>The screen</p>
      </>,
      { route: 'flows', api: api.handler },
    );
    await screen.findByText('The screen');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(SYSTEM_ACCOUNT_PATHS.staffAccess)).toHaveLength(1);
    expect(rendered.container.querySelector('.ant-alert')).toBeNull();
  });
});
