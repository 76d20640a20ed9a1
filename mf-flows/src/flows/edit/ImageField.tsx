import { useId, type ChangeEvent } from 'react';
import { checkImage, FLOW_IMAGE_EXTENSIONS, type FlowImage } from '@cabinet/api/flows';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { DeleteOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { flowRuleMessage } from '../../shared/flowRuleMessages';

const messages = {
  remove: /*i18n*/ { id: 'flows.edit.image.remove', message: 'Remove the image' },
  none: /*i18n*/ { id: 'flows.edit.image.none', message: 'No image' },
  preview: /*i18n*/ { id: 'flows.edit.image.preview', message: 'The image sent with the message: {fileName}' },
};

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The flow's image, read into a data URL with its file name (the API's shape). The chosen file is kept
 * even when a rule refuses it, and the refusal shows at once: the user sees what they chose and why it
 * cannot be sent, and save refuses it again.
 */
export function ImageField({
  id,
  value,
  onChange,
  showRefusal = true,
}: {
  id?: string;
  value?: FlowImage | null;
  onChange?: (image: FlowImage | null) => void;
  /** False while the form shows the refusal at the field itself (after a save). */
  showRefusal?: boolean;
}) {
  const t = useTranslate();
  const ownId = useId();
  const inputId = id ?? ownId;
  const refusal = value ? checkImage(value) : null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onChange?.({ fileName: file.name, dataUrl: await readDataUrl(file) });
  };

  const refusalText = refusal ? t(flowRuleMessage(refusal).descriptor, flowRuleMessage(refusal).values) : null;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <input
          id={inputId}
          type="file"
          accept={FLOW_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => void onFile(event)}
        />
        {value ? (
          <Button icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(null)}>
            {t(messages.remove)}
          </Button>
        ) : null}
      </Flex>
      {value ? (
        <Flex gap={12} align="center">
          {refusal ? null : (
            <img src={value.dataUrl} alt={t(messages.preview, { fileName: value.fileName })} style={{ maxWidth: 160, maxHeight: 120, borderRadius: 4 }} />
          )}
          <Typography.Text>{value.fileName}</Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t(messages.none)}</Typography.Text>
      )}
      {refusalText && showRefusal ? (
        <Typography.Text type="danger" role="alert">
          {refusalText}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
