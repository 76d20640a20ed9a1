import { act, render, screen } from '@testing-library/react';
import { ToastHost, toast } from './toast';

// The stack's code loads with the first toast; here the first load fails, as it does offline.
let mockOffline = true;
jest.mock('./ToastStack', () => {
  if (mockOffline) throw new Error('Failed to fetch');
  return jest.requireActual<typeof import('./ToastStack')>('./ToastStack');
});

describe('a toast raised while its code cannot load', () => {
  it('waits, and shows when the connection returns', async () => {
    render(<ToastHost />);
    await act(async () => {
      toast.error('Saved offline');
    });
    expect(screen.queryByText('Saved offline')).not.toBeInTheDocument();

    mockOffline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Saved offline')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Saved offline');
  });
});
