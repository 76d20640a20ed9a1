import { PageHeading, Typography } from '@cabinet/design/core';
import { Card } from '@cabinet/design/data';
import { BulbOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { useShell } from '../ShellContext';

const messages = {
  title: /*i18n*/ { id: 'shell.ideas.title', message: 'Ideas' },
  body: /*i18n*/ {
    id: 'shell.ideas.body',
    message: 'What would make the cabinet better for your business? Our knowledge base collects ideas and shows which ones are planned.',
  },
  open: /*i18n*/ { id: 'shell.ideas.open', message: 'Suggest an idea' },
};

/**
 * /ideas (shell-owned, spec section 2). Not shown in the spec beyond its name:
 * a page that sends users to the ideas board in the knowledge base.
 */
export function IdeasPage() {
  const { host } = useShell();
  const t = useTranslate();
  return (
    <section>
      <PageHeading title={t(messages.title)} />
      <Card>
        <Typography.Paragraph>
          <BulbOutlined aria-hidden /> {t(messages.body)}
        </Typography.Paragraph>
        <Typography.Link href={`${host.links.knowledgeBase}ideas`} target="_blank" rel="noreferrer">
          {t(messages.open)}
        </Typography.Link>
      </Card>
    </section>
  );
}
