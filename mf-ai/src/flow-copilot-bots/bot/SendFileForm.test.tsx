import { fireEvent, screen, within } from '@testing-library/react';
import { AI_DIALOGUE_PATHS } from '@cabinet/api/ai';
import { fillPath } from '@cabinet/api/core';
import { answerWith } from '@cabinet/api/testing';
import { expectSaveRefusedWhileEmpty, makePlugins, PLUGINS_BOT as BOT, pluginSection, pluginsTab, renderPluginsTab } from '../../testing/pluginsTab';

const source = (id: string, kind: 'file' | 'qa', name: string) => ({ id, kind, name, url: null, answer: kind === 'qa' ? 'Yes' : null, sizeBytes: kind === 'file' ? 2048 : null, state: 'ready' as const, error: null, errorKind: null, passages: 3, version: 1, updatedAt: '2026-11-27T10:00:00.000Z' });

it('offers only the knowledge base’s files, needs one and the rule while on, shows the API’s refusal, then saves with the version', async () => {
  let saves = 0;
  const api = pluginsTab(makePlugins({ sendFile: { version: 4 } }), [source('f1', 'file', 'Price list.pdf'), source('q1', 'qa', 'Can I pay by card?')])
    .on('PUT', AI_DIALOGUE_PATHS.plugin, () => {
      saves += 1;
      if (saves === 1) return answerWith(400, { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { sourceId: 'sendFile.fileUnknown' } });
      return makePlugins({ sendFile: { enabled: true, sourceId: 'f1', whenToSend: 'when asked for the "price list"', version: 5 } });
    });
  await renderPluginsTab(api);
  const section = await pluginSection('Send a file (send_file)');
  await within(section).findByRole('option', { name: 'Price list.pdf' });
  expect(within(section).queryByRole('option', { name: 'Can I pay by card?' })).not.toBeInTheDocument();

  await expectSaveRefusedWhileEmpty(api, section, 'The assistant may send the file', 2);

  fireEvent.change(within(section).getByRole('combobox', { name: 'File' }), { target: { value: 'f1' } });
  fireEvent.change(within(section).getByRole('textbox', { name: 'When to send it' }), { target: { value: 'when asked for the "price list"' } });
  fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await within(section).findByText('This file is not in the assistant’s knowledge base')).toBeInTheDocument();
  fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The plugin is saved')).toBeInTheDocument();
  expect(api.callsTo(AI_DIALOGUE_PATHS.plugin, 'PUT').map((call) => [call.path, call.body])).toEqual([
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'send_file' }), { enabled: true, sourceId: 'f1', whenToSend: 'when asked for the "price list"', version: 4 }],
    [fillPath(AI_DIALOGUE_PATHS.plugin, { id: BOT, kind: 'send_file' }), { enabled: true, sourceId: 'f1', whenToSend: 'when asked for the "price list"', version: 4 }],
  ]);
});
