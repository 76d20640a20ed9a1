import { render, screen } from '@testing-library/react';
import { SideScroll } from './SideScroll';

/** jsdom lays nothing out: the widths the browser would measure. */
function measures(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}
afterEach(() => jest.restoreAllMocks());

describe('SideScroll', () => {
  it('is a named region the keyboard can reach while its table is wider than the screen', () => {
    measures(612, 330);
    render(
      <SideScroll label="Clients by recency and frequency">
        <table aria-label="Grid" />
      </SideScroll>,
    );
    const region = screen.getByRole('region', { name: 'Clients by recency and frequency' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Grid' }));
  });

  it('is no stop for the keyboard and no landmark when its table fits', () => {
    measures(300, 330);
    render(
      <SideScroll label="Clients by recency and frequency">
        <table aria-label="Grid" />
      </SideScroll>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Grid' }).parentElement).not.toHaveAttribute('tabindex');
  });
});
