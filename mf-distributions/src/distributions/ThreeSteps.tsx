import { RouteLink, useLinks } from '@cabinet/contracts';
import { Flex, Surface, Typography } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { NewMailingButton } from './NewMailingButton';

const messages = {
  heading: /*i18n*/ { id: 'distributions.empty.heading', message: 'Your first mailing in three steps' },
  intro: /*i18n*/ { id: 'distributions.empty.intro', message: 'Send one message to a list of clients: a promotion, a schedule change, a win-back offer. Messages are spread across the hours you allow, so your number stays safe.' },
  connect: /*i18n*/ { id: 'distributions.empty.connect', message: 'Connect a number' },
  connectHint: /*i18n*/ { id: 'distributions.empty.connectHint', message: 'Link the WhatsApp number (or a Telegram, MAX, SMS or WABA account) the messages go from.' },
  upload: /*i18n*/ { id: 'distributions.empty.upload', message: 'Upload a list' },
  uploadHint: /*i18n*/ { id: 'distributions.empty.uploadHint', message: 'A CSV or Excel file: names in the first column, phones in the second. Or pick your clients by filter.' },
  test: /*i18n*/ { id: 'distributions.empty.test', message: 'Send a test' },
  testHint: /*i18n*/ { id: 'distributions.empty.testHint', message: 'See the message on your own phone, check the plan, then start.' },
};

/**
 * What a new account sees on /distributions (the mass-mailing cabinet's empty state): the three steps,
 * each a link to where it is done.
 */
export function ThreeSteps() {
  const t = useTranslate();
  const links = useLinks();
  const steps = [
    { title: messages.connect, hint: messages.connectHint, link: links.href('accounts') ? <RouteLink to="accounts">{t(messages.connect)}</RouteLink> : null },
    { title: messages.upload, hint: messages.uploadHint, link: <RouteLink to="distributions.create" params={{ step: 'audience' }}>{t(messages.upload)}</RouteLink> },
    { title: messages.test, hint: messages.testHint, link: <RouteLink to="distributions.create">{t(messages.test)}</RouteLink> },
  ];
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t(messages.heading)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      <ol style={{ paddingInlineStart: 20 }}>
        {steps.map((step) => (
          <li key={step.title.id} style={{ marginBottom: 12 }}>
            <Typography.Text strong>{step.link ?? t(step.title)}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t(step.hint)}
            </Typography.Paragraph>
          </li>
        ))}
      </ol>
      <Flex>
        <NewMailingButton />
      </Flex>
    </Surface>
  );
}
