import { useCallback, useState, type ReactNode } from 'react';
import type { FlowStatus } from '@cabinet/api/flows';
import { toast, Typography } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';
import { useFlowReach } from '../api/flows';
import { useFlowActions } from './useFlowActions';

const messages = {
  title: /*i18n*/ { id: 'flows.live.confirm.title', message: 'Switch “{title}” to live?' },
  titleMany: /*i18n*/ { id: 'flows.live.confirm.titleMany', message: 'Switch the selected flows ({count}) to live?' },
  body: /*i18n*/ { id: 'flows.live.confirm.body', message: 'Its messages will go to your clients instead of your own phone.' },
  bodyMany: /*i18n*/ { id: 'flows.live.confirm.bodyMany', message: 'Their messages will go to your clients instead of your own phone.' },
  counting: /*i18n*/ { id: 'flows.live.confirm.counting', message: 'Counting the clients it will reach…' },
  reach: /*i18n*/ {
    id: 'flows.live.confirm.reach',
    message: 'In the next 24 hours it will message {clients, plural, =0 {no client} one {# client} other {# clients}}.',
  },
  reachUnknown: /*i18n*/ { id: 'flows.live.confirm.reachUnknown', message: 'The clients it will reach could not be counted. It still starts sending to them at once.' },
  paused: /*i18n*/ { id: 'flows.live.confirm.paused', message: 'It is paused: nothing is sent until you continue it.' },
  ok: /*i18n*/ { id: 'flows.live.confirm.ok', message: 'Go live' },
  cancel: /*i18n*/ { id: 'flows.live.confirm.cancel', message: 'Stay in test' },
  live: /*i18n*/ { id: 'flows.live.done', message: '“{title}” is live: its messages go to your clients.' },
  test: /*i18n*/ { id: 'flows.test.done', message: '“{title}” is in test mode: its messages go to your own phone only.' },
};

/** The flow the question is about. */
export interface ModeSwitchFlow {
  id: string;
  title: string;
  status: FlowStatus;
}

type Pending = { kind: 'one'; flow: ModeSwitchFlow } | { kind: 'many'; ids: string[]; onDone?: () => void };

export interface ModeSwitch {
  /** Asks first, naming the flow and whom it reaches in the next day; switches once the user agrees. */
  toLive(flow: ModeSwitchFlow): void;
  /** Switches back to test at once (nothing reaches a client by it), saying so. */
  toTest(flow: ModeSwitchFlow): void;
  /** Asks about the selected flows, then switches them all; the bulk result says what applied. */
  toLiveMany(ids: string[], onDone?: () => void): void;
  busy: boolean;
  /** The question: render it once beside the switch or the list. */
  dialog: ReactNode;
}

/**
 * Going live starts messaging real clients, so it is never one unconfirmed click (issue 21): the
 * editor's switch, a row's menu and the bulk toolbar all go through this question, which counts from
 * the engine's plan whom the flow will reach in the next 24 hours. Each switch then says what happened.
 */
export function useModeSwitch(): ModeSwitch {
  const t = useTranslate();
  const { single, bulk } = useFlowActions();
  const [pending, setPending] = useState<Pending | null>(null);
  const reach = useFlowReach(pending?.kind === 'one' ? pending.flow.id : null);

  const confirm = () => {
    if (pending?.kind === 'one') {
      const { flow } = pending;
      single.mutate({ action: 'toCombat', id: flow.id }, { onSuccess: () => toast.success(t(messages.live, { title: flow.title })) });
    } else if (pending?.kind === 'many') {
      bulk.mutate({ action: 'toCombat', ids: pending.ids }, { onSuccess: pending.onDone });
    }
    setPending(null);
  };

  let body: ReactNode = null;
  if (pending?.kind === 'many') body = <p>{t(messages.bodyMany)}</p>;
  else if (pending?.kind === 'one') {
    const count = reach.data
      ? t(messages.reach, { clients: reach.data.clients })
      : reach.isError
        ? t(messages.reachUnknown)
        : t(messages.counting);
    body = (
      <>
        <p>{t(messages.body)}</p>
        <p aria-live="polite">
          <Typography.Text strong={reach.data !== undefined}>{count}</Typography.Text>
        </p>
        {pending.flow.status === 'pause' ? <p>{t(messages.paused)}</p> : null}
      </>
    );
  }

  const dialog = (
    <Modal
      open={pending !== null}
      title={
        pending?.kind === 'one' ? t(messages.title, { title: pending.flow.title }) : t(messages.titleMany, { count: pending?.kind === 'many' ? pending.ids.length : 0 })
      }
      okText={t(messages.ok)}
      cancelText={t(messages.cancel)}
      onOk={confirm}
      onCancel={() => setPending(null)}
    >
      {body}
    </Modal>
  );

  // Stable, so a list's column factory can depend on them.
  const toLive = useCallback((flow: ModeSwitchFlow) => setPending({ kind: 'one', flow }), []);
  const { mutate } = single;
  const toTest = useCallback(
    (flow: ModeSwitchFlow) => mutate({ action: 'toTest', id: flow.id }, { onSuccess: () => toast.success(t(messages.test, { title: flow.title })) }),
    [mutate, t],
  );
  const toLiveMany = useCallback((ids: string[], onDone?: () => void) => setPending({ kind: 'many', ids, onDone }), []);

  return {
    toLive,
    toTest,
    toLiveMany,
    busy: single.isPending || bulk.isPending,
    dialog,
  };
}
