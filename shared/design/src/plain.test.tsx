import { render, screen } from '@testing-library/react';
import { PlainButton, PlainScope, Spinner } from './plain';
import { BRAND_COLORS } from './theme';

const brand = { primaryColor: BRAND_COLORS.blue };
const headStyles = () => document.head.querySelectorAll('style[data-cabinet="plain"]').length;

// The stylesheet goes in once per page: the embedded case runs first, while the page's head has none.
describe('the plain primitives’ stylesheet', () => {
  it('stays inside the shadow root of a view embedded in a partner’s page, whose head it never touches', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = shadow.appendChild(document.createElement('div'));
    render(
      <PlainScope brand={brand} styleContainer={shadow}>
        <Spinner label="Loading" />
        <PlainButton>Save</PlainButton>
      </PlainScope>,
      { container: mount },
    );
    expect(headStyles()).toBe(0);
    expect(shadow.querySelectorAll('style[data-cabinet="plain"]')).toHaveLength(1);
  });

  it('goes into the page’s head for a primitive drawn on a bare page', () => {
    render(<PlainButton>Sign in</PlainButton>);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(headStyles()).toBe(1);
  });
});
