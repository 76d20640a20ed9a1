import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DescribedError } from '@cabinet/design/core';
import { renderScreen } from '@cabinet/contracts/testing';
import { useInlineFailure, type InlineFailureOptions } from './useInlineFailure';

/** The domain's wording of its failures: here every failure is the provider's silence. */
const describeFailure = async (): Promise<DescribedError> => ({ body: { code: 'CHANNEL_PROVIDER_FAILED', message: 'down' }, message: 'The provider did not answer' });

function DeleteStep(props: InlineFailureOptions) {
  const failure = useInlineFailure(describeFailure, props);
  return (
    <>
      {failure.alert}
      <button type="button" onClick={() => void failure.onError(new Error('500'))}>
        Delete
      </button>
      <button type="button" onClick={failure.clear}>
        Try again
      </button>
    </>
  );
}

describe('useInlineFailure', () => {
  it('says the failed step and the API’s reason where it happened, until the user closes it', async () => {
    await renderScreen(<DeleteStep title={{ id: 'test.deleteFailed', message: 'Twilio: error deleting the account' }} />, { route: 'flows' });
    const user = userEvent.setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Twilio: error deleting the account');
    expect(alert).toHaveTextContent('The provider did not answer');
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a title says the reason alone, and takes it away before the next try', async () => {
    await renderScreen(<DeleteStep />, { route: 'flows' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The provider did not answer');
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
