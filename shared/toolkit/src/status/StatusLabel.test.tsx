import { screen } from '@testing-library/react';
import { renderScreen } from '@cabinet/contracts/testing';
import { RUN_STATUS_TONES, StatusLabel } from './StatusLabel';

const LABELS = {
  inQueue: { id: 'test.status.inQueue', message: 'Not started' },
  waiting: { id: 'test.status.waiting', message: 'Waiting' },
  working: { id: 'test.status.working', message: 'Sending' },
  pause: { id: 'test.status.pause', message: 'Paused' },
  error: { id: 'test.status.error', message: 'Error' },
  done: { id: 'test.status.done', message: 'Done' },
  canceled: { id: 'test.status.canceled', message: 'Canceled' },
  unavailable: { id: 'test.status.unavailable', message: 'Not in your tariff' },
};

describe('StatusLabel', () => {
  it('says the status in the domain’s words, in the tone of its state', async () => {
    await renderScreen(
      <>
        <StatusLabel labels={LABELS} tones={RUN_STATUS_TONES} value="working" />
        <StatusLabel labels={LABELS} tones={RUN_STATUS_TONES} value="error" />
      </>,
      { route: 'flows' },
    );
    const working = screen.getByText('Sending');
    const failed = screen.getByText('Error');
    // Running and failed read apart by colour as well as by word.
    expect(working).toHaveStyle({ color: '#135200' });
    expect(failed).toHaveStyle({ color: '#a8071a' });
  });
});
