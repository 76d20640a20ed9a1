import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/contract';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../catalog';
import { TrialPanel } from './TrialPanel';

describe('TrialPanel (/payments?trial=1)', () => {
  it('says why the trial could not start above the button, until the next try', async () => {
    const answers = [Response.json({ code: 'PAYMENT_PROVIDER_FAILED', message: 'down' }, { status: 502 }), Response.json({ code: 'PAYMENT_PROVIDER_FAILED', message: 'down' }, { status: 502 })];
    let asked = 0;
    await renderScreen(<TrialPanel userId={TEST_USER.id} locale="en" />, {
      route: 'payments',
      api: (_request, path) => {
        if (path !== fillPath(PAYMENTS_PATHS.miniPay, { id: TEST_USER.id })) return undefined;
        asked += 1;
        return answers.shift();
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start the free trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider did not answer. Try again in a minute.');
    await user.click(screen.getByRole('button', { name: 'Start the free trial' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(asked).toBe(2);
  });
});
