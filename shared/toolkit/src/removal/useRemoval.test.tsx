import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@cabinet/design/core';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { useRemoval, type RemoveMutation } from './useRemoval';

interface Item {
  id: string;
  name: string;
}

const comb: Item = { id: 'i1', name: 'Comb' };

/** A mutation that records what it removed, and succeeds or fails as told. */
function fakeMutation(outcome: 'success' | Error) {
  const removed: Item[] = [];
  const mutation: RemoveMutation<Item> = {
    mutate(item, { onSuccess, onError }) {
      removed.push(item);
      if (outcome === 'success') onSuccess();
      else onError(outcome);
    },
  };
  return { mutation, removed };
}

function Items({ mutation, ok }: { mutation: RemoveMutation<Item>; ok?: string }) {
  const removal = useRemoval({
    mutation,
    removed: (item) => `${item.name} is gone`,
    failed: 'It could not be removed',
    describe: async (error) => ({ body: null, message: error instanceof Error ? error.message : 'unknown' }),
    confirm: { title: (item) => `Remove ${item.name}?`, body: 'This cannot be undone.', ...(ok ? { ok } : {}) },
  });
  return (
    <>
      <Button onClick={() => removal.ask(comb)}>Remove the comb</Button>
      {removal.dialog}
    </>
  );
}

configure({ asyncUtilTimeout: 5000 });

describe('useRemoval', () => {
  it('removes an item only once the user confirms, and says it is gone', async () => {
    const { mutation, removed } = fakeMutation('success');
    await renderScreen(<Items mutation={mutation} />, { route: 'flows' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the comb' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove Comb?')).toBeInTheDocument();
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(removed).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comb is gone')).toBeInTheDocument();
    expect(removed).toEqual([comb]);
  });

  it('removes nothing when the user cancels', async () => {
    const { mutation, removed } = fakeMutation('success');
    await renderScreen(<Items mutation={mutation} />, { route: 'flows' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the comb' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(removed).toEqual([]);
  });

  it('says why the API refused, in its words, under the failure', async () => {
    const { mutation } = fakeMutation(new Error('It is still in use'));
    await renderScreen(<Items mutation={mutation} ok="Remove" />, { route: 'flows' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the comb' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('It could not be removed')).toBeInTheDocument();
    expect(screen.getByText('It is still in use')).toBeInTheDocument();
  });

  it('words its own buttons in the page language', async () => {
    await renderScreen(<Items mutation={fakeMutation('success').mutation} />, { route: 'flows', locale: 'ru' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the comb' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });
});
