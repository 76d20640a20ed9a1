import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionSnapshot } from '@cabinet/contracts';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import { ProGate, ProGatedPage } from './ProGate';

/** A signed-in user for whom the API locks the features named. */
const locking = (...lockedFeatures: string[]): SessionSnapshot => ({ status: 'authenticated', user: { ...TEST_USER, lockedFeatures }, roles: [] });

describe('ProGate', () => {
  it('shows the content to a user the API does not lock it for', async () => {
    await renderScreen(
      <ProGate feature="Magic" lock="magic">
        <p>The magic itself</p>
      </ProGate>,
      { route: 'flows', session: locking('tricks') },
    );
    expect(screen.getByText('The magic itself')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See the Pro plan' })).not.toBeInTheDocument();
  });

  it('shows the teaser instead, never mounting the content, and leads to the upgrade', async () => {
    const mounted = jest.fn();
    function Content() {
      mounted();
      return <p>The magic itself</p>;
    }
    const rendered = await renderScreen(
      <ProGate feature="Magic" lock="magic" about={<p>It does wonders.</p>}>
        <Content />
      </ProGate>,
      { route: 'flows', session: locking('magic') },
    );
    expect(screen.getByRole('heading', { level: 2, name: /^Magic\b.*\bPro plan$/ })).toBeInTheDocument();
    expect(screen.getByText('It does wonders.')).toBeInTheDocument();
    expect(mounted).not.toHaveBeenCalled();
    const upgrade = screen.getByRole('link', { name: 'See the Pro plan' });
    expect(upgrade).toHaveAttribute('href', '/payments');
    await userEvent.click(upgrade);
    expect(rendered.navigations).toEqual([{ id: 'payments', params: undefined, options: { search: '?tariff=1' } }]);
  });

  it('locks an anonymous visitor out, and leads where the lock says', async () => {
    await renderScreen(
      <ProGate feature="Magic" lock="magic" upgradeTo="payments.subscriptions">
        <p>The magic itself</p>
      </ProGate>,
      { route: 'flows' },
    );
    expect(screen.queryByText('The magic itself')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute('href', '/payments.subscriptions');
  });

  it('follows the lock the API decided, whatever the session says', async () => {
    const locked = await renderScreen(
      <ProGate feature="Magic" locked plan={16}>
        <p>The magic itself</p>
      </ProGate>,
      { route: 'flows', session: locking() },
    );
    expect(screen.queryByText('The magic itself')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See the Pro plan' }));
    expect(locked.navigations).toEqual([{ id: 'payments', params: undefined, options: { search: '?tariff=16' } }]);
    locked.unmount();
    await renderScreen(
      <ProGate feature="Magic" locked={false}>
        <p>The magic itself</p>
      </ProGate>,
      { route: 'flows', session: locking('magic') },
    );
    expect(screen.getByText('The magic itself')).toBeInTheDocument();
  });

  it('opens the payment page with no plan chosen when told so', async () => {
    const rendered = await renderScreen(
      <ProGate feature="Magic" locked plan={null}>
        <p>The magic itself</p>
      </ProGate>,
      { route: 'flows' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'See the Pro plan' }));
    expect(rendered.navigations).toEqual([{ id: 'payments', params: undefined, options: undefined }]);
  });
});

describe('ProGatedPage', () => {
  it('heads the page with the route title, or the one given, locked or not', async () => {
    const first = await renderScreen(
      <ProGatedPage feature="Magic" lock="magic">
        <p>The magic itself</p>
      </ProGatedPage>,
      { route: 'flows', title: 'Magic tricks', session: locking('magic') },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Magic tricks' })).toBeInTheDocument();
    first.unmount();
    await renderScreen(
      <ProGatedPage title="Tricks" feature="Magic" lock="magic">
        <p>The magic itself</p>
      </ProGatedPage>,
      { route: 'flows', title: 'Magic tricks', session: locking() },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tricks' })).toBeInTheDocument();
    expect(screen.getByText('The magic itself')).toBeInTheDocument();
  });
});
