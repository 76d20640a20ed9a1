import type { ReactNode } from 'react';
import { checkFlowTypeAvailable, type FlowTemplate } from '@cabinet/api/flows';
import { useSession } from '@cabinet/contracts';
import { Flex, StatusTag, Typography } from '@cabinet/design/core';
import { LockOutlined } from '@cabinet/design/icons';
import { useTranslate, type MessageDescriptor, type MessageValues } from '@cabinet/i18n';
import { TYPE_LABELS } from '../flows/flowLabels';
import { flowRuleMessage } from '../shared/flowRuleMessages';

const messages = {
  locked: /*i18n*/ { id: 'flows.templates.locked', message: 'Not in your tariff' },
  lockedGeneric: /*i18n*/ { id: 'flows.templates.locked.generic', message: 'This flow is not available in your tariff' },
  text: /*i18n*/ { id: 'flows.templates.text', message: 'Message text' },
};

/**
 * Why a template cannot be added under the owner's tariff (spec section 4), or null when it can. The API
 * decides (`available`); the shared rule names the reason, and a plain sentence covers any other.
 */
export function useTemplateLock(template: FlowTemplate): { descriptor: MessageDescriptor; values?: MessageValues } | null {
  const session = useSession();
  if (template.available) return null;
  const majorTariff = session.status === 'authenticated' ? session.user.majorTariff : null;
  const code = checkFlowTypeAvailable(template.flowType, majorTariff);
  return code ? flowRuleMessage(code) : { descriptor: messages.lockedGeneric };
}

/**
 * A template as the owner weighs it: its name, kind, what it does and the text clients get. `headingId`
 * names the heading so the card around it can be labelled by it; `actions` sit at the bottom.
 */
export function TemplatePreview({ template, headingId, actions }: { template: FlowTemplate; headingId: string; actions?: ReactNode }) {
  const t = useTranslate();
  const lock = useTemplateLock(template);
  return (
    <Flex vertical gap={12} style={{ height: '100%' }}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
        {template.title}
      </Typography.Title>
      <Flex wrap gap={8}>
        <StatusTag tone="info">{t(TYPE_LABELS[template.flowType])}</StatusTag>
        {lock ? (
          <StatusTag tone="accent">
            <LockOutlined aria-hidden /> {t(messages.locked)}
          </StatusTag>
        ) : null}
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{template.description}</Typography.Paragraph>
      <div>
        <Typography.Text strong>{t(messages.text)}</Typography.Text>
        <blockquote style={{ margin: '4px 0 0', padding: '8px 12px', background: '#f5f6f8', borderInlineStart: '3px solid #d4d4d8', whiteSpace: 'pre-wrap' }}>
          {template.content}
        </blockquote>
      </div>
      {lock ? (
        <Typography.Paragraph role="note" style={{ margin: 0, color: '#391085' }}>
          {t(lock.descriptor, lock.values)}
        </Typography.Paragraph>
      ) : null}
      {actions ? <div style={{ marginTop: 'auto' }}>{actions}</div> : null}
    </Flex>
  );
}
