import { useId, useLayoutEffect, useRef, type ClipboardEvent, type ReactNode } from 'react';
import { FLOW_CONTENT_MAX_LENGTH, FLOW_VARIABLES, type FlowVariable } from '@cabinet/api/flows';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { TextArea } from '@cabinet/design/forms';
import { Dropdown, Tooltip } from '@cabinet/design/overlays';
import { BoldOutlined, DownOutlined, ItalicOutlined, StrikethroughOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { applyFormat, insertText, isFlowVariable, previewSegments, unknownVariables, variableMarker, type MessageFormat, type PreviewSegment, type TextEdit } from './messageText';
import { sanitizeMessage } from './sanitizeMessage';
import { VARIABLE_LABELS, VARIABLE_SAMPLES } from './variables';

const messages = {
  toolbar: /*i18n*/ { id: 'toolkit.message.toolbar', message: 'Formatting' },
  bold: /*i18n*/ { id: 'toolkit.message.bold', message: 'Bold' },
  italic: /*i18n*/ { id: 'toolkit.message.italic', message: 'Italic' },
  strike: /*i18n*/ { id: 'toolkit.message.strike', message: 'Strikethrough (emphasis)' },
  insertVariable: /*i18n*/ { id: 'toolkit.message.insertVariable', message: 'Insert a variable' },
  count: /*i18n*/ { id: 'toolkit.message.count', message: '{count} of {max} characters' },
  unknown: /*i18n*/ { id: 'toolkit.message.unknown', message: 'Unknown variables: {names}. Choose them from “Insert a variable”.' },
  preview: /*i18n*/ { id: 'toolkit.message.preview', message: 'Preview' },
  previewHint: /*i18n*/ { id: 'toolkit.message.previewHint', message: 'How a client sees the message, with sample values.' },
  previewEmpty: /*i18n*/ { id: 'toolkit.message.previewEmpty', message: 'The message is empty' },
  unknownMarker: /*i18n*/ { id: 'toolkit.message.unknownMarker', message: 'Unknown variable' },
};

const FORMAT_BUTTONS: ReadonlyArray<{ format: MessageFormat; label: typeof messages.bold; icon: ReactNode }> = [
  { format: 'bold', label: messages.bold, icon: <BoldOutlined aria-hidden /> },
  { format: 'italic', label: messages.italic, icon: <ItalicOutlined aria-hidden /> },
  { format: 'strike', label: messages.strike, icon: <StrikethroughOutlined aria-hidden /> },
];

export interface MessageEditorProps {
  /** Given by Form.Item, so the field's label names the text area. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** The bulk editor's rows: no preview under each text. */
  compact?: boolean;
  rows?: number;
  /** The variables the insert menu offers (variablesForIntegration): all by default. */
  variables?: readonly FlowVariable[];
}

/**
 * A flow message: the text as the messenger receives it (WhatsApp marks, `{variable}` markers; see
 * messageText.ts), a toolbar for the three allowed formats and for inserting a variable at the cursor,
 * paste cleaned by sanitizeMessage, a character count, unknown markers named before saving, and a live
 * preview with sample values. A plain text area rather than a rich one: the stored text is what is
 * edited, so nothing is lost or added between the editor and the messenger.
 */
export function MessageEditor({ id, value = '', onChange, compact = false, rows = 6, variables = FLOW_VARIABLES, ...aria }: MessageEditorProps) {
  const t = useTranslate();
  const ownId = useId();
  const countId = `${ownId}-count`;
  const unknownId = `${ownId}-unknown`;
  const container = useRef<HTMLDivElement>(null);
  const pendingSelection = useRef<TextEdit | null>(null);

  const textArea = () => container.current?.querySelector('textarea') ?? null;

  // Puts the cursor back where the edit left it once the new text is on screen.
  useLayoutEffect(() => {
    const edit = pendingSelection.current;
    const element = textArea();
    if (!edit || !element || element.value !== edit.text) return;
    pendingSelection.current = null;
    element.focus();
    element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  }, [value]);

  const edit = (change: (text: string, start: number, end: number) => TextEdit) => {
    const element = textArea();
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = change(value, start, end);
    pendingSelection.current = next;
    onChange?.(next.text);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = event.clipboardData.getData('text/html');
    const clean = html ? sanitizeMessage(html, 'html') : sanitizeMessage(event.clipboardData.getData('text/plain'), 'text');
    event.preventDefault();
    edit((text, start, end) => insertText(text, start, end, clean));
  };

  const length = value.trim().length;
  const unknown = unknownVariables(value);
  const describedBy = [aria['aria-describedby'], countId, unknown.length > 0 ? unknownId : null].filter(Boolean).join(' ');

  return (
    <div ref={container}>
      <Flex role="toolbar" aria-label={t(messages.toolbar)} wrap gap={4} style={{ marginBottom: 6 }}>
        {FORMAT_BUTTONS.map(({ format, label, icon }) => (
          <Tooltip key={format} title={t(label)}>
            <Button icon={icon} aria-label={t(label)} onClick={() => edit((text, start, end) => applyFormat(text, start, end, format))} />
          </Tooltip>
        ))}
        <Dropdown
          trigger={['click']}
          menu={{
            items: variables.map((name) => ({
              key: name,
              label: (
                <Flex gap={8} justify="space-between">
                  <span>{t(VARIABLE_LABELS[name])}</span>
                  <code>{variableMarker(name)}</code>
                </Flex>
              ),
            })),
            onClick: ({ key }) => {
              if (isFlowVariable(key)) edit((text, start, end) => insertText(text, start, end, variableMarker(key)));
            },
            style: { maxHeight: 320, overflowY: 'auto' },
          }}
        >
          <Button>
            {t(messages.insertVariable)}
            <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      </Flex>
      <TextArea
        id={id}
        value={value}
        rows={rows}
        autoSize={{ minRows: rows, maxRows: 18 }}
        onChange={(event) => onChange?.(event.target.value)}
        onPaste={onPaste}
        aria-label={aria['aria-label']}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        status={length > FLOW_CONTENT_MAX_LENGTH || unknown.length > 0 ? 'warning' : undefined}
      />
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 4 }}>
        <Typography.Text id={unknownId} type="danger" role="status">
          {unknown.length > 0 ? t(messages.unknown, { names: unknown.map((name) => `{${name}}`).join(', ') }) : null}
        </Typography.Text>
        <Typography.Text id={countId} type={length > FLOW_CONTENT_MAX_LENGTH ? 'danger' : 'secondary'}>
          {t(messages.count, { count: length, max: FLOW_CONTENT_MAX_LENGTH })}
        </Typography.Text>
      </Flex>
      {compact ? null : <MessagePreview text={value} />}
    </div>
  );
}

/** The message as a client reads it: formats drawn, each known variable replaced by its sample value. */
export function MessagePreview({ text }: { text: string }) {
  const t = useTranslate();
  const headingId = useId();
  const segments = previewSegments(text);
  return (
    <section aria-labelledby={headingId} style={{ marginTop: 16 }}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {t(messages.preview)}
      </Typography.Title>
      <Typography.Text type="secondary">{t(messages.previewHint)}</Typography.Text>
      <div
        data-testid="message-preview"
        style={{ marginTop: 8, padding: '8px 12px', background: '#dcf8c6', color: '#111b21', borderRadius: 8, whiteSpace: 'pre-wrap', maxWidth: 480, overflowWrap: 'anywhere' }}
      >
        {segments.length === 0 ? t(messages.previewEmpty) : segments.map((segment, index) => <PreviewRun key={index} segment={segment} />)}
      </div>
    </section>
  );
}

function PreviewRun({ segment }: { segment: PreviewSegment }) {
  const t = useTranslate();
  let node: ReactNode = segment.text;
  if (segment.variable !== undefined) {
    node = isFlowVariable(segment.variable) ? (
      <span style={{ background: '#ffffffb3', borderRadius: 3 }}>{t(VARIABLE_SAMPLES[segment.variable])}</span>
    ) : (
      <span title={t(messages.unknownMarker)} style={{ color: '#a8071a', textDecoration: 'underline wavy' }}>
        {segment.text}
      </span>
    );
  }
  if (segment.strike) node = <s>{node}</s>;
  if (segment.italic) node = <em>{node}</em>;
  if (segment.bold) node = <strong>{node}</strong>;
  return <>{node}</>;
}
