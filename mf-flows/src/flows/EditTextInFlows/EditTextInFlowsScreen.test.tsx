import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import type { BulkTextsRequest, FlowSummary } from '@cabinet/api/flows';
import { apiError, fakeApi, makeFlowSummary, makePage } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { EditTextInFlowsScreen } from './EditTextInFlowsScreen';

function summary(id: string, title: string, content: string): FlowSummary {
  return makeFlowSummary({ id, title, content, type: 'visitReminder', mode: 'test', status: 'working', lastStart: null, nextStart: null, endDate: null });
}

const flows = [summary('f1', 'Reminder', 'See you at {recordTime}'), summary('f2', 'Birthday', 'Happy birthday!'), summary('f3', 'Review', 'Rate us')];

function textsApi({ refuse }: { refuse?: Record<string, string> } = {}) {
  const saves: BulkTextsRequest[] = [];
  const fake = fakeApi()
    .on('GET', FLOWS_PATHS.list, () => makePage(flows, { pageSize: 10 }))
    .on('PUT', FLOWS_PATHS.texts, ({ body }) => {
      saves.push(body);
      if (refuse) return apiError(400, 'VALIDATION_FAILED', 'The text uses an unknown variable', refuse);
      return { items: body.items.map((item) => makeFlowSummary({ ...flows.find((flow) => flow.id === item.id), ...item })) };
    });
  return { handler: fake.handler, saves };
}

// Whole antd screens render slowly on the shared two-core machine; these are not timing assertions.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

describe('EditTextInFlowsScreen', () => {
  it('saves the changed flows only, all at once', async () => {
    const api = textsApi();
    await renderScreen(<EditTextInFlowsScreen />, { route: 'flows.editTextInFlows', title: 'Edit texts of flows', api: api.handler });
    fireEvent.change(await screen.findByLabelText('Text of “Reminder”'), { target: { value: 'See you at {recordTime}, {clientName}' } });
    fireEvent.change(screen.getByLabelText('Title of “Birthday”'), { target: { value: 'Birthday greeting' } });
    fireEvent.click(screen.getByText('Save all (2)'));
    await waitFor(() =>
      expect(api.saves).toEqual([
        {
          items: [
            { id: 'f1', content: 'See you at {recordTime}, {clientName}', version: 1 },
            { id: 'f2', content: 'Happy birthday!', title: 'Birthday greeting', version: 1 },
          ],
        },
      ]),
    );
    expect(await screen.findByText('Saved the texts of 2 flows')).toBeInTheDocument();
  });

  it('shows a refusal at its flow and keeps every text typed', async () => {
    const api = textsApi({ refuse: { 'items.1.content': 'flow.content.unknownVariable' } });
    await renderScreen(<EditTextInFlowsScreen />, { route: 'flows.editTextInFlows', api: api.handler });
    fireEvent.change(await screen.findByLabelText('Text of “Reminder”'), { target: { value: 'Soon!' } });
    fireEvent.change(screen.getByLabelText('Text of “Review”'), { target: { value: 'Rate us {reviewForm}' } });
    fireEvent.click(screen.getByText('Save all (2)'));
    expect(await screen.findByText('The text uses an unknown variable')).toBeInTheDocument();
    expect(screen.getByText('Fix the texts marked below, then save again: “Review”')).toBeInTheDocument();
    expect(screen.getByLabelText('Text of “Reminder”')).toHaveValue('Soon!');
    expect(screen.getByLabelText('Text of “Review”')).toHaveValue('Rate us {reviewForm}');
  });

  it('holds the page while a text is unsaved, and not for paging this list', async () => {
    const rendered = await renderScreen(<EditTextInFlowsScreen />, { route: 'flows.editTextInFlows', api: textsApi().handler });
    expect(rendered.unsavedChanges.blocks({ id: 'flows', params: {} })).toBe(false);
    fireEvent.change(await screen.findByLabelText('Text of “Review”'), { target: { value: 'Rate us, please' } });
    expect(rendered.unsavedChanges.blocks({ id: 'flows', params: {} })).toBe(true);
    expect(rendered.unsavedChanges.blocks({ id: 'flows.editTextInFlows', params: {} })).toBe(false);
  });

  it('refuses an unknown variable before sending', async () => {
    const api = textsApi();
    await renderScreen(<EditTextInFlowsScreen />, { route: 'flows.editTextInFlows', api: api.handler });
    fireEvent.change(await screen.findByLabelText('Text of “Review”'), { target: { value: 'Rate us {reviewFrom}' } });
    fireEvent.click(screen.getByText('Save all (1)'));
    expect(await screen.findByText('The text uses an unknown variable')).toBeInTheDocument();
    expect(api.saves).toEqual([]);
  });
});
