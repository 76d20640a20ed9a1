import { useLinks } from '@cabinet/contracts';
import { Button } from '@cabinet/design/core';
import { PlusOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  newMailing: /*i18n*/ { id: 'distributions.list.new', message: 'New mailing' },
};

/** "New mailing": the first step of the wizard, where the host has it. */
export function NewMailingButton() {
  const t = useTranslate();
  const links = useLinks();
  const href = links.href('distributions.create');
  if (!href) return null;
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} href={href} onClick={(event) => { event.preventDefault(); links.navigate('distributions.create'); }}>
      {t(messages.newMailing)}
    </Button>
  );
}
