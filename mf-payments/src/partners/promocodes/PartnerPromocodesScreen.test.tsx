import { screen } from '@testing-library/react';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { PartnerPromocodesScreen } from './PartnerPromocodesScreen';

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };
const CODE = { code: 'SALON-2026', discountPercent: 10, rewardPercentOwner: 20, paymentsCount: 3, reward: 1250, createdAt: '2026-10-01T09:00:00.000Z' };

describe('PartnerPromocodesScreen (/partners/promocodes)', () => {
  it('shows the partner balance in dollars and says so, beside each code with what it brought', async () => {
    const api = async (request: Request, path: string) =>
      path === PAYMENTS_PATHS.partnerPromocodes ? Response.json({ eligible: true, friendDiscountPercent: 10, ownerRewardPercent: 20, partnerBalance: 1250, codes: [CODE] }) : undefined;
    await renderScreen(<PartnerPromocodesScreen />, { route: 'partners.promocodes', session, api });
    expect(await screen.findByText('Partner balance (kept in US dollars): $12.50')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /SALON-2026/ });
    expect(row).toHaveTextContent('10%');
    expect(row).toHaveTextContent('$12.50');
  });
});
