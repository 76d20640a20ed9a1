import { useRef, useState, type ChangeEvent } from 'react';
import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_MAX_MB, newsImageTypeOf } from '@cabinet/api/admin';
import { Button, Flex, Typography, useDescribeError } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useUploadNewsImageMutation } from '../../api/news';

const messages = {
  upload: /*i18n*/ { id: 'admin.news.image.upload', message: 'Upload an image' },
  uploadNamed: /*i18n*/ { id: 'admin.news.image.uploadNamed', message: 'Upload an image: {field}' },
  uploaded: /*i18n*/ { id: 'admin.news.image.uploaded', message: 'The image is uploaded: {name}' },
  tooLarge: /*i18n*/ { id: 'admin.news.image.tooLarge', message: 'The image is larger than {mb} MB' },
  notImage: /*i18n*/ { id: 'admin.news.image.notImage', message: 'The file is not a PNG or JPG image' },
};

/** The API's refusals of an upload in the admin's words; the size one is said with its figure below. */
const UPLOAD_CODES = { NEWS_IMAGE_FORMAT: messages.notImage };

/**
 * A news image: its address, typed, or an image uploaded from the computer (PNG or JPG, at most
 * NEWS_IMAGE_MAX_MB), which the API keeps and gives the address of. The type is read from the file's first
 * bytes here as the API does, so a renamed file is refused before it is sent.
 */
export function NewsImageInput({ id, value, onChange, label }: { id?: string; value?: string; onChange?: (value: string) => void; label: string }) {
  const t = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const describe = useDescribeError(UPLOAD_CODES);
  const upload = useUploadNewsImageMutation({
    onSuccess: (image, file) => {
      onChange?.(image.url);
      setStatus({ kind: 'done', text: t(messages.uploaded, { name: file.name }) });
    },
    onError: async (error) => {
      const described = await describe(error);
      setStatus({ kind: 'error', text: described.body?.code === 'NEWS_IMAGE_TOO_LARGE' ? t(messages.tooLarge, { mb: NEWS_IMAGE_MAX_MB }) : described.message });
    },
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > NEWS_IMAGE_MAX_BYTES) return setStatus({ kind: 'error', text: t(messages.tooLarge, { mb: NEWS_IMAGE_MAX_MB }) });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (newsImageTypeOf(bytes) === null) return setStatus({ kind: 'error', text: t(messages.notImage) });
    setStatus(null);
    upload.mutate({ name: file.name, bytes });
  };
  return (
    <>
      <Flex gap={8} wrap>
        <Input id={id} type="url" maxLength={2048} value={value} onChange={(event) => onChange?.(event.target.value)} style={{ flex: '1 1 280px' }} />
        <Button onClick={() => picker.current?.click()} loading={upload.isPending} aria-label={t(messages.uploadNamed, { field: label })}>
          {t(messages.upload)}
        </Button>
        {/* Opened by the button; named too, since a checker (and a screen reader's forms list) may still find it. */}
        <input ref={picker} type="file" accept="image/png,image/jpeg" hidden tabIndex={-1} aria-label={t(messages.uploadNamed, { field: label })} onChange={(event) => void pick(event)} />
      </Flex>
      {status ? (
        <Typography.Text type={status.kind === 'error' ? 'danger' : 'success'} role={status.kind === 'error' ? 'alert' : 'status'} style={{ display: 'block', marginTop: 4 }}>
          {status.text}
        </Typography.Text>
      ) : null}
    </>
  );
}
