import { act, render, screen } from '@testing-library/react';
import { ToastHost, toast } from './toast';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at most five at once and hides each after seven seconds', async () => {
    render(<ToastHost />);
    act(() => {
      for (let index = 1; index <= 6; index += 1) toast.info(`Toast ${index}`);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });

    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    for (let index = 2; index <= 6; index += 1) expect(screen.getByText(`Toast ${index}`)).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(7_500);
    });
    expect(screen.queryByText('Toast 6')).not.toBeInTheDocument();
  });

  it('stacks below the layout\'s 64 px header, clear of its language and account controls', async () => {
    render(<ToastHost />);
    act(() => toast.success('Saved'));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    // antd places its stack by this custom property.
    const stack = screen.getByText('Saved').closest<HTMLElement>('.ant-notification');
    expect(stack?.style.getPropertyValue('--notification-top')).toBe('72px');
  });

  it('keeps toasts raised before the host mounted', async () => {
    toast.error('Raised early');
    render(<ToastHost />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Raised early')).toBeInTheDocument();
  });
});
