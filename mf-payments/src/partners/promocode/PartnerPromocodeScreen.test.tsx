import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { PartnerPromocodeScreen } from './PartnerPromocodeScreen';

const PROGRAMME = { eligible: true, friendDiscountPercent: 10, ownerRewardPercent: 20, partnerBalance: 0, codes: [] };
const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

describe('PartnerPromocodeScreen (/partners/promocode)', () => {
  it('checks the code at its field before sending, says a taken code at the field keeping it, then creates', async () => {
    const posted: unknown[] = [];
    const api = async (request: Request, path: string) => {
      if (path !== PAYMENTS_PATHS.partnerPromocodes) return undefined;
      if (request.method === 'GET') return Response.json(PROGRAMME);
      const body: { code: string } = await request.json();
      posted.push(body);
      if (body.code === 'SALON') return Response.json({ code: 'VALIDATION_FAILED', message: 'taken', fields: { code: 'promocode.exists' } }, { status: 400 });
      return Response.json({ code: body.code, discountPercent: 10, rewardPercentOwner: 20, paymentsCount: 0, reward: 0, createdAt: new Date().toISOString() }, { status: 201 });
    };
    const rendered = await renderScreen(<PartnerPromocodeScreen />, { route: 'partners.promocode', session, api });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Your promo code');

    await user.type(field, 'ab!');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Use 4 to 20 Latin letters, digits, hyphens or underscores')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(field);
    await user.type(field, ' SALON ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This code is taken; choose another')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(' SALON ');

    await user.clear(field);
    await user.type(field, 'SALON-2026');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Promo code SALON-2026 created')).toBeInTheDocument();
    expect(posted).toEqual([{ code: 'SALON' }, { code: 'SALON-2026' }]);
    expect(rendered.navigations.at(-1)?.id).toBe('partners.promocodes');
  });
});
