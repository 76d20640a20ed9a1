import { useId } from 'react';
import { checkFlowTypeAvailable, type Flow } from '@cabinet/api/flows';
import { RouteLink, useSession } from '@cabinet/contracts';
import { Alert, Button, Flex, Typography } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { ArrowLeftOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { RUN_MODE_TONES, RUN_STATUS_TONES, StatusLabel } from '@cabinet/toolkit/status';
import { flowRuleMessage } from '../../shared/flowRuleMessages';
import { canPause, canResume, errorReasonOf, MODE_LABELS, STATUS_LABELS, TYPE_LABELS } from '../flowLabels';
import { useFlowActions } from '../useFlowActions';
import { useModeSwitch } from '../useModeSwitch';

const messages = {
  back: /*i18n*/ { id: 'flows.edit.back', message: 'All flows' },
  type: /*i18n*/ { id: 'flows.edit.type', message: 'Type: {type}' },
  status: /*i18n*/ { id: 'flows.edit.status', message: 'Status' },
  mode: /*i18n*/ { id: 'flows.edit.mode', message: 'Mode' },
  combat: /*i18n*/ { id: 'flows.edit.combatSwitch', message: 'Live: send to clients' },
  testHint: /*i18n*/ { id: 'flows.edit.testHint', message: 'In test mode the messages go to your own phone only.' },
  pause: /*i18n*/ { id: 'flows.edit.pause', message: 'Pause' },
  resume: /*i18n*/ { id: 'flows.edit.resume', message: 'Continue' },
  unavailable: /*i18n*/ { id: 'flows.edit.unavailable', message: 'This flow type is not available in your tariff' },
  unavailableBody: /*i18n*/ { id: 'flows.edit.unavailableBody', message: 'You can edit the flow, but it does not run until the tariff allows its type.' },
};

/** The flow's identity and state: type, status with pause/continue, and the test/live switch (both ways; going live asks first). */
export function FlowEditorHeader({ flow }: { flow: Flow }) {
  const t = useTranslate();
  const session = useSession();
  const switchId = useId();
  const { single } = useFlowActions();
  const modeSwitch = useModeSwitch();
  const busy = single.isPending;
  const majorTariff = session.status === 'authenticated' ? session.user.majorTariff : null;
  const tariffRule = checkFlowTypeAvailable(flow.type, majorTariff);
  const unavailable = flow.status === 'unavailable' || tariffRule !== null;
  const reason = tariffRule ? flowRuleMessage(tariffRule) : null;

  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <RouteLink to="flows">
        <ArrowLeftOutlined aria-hidden /> {t(messages.back)}
      </RouteLink>
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {flow.title}
      </Typography.Title>
      <Flex wrap gap={16} align="center">
        <Typography.Text>{t(messages.type, { type: t(TYPE_LABELS[flow.type]) })}</Typography.Text>
        <Flex gap={8} align="center" aria-label={t(messages.status)} role="group">
          <StatusLabel labels={STATUS_LABELS} tones={RUN_STATUS_TONES} value={flow.status} />
          {canPause(flow.status) ? (
            <Button size="small" loading={busy} onClick={() => single.mutate({ action: 'pause', id: flow.id })}>
              {t(messages.pause)}
            </Button>
          ) : null}
          {canResume(flow.status) && !unavailable ? (
            <Button size="small" loading={busy} onClick={() => single.mutate({ action: 'resume', id: flow.id })}>
              {t(messages.resume)}
            </Button>
          ) : null}
        </Flex>
        <Flex gap={8} align="center" aria-label={t(messages.mode)} role="group">
          <StatusLabel labels={MODE_LABELS} tones={RUN_MODE_TONES} value={flow.mode} />
          <Switch
            id={switchId}
            checked={flow.mode === 'combat'}
            loading={modeSwitch.busy}
            onChange={(live) => (live ? modeSwitch.toLive(flow) : modeSwitch.toTest(flow))}
          />
          <label htmlFor={switchId}>{t(messages.combat)}</label>
          {modeSwitch.dialog}
        </Flex>
      </Flex>
      {flow.mode === 'test' ? <Typography.Text type="secondary">{t(messages.testHint)}</Typography.Text> : null}
      {flow.errorReason ? (
        <Alert type="error" showIcon title={t(errorReasonOf(flow.errorReason).why)} description={t(errorReasonOf(flow.errorReason).fix)} />
      ) : null}
      {unavailable ? (
        <Alert
          type="warning"
          showIcon
          title={t(messages.unavailable)}
          description={reason ? `${t(reason.descriptor, reason.values)}. ${t(messages.unavailableBody)}` : t(messages.unavailableBody)}
        />
      ) : null}
    </Flex>
  );
}
