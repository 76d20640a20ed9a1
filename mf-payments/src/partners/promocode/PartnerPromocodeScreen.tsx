import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { Alert, Button, PageHeading, Surface, ContentSkeleton, toast, useDescribeError } from '@cabinet/design/core';
import { Form, Input, type RuleMessageOf } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { textOf, useFieldRule, useFormFailure, type FieldCheck } from '@cabinet/toolkit/forms';
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

/* The code's rule, checked before sending as the API checks it, and the API's refusals of the code, in one wording. */
const checkCode: FieldCheck = (value) => (CODE.test(textOf(value).trim()) ? null : 'promocode.format');
const codeMessageOf: RuleMessageOf = (code) => ({ descriptor: code === 'promocode.exists' ? messages.taken : code === 'promocode.tooMany' ? messages.tooMany : messages.format });

/** /partners/promocode: create a referral code (users with a payment). */
export function PartnerPromocodeScreen() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const programme = usePartnerProgramme();
  const [form] = Form.useForm<{ code: string }>();
  const rule = useFieldRule(codeMessageOf);
  const failure = useFormFailure(form, useDescribeError({}), { messageOf: codeMessageOf });
  const create = useCreatePartnerPromocodeMutation({
    onMutate: failure.clear,
    onSuccess: (created) => {
      toast.success(t(messages.created, { code: created.code }));
      links.navigate('partners.promocodes');
    },
    onError: failure.show,
  });

  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="partners.promocodes">{t(messages.back)}</RouteLink>} />
      {programme.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
      {programme.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => programme.refetch()} retrying={programme.isFetching} /> : null}
      {programme.data && !programme.data.eligible ? <Alert type="info" showIcon title={t(messages.locked)} action={<RouteLink to="payments">{t(messages.toPayment)}</RouteLink>} /> : null}
      {programme.data?.eligible ? (
        <Surface style={{ maxWidth: 480 }}>
          <p>{t(messages.terms, { discount: programme.data.friendDiscountPercent, reward: programme.data.ownerRewardPercent })}</p>
          {failure.alert}
          <Form form={form} layout="vertical" noValidate onFinish={(values) => create.mutate({ code: textOf(values.code).trim() })}>
            <Form.Item name="code" label={t(messages.code)} required extra={t(messages.help)} rules={[rule(checkCode)]}>
              <Input maxLength={20} autoComplete="off" />
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
