import { useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { Alert, Button, PageHeading, Surface, ContentSkeleton, toast, useDescribeError } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useCreatePartnerPromocodeMutation, usePartnerProgramme } from '../../api/payments';
import { partnerMessages } from '../promocodes/PartnerPromocodesScreen';

const messages = {
  ...partnerMessages,
  code: /*i18n*/ { id: 'partners.new.code', message: 'Your promo code' },
  help: /*i18n*/ { id: 'partners.new.help', message: '4 to 20 Latin letters, digits, hyphens or underscores' },
  format: /*i18n*/ { id: 'partners.new.format', message: 'Use 4 to 20 Latin letters, digits, hyphens or underscores' },
  taken: /*i18n*/ { id: 'partners.new.taken', message: 'This code is taken; choose another' },
  tooMany: /*i18n*/ { id: 'partners.new.tooMany', message: 'You have 10 promo codes already' },
  save: /*i18n*/ { id: 'partners.new.save', message: 'Create' },
  created: /*i18n*/ { id: 'partners.new.created', message: 'Promo code {code} created' },
  back: /*i18n*/ { id: 'partners.new.back', message: 'Back to your promo codes' },
};

const CODE = /^[A-Za-z0-9_-]{4,20}$/;

/** /partners/promocode: create a referral code (users with a payment). */
export function PartnerPromocodeScreen() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const programme = usePartnerProgramme();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const describe = useDescribeError({});
  const create = useCreatePartnerPromocodeMutation();

  const submit = async () => {
    const value = code.trim();
    if (!CODE.test(value)) return setError(t(messages.format));
    setError(null);
    try {
      const created = await create.mutateAsync({ code: value });
      toast.success(t(messages.created, { code: created.code }));
      links.navigate('partners.promocodes');
    } catch (failure) {
      const body = await readApiError(failure);
      const field = body?.fields?.code;
      setError(field === 'promocode.exists' ? t(messages.taken) : field === 'promocode.tooMany' ? t(messages.tooMany) : field ? t(messages.format) : (await describe(failure)).message);
    }
  };

  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="partners.promocodes">{t(messages.back)}</RouteLink>} />
      {programme.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
      {programme.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => programme.refetch()} retrying={programme.isFetching} /> : null}
      {programme.data && !programme.data.eligible ? <Alert type="info" showIcon message={t(messages.locked)} action={<RouteLink to="payments">{t(messages.toPayment)}</RouteLink>} /> : null}
      {programme.data?.eligible ? (
        <Surface style={{ maxWidth: 480 }}>
          <p>{t(messages.terms, { discount: programme.data.friendDiscountPercent, reward: programme.data.ownerRewardPercent })}</p>
          <Form layout="vertical" onFinish={() => void submit()}>
            <Form.Item label={t(messages.code)} htmlFor="partner-code" required validateStatus={error ? 'error' : undefined} help={error ?? t(messages.help)}>
              <Input id="partner-code" value={code} maxLength={20} autoComplete="off" onChange={(event) => setCode(event.target.value)} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t(messages.save)}
            </Button>
          </Form>
        </Surface>
      ) : null}
    </section>
  );
}
