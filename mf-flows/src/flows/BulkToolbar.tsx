import { Button, Flex, Typography } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import type { BulkFlowAction } from '../api/flows';

const messages = {
  label: /*i18n*/ { id: 'flows.list.bulk.label', message: 'Actions on the selected flows' },
  selected: /*i18n*/ { id: 'flows.list.bulk.selected', message: 'Selected: {count}' },
  pause: /*i18n*/ { id: 'flows.list.bulk.pause', message: 'Pause' },
  resume: /*i18n*/ { id: 'flows.list.bulk.resume', message: 'Resume' },
  toTest: /*i18n*/ { id: 'flows.list.bulk.toTest', message: 'Switch to test' },
  toCombat: /*i18n*/ { id: 'flows.list.bulk.toCombat', message: 'Switch to live' },
  delete: /*i18n*/ { id: 'flows.list.bulk.delete', message: 'Delete' },
  clear: /*i18n*/ { id: 'flows.list.bulk.clear', message: 'Clear selection' },
};

const ACTIONS: Exclude<BulkFlowAction, 'delete'>[] = ['pause', 'resume', 'toTest', 'toCombat'];

/** Shown while rows are selected: the bulk actions of spec section 2. Delete asks first (the screen's dialog). */
export function BulkToolbar({
  count,
  busy,
  onAction,
  onDelete,
  onClear,
}: {
  count: number;
  busy: boolean;
  onAction: (action: Exclude<BulkFlowAction, 'delete'>) => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const t = useTranslate();
  return (
    <Flex role="toolbar" aria-label={t(messages.label)} wrap gap={8} align="center" style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t(messages.selected, { count })}</Typography.Text>
      {ACTIONS.map((action) => (
        <Button key={action} onClick={() => onAction(action)} disabled={busy}>
          {t(messages[action])}
        </Button>
      ))}
      <Button danger onClick={onDelete} disabled={busy}>
        {t(messages.delete)}
      </Button>
      <Button type="link" onClick={onClear}>
        {t(messages.clear)}
      </Button>
    </Flex>
  );
}
