import { act, fireEvent, render, screen } from '@testing-library/react';
import { MOBILE_TOOLTIP_MS, Tooltip } from './tooltip';

function deviceCanHover(canHover: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === '(hover: none)' ? !canHover : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

async function openTooltip() {
  render(
    <Tooltip title="Write to support" mouseEnterDelay={0}>
      <button type="button" aria-label="Support">?</button>
    </Tooltip>,
  );
  fireEvent.mouseEnter(screen.getByRole('button', { name: 'Support' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(200);
  });
}

const visibleTooltip = () => screen.queryAllByRole('tooltip').find((element) => !element.closest('.ant-tooltip-hidden'));

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('hides by itself 2.5 s after it opens on a phone (spec section 9)', async () => {
    deviceCanHover(false);
    await openTooltip();
    expect(visibleTooltip()).toHaveTextContent('Write to support');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(MOBILE_TOOLTIP_MS + 500);
    });
    expect(visibleTooltip()).toBeUndefined();
  });

  it('stays while the pointer rests on a device that can hover', async () => {
    deviceCanHover(true);
    await openTooltip();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(MOBILE_TOOLTIP_MS + 500);
    });
    expect(visibleTooltip()).toHaveTextContent('Write to support');
  });
});
