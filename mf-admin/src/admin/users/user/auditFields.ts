import type { MessageDescriptor } from '@cabinet/i18n';

/*
 * Each field an audit entry names, by the label the form that changes it gives it (the user form, the lead info,
 * the payment form, the promo code form): the trail showed the stored names (availableMessagesCount).
 * A field the API adds later shows by its stored name rather than not at all.
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  // The user form (UserForm.tsx): the same ids, so the same words.
  email: /*i18n*/ { id: 'admin.user.form.email', message: 'E-mail' },
  phone: /*i18n*/ { id: 'admin.user.form.phone', message: 'Phone' },
  fullName: /*i18n*/ { id: 'admin.user.form.fullName', message: 'Full name' },
  countryId: /*i18n*/ { id: 'admin.user.form.countryId', message: 'Country id' },
  chatApiInstanceLimit: /*i18n*/ { id: 'admin.user.form.instanceLimit', message: 'WhatsApp and MAX accounts allowed' },
  availableAiReviewsCount: /*i18n*/ { id: 'admin.user.form.aiReviews', message: 'AI review ratings left' },
  availableMessagesCount: /*i18n*/ { id: 'admin.user.form.messagesLeft', message: 'Messages left' },
  // The lead info (LeadInfoSection.tsx).
  firstLineManagerId: /*i18n*/ { id: 'admin.user.lead.first', message: 'First-line manager' },
  secondLineManagerId: /*i18n*/ { id: 'admin.user.lead.second', message: 'Second-line manager' },
  // A payment (AddPayForm.tsx and the payments' columns).
  amount: /*i18n*/ { id: 'admin.user.addPay.amount', message: 'Amount' },
  currency: /*i18n*/ { id: 'admin.user.addPay.currency', message: 'Currency' },
  tariff: /*i18n*/ { id: 'admin.user.addPay.tariff', message: 'Tariff code' },
  success: /*i18n*/ { id: 'admin.user.pays.paid', message: 'Paid' },
  managerId: /*i18n*/ { id: 'admin.user.addPay.manager', message: 'Manager' },
  payDestinationId: /*i18n*/ { id: 'admin.user.addPay.destination', message: 'Pay destination' },
  comment: /*i18n*/ { id: 'admin.user.addPay.comment', message: 'Comment' },
  provider: /*i18n*/ { id: 'admin.user.pays.column.provider', message: 'Provider' },
  paymentDayUnixTime: /*i18n*/ { id: 'admin.user.pays.column.day', message: 'Payment day' },
  reason: /*i18n*/ { id: 'admin.user.audit.field.reason', message: 'Refusal reason' },
  dateBeginUnixTime: /*i18n*/ { id: 'admin.user.audit.field.dateBegin', message: 'Paid from' },
  dateEndUnixTime: /*i18n*/ { id: 'admin.user.audit.field.dateEnd', message: 'Paid up to' },
  createdDateUnixTime: /*i18n*/ { id: 'admin.user.audit.field.createdDate', message: 'Recorded' },
  lastDateNotifyUnixTime: /*i18n*/ { id: 'admin.user.audit.field.lastDateNotify', message: 'Last payment reminder' },
  isFree: /*i18n*/ { id: 'admin.user.audit.field.isFree', message: 'Free' },
  isAutoPay: /*i18n*/ { id: 'admin.user.audit.field.isAutoPay', message: 'Auto-pay' },
  instanceIds: /*i18n*/ { id: 'admin.user.audit.field.instanceIds', message: 'WhatsApp and MAX accounts paid for' },
  internalYclientsCompaniesIds: /*i18n*/ { id: 'admin.user.audit.field.companies', message: 'Companies paid for' },
  iikoOrganizationsIds: /*i18n*/ { id: 'admin.user.audit.field.iikoOrganizations', message: 'iiko organisations paid for' },
  medFlexLpuIds: /*i18n*/ { id: 'admin.user.audit.field.medFlexLpus', message: 'MedFlex clinics paid for' },
  paidYclientsCompaniesWithMastersCount: /*i18n*/ { id: 'admin.user.audit.field.companiesWithMasters', message: 'Companies paid for with their staff' },
  paymentId: /*i18n*/ { id: 'admin.user.audit.field.paymentId', message: 'Provider’s payment id' },
  orderId: /*i18n*/ { id: 'admin.user.audit.field.orderId', message: 'Order' },
  yoomoneySubscriptionId: /*i18n*/ { id: 'admin.user.audit.field.yoomoneySubscription', message: 'YooMoney subscription' },
  promocode: /*i18n*/ { id: 'admin.user.audit.field.promocode', message: 'Promo code' },
  id: /*i18n*/ { id: 'admin.user.audit.field.id', message: 'Id' },
  userId: /*i18n*/ { id: 'admin.user.audit.field.userId', message: 'User' },
  version: /*i18n*/ { id: 'admin.user.audit.field.version', message: 'Version' },
  // A promo code the user owns (PromocodeForm.tsx's labels).
  code: /*i18n*/ { id: 'admin.user.audit.field.code', message: 'Code' },
  kind: /*i18n*/ { id: 'admin.user.audit.field.kind', message: 'Kind' },
  discountPercent: /*i18n*/ { id: 'admin.user.audit.field.discountPercent', message: 'Discount, %' },
  paymentCount: /*i18n*/ { id: 'admin.user.audit.field.paymentCount', message: 'Payments in all' },
  paymentsCountByUser: /*i18n*/ { id: 'admin.user.audit.field.paymentsCountByUser', message: 'Payments per user' },
  expireDate: /*i18n*/ { id: 'admin.user.audit.field.expireDate', message: 'Valid until' },
  availableTariffTypes: /*i18n*/ { id: 'admin.user.audit.field.availableTariffTypes', message: 'Tariff codes' },
  minimalUserPayments: /*i18n*/ { id: 'admin.user.audit.field.minimalUserPayments', message: 'Payments made before, at least' },
  maxUserPayments: /*i18n*/ { id: 'admin.user.audit.field.maxUserPayments', message: 'Payments made before, at most' },
  forNetworkCompanies: /*i18n*/ { id: 'admin.user.audit.field.forNetworkCompanies', message: 'Only for networks' },
  rewardSumOwner: /*i18n*/ { id: 'admin.user.audit.field.rewardSumOwner', message: 'Owner’s reward, USD' },
  rewardPercentOwner: /*i18n*/ { id: 'admin.user.audit.field.rewardPercentOwner', message: 'Owner’s reward, %' },
  active: /*i18n*/ { id: 'admin.user.audit.field.active', message: 'Active' },
};

export const AUDIT_VALUE_WORDS = {
  yes: /*i18n*/ { id: 'admin.user.audit.value.yes', message: 'yes' },
  no: /*i18n*/ { id: 'admin.user.audit.value.no', message: 'no' },
};

export function auditFieldLabel(field: string): MessageDescriptor | undefined {
  return Object.hasOwn(AUDIT_FIELD_LABELS, field) ? AUDIT_FIELD_LABELS[field] : undefined;
}
