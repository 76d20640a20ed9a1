import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { PageHeading } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { PromocodeForm } from './PromocodeForm';

const messages = {
  back: /*i18n*/ { id: 'admin.promocodes.create.back', message: 'All promo codes' },
  intro: /*i18n*/ { id: 'admin.promocodes.create.intro', message: 'A discount payers enter on the payment page. Leave a limit empty for none.' },
};

/** /admin/promocodes/create (super-admins only: the shell routes no one else here, the API refuses them 403). */
export function PromocodeCreateScreen() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="admin.promocodes">{t(messages.back)}</RouteLink>} />
      <p>{t(messages.intro)}</p>
      <PromocodeForm onDone={(saved) => links.navigate('admin.promocodes', undefined, saved ? { search: `?search=${encodeURIComponent(saved.code)}` } : undefined)} />
    </section>
  );
}
