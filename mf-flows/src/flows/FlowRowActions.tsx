import type { FlowSummary } from '@cabinet/api/flows';
import { useLinks } from '@cabinet/contracts';
import { Button } from '@cabinet/design/core';
import { Dropdown, type MenuProps } from '@cabinet/design/overlays';
import { DownOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { canPause, canResume } from './flowLabels';
import type { FlowAction } from '../api/flows';

const messages = {
  actions: /*i18n*/ { id: 'flows.list.actions', message: 'Actions' },
  actionsFor: /*i18n*/ { id: 'flows.list.actionsFor', message: 'Actions for “{title}”' },
  pause: /*i18n*/ { id: 'flows.list.action.pause', message: 'Pause' },
  resume: /*i18n*/ { id: 'flows.list.action.resume', message: 'Continue' },
  duplicate: /*i18n*/ { id: 'flows.list.action.duplicate', message: 'Duplicate' },
  toTest: /*i18n*/ { id: 'flows.list.action.toTest', message: 'Switch to test mode' },
  toCombat: /*i18n*/ { id: 'flows.list.action.toCombat', message: 'Switch to live' },
  conversion: /*i18n*/ { id: 'flows.list.action.conversion', message: 'Conversion' },
  transfer: /*i18n*/ { id: 'flows.list.action.transfer', message: 'Transfer or copy to another user' },
  delete: /*i18n*/ { id: 'flows.list.action.delete', message: 'Delete' },
};

type MenuKey = FlowAction | 'conversion' | 'transfer';

interface Props {
  flow: FlowSummary;
  onAction: (action: Exclude<FlowAction, 'delete'>, flow: FlowSummary) => void;
  onTransfer: (flow: FlowSummary) => void;
  onDelete: (flow: FlowSummary) => void;
}

/** One row's "Actions" menu: only what applies to the flow's status and mode is offered. */
export function FlowRowActions({ flow, onAction, onTransfer, onDelete }: Props) {
  const t = useTranslate();
  const links = useLinks();
  const item = (key: MenuKey, danger = false) => ({ key, label: t(messages[key]), danger });
  const items: MenuProps['items'] = [
    ...(canPause(flow.status) ? [item('pause')] : []),
    ...(canResume(flow.status) ? [item('resume')] : []),
    item('duplicate'),
    item(flow.mode === 'test' ? 'toCombat' : 'toTest'),
    item('conversion'),
    item('transfer'),
    { type: 'divider' },
    item('delete', true),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'conversion') links.navigate('flows.edit', { workflowId: flow.id, tab: 'conversion' });
    else if (key === 'transfer') onTransfer(flow);
    else if (key === 'delete') onDelete(flow);
    else if (key === 'pause' || key === 'resume' || key === 'duplicate' || key === 'toTest' || key === 'toCombat') onAction(key, flow);
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button aria-label={t(messages.actionsFor, { title: flow.title })} icon={<DownOutlined aria-hidden />} iconPlacement="end">
        {t(messages.actions)}
      </Button>
    </Dropdown>
  );
}
