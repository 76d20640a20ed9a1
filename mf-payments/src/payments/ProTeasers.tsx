import { useSession } from '@cabinet/contracts';
import { Button, Surface } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/** The Pro plan (spec section 4: tariff 1). */
export const PRO_TARIFF = 1;

/**
 * The features the Pro plan unlocks (spec sections 2 and 4: review catcher, visit confirmation widget, chat
 * bots, blacklist, link shortener), by the key the User's `lockedFeatures` names them with.
 */
const PRO_TEASERS: ReadonlyArray<{ key: string; name: MessageDescriptor; about: MessageDescriptor }> = [
  {
    key: 'reviewWidget',
    name: /*i18n*/ { id: 'payments.pro.reviewWidget', message: 'Review catcher' },
    about: /*i18n*/ { id: 'payments.pro.reviewWidget.about', message: 'Happy clients are invited to review you on the maps; you hear about unhappy ones at once.' },
  },
  {
    key: 'confirmWidget',
    name: /*i18n*/ { id: 'payments.pro.confirmWidget', message: 'Visit confirmation widget' },
    about: /*i18n*/ { id: 'payments.pro.confirmWidget.about', message: 'Clients confirm or cancel their visit from the reminder, on a page you set up.' },
  },
  {
    key: 'chatbots',
    name: /*i18n*/ { id: 'payments.pro.chatbots', message: 'Confirmation chat bots' },
    about: /*i18n*/ { id: 'payments.pro.chatbots.about', message: 'Clients answer a reminder in the messenger, and the visit is confirmed or cancelled in your booking system.' },
  },
  {
    key: 'blacklist',
    name: /*i18n*/ { id: 'payments.pro.blacklist', message: 'Blacklist' },
    about: /*i18n*/ { id: 'payments.pro.blacklist.about', message: 'Numbers that must never receive your messages.' },
  },
  {
    key: 'shortLinks',
    name: /*i18n*/ { id: 'payments.pro.shortLinks', message: 'Link shortener' },
    about: /*i18n*/ { id: 'payments.pro.shortLinks.about', message: 'Short links in your messages, with their clicks counted.' },
  },
];

const messages = {
  title: /*i18n*/ { id: 'payments.pro.title', message: 'With the Pro plan you also get' },
  choose: /*i18n*/ { id: 'payments.pro.choose', message: 'Choose the Pro plan' },
};

/**
 * The payment page's teasers of what is locked to the Pro plan for this user (the API's `lockedFeatures`);
 * nothing when none is locked, or the host does not sell Pro.
 */
export function ProTeasers({ onChoose }: { onChoose: (() => void) | null }) {
  const t = useTranslate();
  const session = useSession();
  const locked = session.status === 'authenticated' ? PRO_TEASERS.filter((teaser) => session.user.lockedFeatures.includes(teaser.key)) : [];
  if (locked.length === 0 || onChoose === null) return null;
  return (
    <Surface style={{ flex: '1 1 300px', maxWidth: 420 }}>
      <section aria-labelledby="payments-pro-teasers">
        <h2 id="payments-pro-teasers" style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.title)}
        </h2>
        <ul style={{ paddingInlineStart: 20, margin: '0 0 16px' }}>
          {locked.map((teaser) => (
            <li key={teaser.key} style={{ marginBottom: 8 }}>
              <strong>{t(teaser.name)}</strong>
              <div>{t(teaser.about)}</div>
            </li>
          ))}
        </ul>
        <Button type="primary" onClick={onChoose}>
          {t(messages.choose)}
        </Button>
      </section>
    </Surface>
  );
}
