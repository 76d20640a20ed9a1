import { act, fireEvent, render, screen } from '@testing-library/react';
import { MessageText } from './MessageText';

/** jsdom lays nothing out: the clamp's measure (a marker after the text, below the box) is answered here. */
function textOverflows(overflows: boolean) {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const bottom = this.tagName === 'EM' && overflows ? 200 : 40;
    return { x: 0, y: 0, left: 0, top: 0, right: 100, bottom, width: 100, height: bottom, toJSON: () => ({}) };
  });
}

function deviceCannotHover() {
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === '(hover: none)',
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const visibleTooltip = () => screen.queryAllByRole('tooltip').find((element) => !element.closest('.ant-tooltip-hidden'));
const TEXT = 'Anna, see you tomorrow at 10:00 at Aurora, Tverskaya 12: reply 1 to confirm or 2 to cancel your visit.';

describe('MessageText', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows a clamped text whole in a tooltip that a phone hides by itself after 2.5 s (issue 36 item 22)', async () => {
    textOverflows(true);
    deviceCannotHover();
    render(<MessageText text={TEXT} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    fireEvent.mouseEnter(screen.getByText(TEXT));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(visibleTooltip()).toHaveTextContent(TEXT);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2600);
    });
    expect(visibleTooltip()).toBeUndefined();
  });

  it('offers no tooltip for a text that fits', async () => {
    textOverflows(false);
    render(<MessageText text="See you tomorrow" />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    fireEvent.mouseEnter(screen.getByText('See you tomorrow'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(visibleTooltip()).toBeUndefined();
  });
});
