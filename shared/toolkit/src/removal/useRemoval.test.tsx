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

function Items({ mutation, ok, worded = true }: { mutation: RemoveMutation<Item>; ok?: string; worded?: boolean }) {
  const removal = useRemoval({
    mutation,
    removed: (item) => `${item.name} is gone`,
    failed: 'It could not be removed',
    ...(worded ? { describe: async (error: unknown) => ({ body: null, message: error instanceof Error ? error.message : 'unknown' }) } : {}),
    confirm: { title: (item) => `Remove ${item.name}?`, body: 'This cannot be undone.', ...(ok ? { ok } : {}) },
  });
  return (
    <>
      <Button onClick={() => removal.ask(comb)}>Remove the comb</Button>
      {removal.dialog}
    </>
  );
}

/** A mutation that answers only when the test says so. */
function heldMutation<V>() {
  const calls: V[] = [];
  let answer: (() => void) | null = null;
  const mutation: RemoveMutation<V> = {
    mutate(variables, { onSuccess }) {
      calls.push(variables);
      answer = onSuccess;
    },
  };
  return { mutation, calls, answer: () => answer?.() };
}

const brush: Item = { id: 'i2', name: 'Brush' };

function Selection({ one, many }: { one: RemoveMutation<Item>; many: RemoveMutation<readonly Item[]> }) {
  const removal = useRemoval({
    mutation: one,
    confirm: { title: (item) => `Remove ${item.name}?`, body: 'This cannot be undone.' },
    bulk: { mutation: many, title: (items) => `Remove the selected (${items.length})?` },
  });
  return (
    <>
      <Button onClick={() => removal.askMany([comb, brush])}>Remove the selection</Button>
      {removal.pending ? <span>Removing…</span> : null}
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

  it('says it could not remove even where the screen words no reason', async () => {
    const { mutation } = fakeMutation(new Error('It is still in use'));
    await renderScreen(<Items mutation={mutation} worded={false} />, { route: 'flows' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the comb' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('It could not be removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('words its own buttons in the page language', async () => {
    await renderScreen(<Items mutation={fakeMutation('success').mutation} />, { route: 'flows', locale: 'ru' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the comb' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
  });

  it('waits for the API with the dialog open and its button busy, then closes', async () => {
    const held = heldMutation<Item>();
    await renderScreen(<Items mutation={held.mutation} />, { route: 'flows' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the comb' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(held.calls).toEqual([comb]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Delete/ })).toHaveClass('ant-btn-loading');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    held.answer();
    expect(await screen.findByText('Comb is gone')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('removes a selection at once after its own question, and nothing when cancelled', async () => {
    const one = heldMutation<Item>();
    const many = heldMutation<readonly Item[]>();
    await renderScreen(<Selection one={one.mutation} many={many.mutation} />, { route: 'flows' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the selection' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Remove the selected (2)?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(many.calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove the selection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the selected (2)?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(many.calls).toEqual([[comb, brush]]);
    expect(one.calls).toEqual([]);
    expect(screen.getByText('Removing…')).toBeInTheDocument();
    many.answer();
    await waitFor(() => expect(screen.queryByText('Removing…')).not.toBeInTheDocument());
  });
});
