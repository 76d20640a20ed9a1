import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Typography, Waiting } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';
import { useCreateIgnoreLinkMutation } from '../../api/blacklist';
import { CopyButton } from '../../shared/CopyButton';
import { useDescribeBlacklistError } from './blacklistErrors';

const messages = {
  title: /*i18n*/ { id: 'flows.blacklist.link.title', message: 'Personal link of {phone}' },
  body: /*i18n*/ {
    id: 'flows.blacklist.link.body',
    message: 'Send this link to the client. On its page they see whether they receive your messages and can opt out or back in themselves.',
  },
  copy: /*i18n*/ { id: 'flows.blacklist.link.copy', message: 'Copy the link' },
  copied: /*i18n*/ { id: 'flows.blacklist.link.copied', message: 'Copied' },
  copyFailed: /*i18n*/ { id: 'flows.blacklist.link.copyFailed', message: 'The browser did not allow copying: select the link and copy it by hand' },
  making: /*i18n*/ { id: 'flows.blacklist.link.making', message: 'Making the link…' },
  failed: /*i18n*/ { id: 'flows.blacklist.link.failed', message: 'The link could not be made' },
  close: /*i18n*/ { id: 'flows.blacklist.link.close', message: 'Close' },
};

/** The opt-out link of one client phone (what {ignoreLink} becomes in that client's messages), ready to copy. */
export function IgnoreLinkModal({ phone, onClose }: { phone: string; onClose: () => void }) {
  const t = useTranslate();
  const describe = useDescribeBlacklistError();
  const [failure, setFailure] = useState<string | null>(null);
  const link = useCreateIgnoreLinkMutation({ onError: async (error) => setFailure((await describe(error)).message) });
  const { mutate } = link;
  useEffect(() => mutate(phone), [mutate, phone]);

  const address = link.data ? new URL(link.data.path, window.location.origin).href : null;
  return (
    <Modal
      open
      title={t(messages.title, { phone })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t(messages.close)}</Button>}
      destroyOnHidden
    >
      <p>{t(messages.body)}</p>
      {address ? (
        <Flex align="flex-start" gap={4}>
          <Typography.Paragraph code style={{ wordBreak: 'break-all', margin: 0 }}>
            {address}
          </Typography.Paragraph>
          <CopyButton text={address} label={t(messages.copy)} copied={t(messages.copied)} failed={t(messages.copyFailed)} />
        </Flex>
      ) : failure !== null ? (
        <Alert type="error" showIcon role="alert" title={t(messages.failed)} description={failure} />
      ) : (
        <Waiting label={t(messages.making)} />
      )}
    </Modal>
  );
}
