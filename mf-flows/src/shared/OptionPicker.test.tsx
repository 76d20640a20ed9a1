import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { FLOW_OPTIONS_PATHS } from '@cabinet/api/flows';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import { Button } from '@cabinet/design/core';
import { Form } from '@cabinet/design/forms';
import '../catalog';
import { answerFlowOptions, FLOW_OPTIONS_PATH } from '../testing/flowOptions';
import { OptionPicker, useOptionsRule } from './OptionPicker';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function ServicesFilter({ initial, onSave }: { initial: string[]; onSave: (ids: string[]) => void }) {
  const rule = useOptionsRule('services');
  return (
    <Form layout="vertical" initialValues={{ serviceIds: initial }} onFinish={(values: { serviceIds: string[] }) => onSave(values.serviceIds)}>
      <Form.Item name="serviceIds" label="Services" rules={[rule]}>
        <OptionPicker kind="services" multiple />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

function BranchPick({ onSave }: { onSave: (id: string) => void }) {
  return (
    <Form layout="vertical" initialValues={{ companyId: '' }} onFinish={(values: { companyId: string }) => onSave(values.companyId)}>
      <Form.Item name="companyId" label="Branch">
        <OptionPicker kind="branches" />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('OptionPicker', () => {
  it('searches the account’s services on the server as the owner types and keeps the picks by id', async () => {
    const api = fakeApi().on('GET', FLOW_OPTIONS_PATHS.list, answerFlowOptions);
    const onSave = jest.fn();
    await renderScreen(<ServicesFilter initial={[]} onSave={onSave} />, { route: 'flows', api: api.handler });
    const picker = screen.getByRole('combobox', { name: 'Services' });
    await userEvent.click(picker);
    await userEvent.type(picker, 'mani');
    await waitFor(() => expect(api.lastQuery(FLOW_OPTIONS_PATHS.list)).toMatchObject({ search: 'mani' }));
    await userEvent.click(await screen.findByTitle('Manicure'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['manicure']));
  });

  it('greys out the previous list while the search for what is typed runs, so a click cannot land on a list about to change', async () => {
    let answerSearch: () => void = () => undefined;
    const searched = new Promise<void>((resolve) => {
      answerSearch = resolve;
    });
    const api = fakeApi().on('GET', FLOW_OPTIONS_PATH, async (call) => {
      if (call.query.get('search') === 'yekat') await searched;
      return answerFlowOptions(call);
    });
    const onSave = jest.fn();
    await renderScreen(<BranchPick onSave={onSave} />, { route: 'flows', api: api.handler });
    const picker = screen.getByRole('combobox', { name: 'Branch' });
    await userEvent.click(picker);
    expect(await screen.findByTitle('Aurora, Tverskaya')).toBeInTheDocument();
    await userEvent.type(picker, 'yekat');
    await waitFor(() => expect(api.lastQuery(FLOW_OPTIONS_PATH)).toMatchObject({ search: 'yekat' }));
    // The whole list, shown before the owner typed, stays while the answer for "yekat" is awaited, but picks nothing.
    expect(screen.getByTitle('Aurora, Tverskaya')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTitle('Aurora, Yekaterinburg')).toHaveAttribute('aria-disabled', 'true');
    answerSearch();
    await waitFor(() => expect(screen.queryByTitle('Aurora, Tverskaya')).not.toBeInTheDocument());
    expect(screen.getByTitle('Aurora, Yekaterinburg')).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(screen.getByTitle('Aurora, Yekaterinburg'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('company-2'));
  });

  it('names the ids a flow holds, and refuses one the account does not have (“abc”) at the field', async () => {
    const api = fakeApi().on('GET', FLOW_OPTIONS_PATHS.list, answerFlowOptions);
    const onSave = jest.fn();
    const rendered = await renderScreen(<ServicesFilter initial={['haircut', 'abc']} onSave={onSave} />, { route: 'flows', api: api.handler });
    expect(await screen.findByTitle('Women’s haircut')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('“abc”: not found in your account. Remove it and pick from the list.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);
    // Removing the stale one lets the form through.
    const tag = screen.getByTitle('abc');
    await userEvent.click(within(tag).getByRole('img', { hidden: true, name: /close/i }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(['haircut']));
  });
});
