import { render } from '@testing-library/react';
import { PlainButton, PlainScope, Spinner } from './plain';
import { BRAND_COLORS } from './theme';

it('keeps the stylesheet of a view embedded in a partner’s page inside its shadow root, never in the partner’s head', () => {
  const host = document.body.appendChild(document.createElement('div'));
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = shadow.appendChild(document.createElement('div'));
  render(
    <PlainScope brand={{ primaryColor: BRAND_COLORS.blue }} styleContainer={shadow}>
      <Spinner label="Loading" />
      <PlainButton>Save</PlainButton>
    </PlainScope>,
    { container: mount },
  );
  expect(shadow.querySelector('button')?.textContent).toBe('Save');
  expect(document.head.querySelectorAll('style[data-cabinet="plain"]')).toHaveLength(0);
  expect(shadow.querySelectorAll('style[data-cabinet="plain"]')).toHaveLength(1);
});
