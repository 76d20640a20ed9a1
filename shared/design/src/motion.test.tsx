import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { BRAND_COLORS } from './theme';
import { DesignProvider } from './DesignProvider';

function systemAsksForLessMotion(reduce: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' ? reduce : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** What antd's components read to decide whether they animate (its motion provider follows the token). */
function Motion() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{token.motion ? 'animated' : 'still'}</output>;
}

function renderedMotion() {
  render(
    <DesignProvider brand={{ primaryColor: BRAND_COLORS.blue }} locale="en">
      <Motion />
    </DesignProvider>,
  );
  return screen.getByRole('status', { name: 'motion' }).textContent;
}

describe('motion', () => {
  afterEach(() => jest.restoreAllMocks());

  // In a browser this leaves out the zooms and slides of dialogs and menus (checked there: the journeys run so).
  it('turns antd’s motion off when the system asks for less motion', () => {
    systemAsksForLessMotion(true);
    expect(renderedMotion()).toBe('still');
  });

  it('keeps the motion for everyone else', () => {
    systemAsksForLessMotion(false);
    expect(renderedMotion()).toBe('animated');
  });
});
