import type { FlowVariable } from '@cabinet/api/flows';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The human name of each message variable (spec section 3), as the insert menu lists it. */
export const VARIABLE_LABELS: Record<FlowVariable, MessageDescriptor> = {
  recordDate: /*i18n*/ { id: 'toolkit.variable.recordDate', message: 'Visit date' },
  recordTime: /*i18n*/ { id: 'toolkit.variable.recordTime', message: 'Visit time' },
  recordForm: /*i18n*/ { id: 'toolkit.variable.recordForm', message: 'Link to the booking' },
  clientName: /*i18n*/ { id: 'toolkit.variable.clientName', message: 'Client name' },
  clientPhone: /*i18n*/ { id: 'toolkit.variable.clientPhone', message: 'Client phone' },
  masterName: /*i18n*/ { id: 'toolkit.variable.masterName', message: 'Master name' },
  serviceTitle: /*i18n*/ { id: 'toolkit.variable.serviceTitle', message: 'Service' },
  reviewForm: /*i18n*/ { id: 'toolkit.variable.reviewForm', message: 'Link to the review form' },
  ignoreLink: /*i18n*/ { id: 'toolkit.variable.ignoreLink', message: 'Unsubscribe link' },
  paymentLink: /*i18n*/ { id: 'toolkit.variable.paymentLink', message: 'Payment link' },
  orderNum: /*i18n*/ { id: 'toolkit.variable.orderNum', message: 'Order number' },
  orderSum: /*i18n*/ { id: 'toolkit.variable.orderSum', message: 'Order total' },
  orderStatus: /*i18n*/ { id: 'toolkit.variable.orderStatus', message: 'Order status' },
  orderAddress: /*i18n*/ { id: 'toolkit.variable.orderAddress', message: 'Delivery address' },
  companyName: /*i18n*/ { id: 'toolkit.variable.companyName', message: 'Company name' },
  companyAddress: /*i18n*/ { id: 'toolkit.variable.companyAddress', message: 'Company address' },
  companyPhone: /*i18n*/ { id: 'toolkit.variable.companyPhone', message: 'Company phone' },
  confirmLink: /*i18n*/ { id: 'toolkit.variable.confirmLink', message: 'Visit confirmation link' },
  cancelLink: /*i18n*/ { id: 'toolkit.variable.cancelLink', message: 'Visit cancellation link' },
};

/**
 * What the preview shows for each variable: a plausible value in the user's language, so the owner reads
 * the message as a client would.
 */
export const VARIABLE_SAMPLES: Record<FlowVariable, MessageDescriptor> = {
  recordDate: /*i18n*/ { id: 'toolkit.variable.sample.recordDate', message: 'March 14' },
  recordTime: /*i18n*/ { id: 'toolkit.variable.sample.recordTime', message: '15:30' },
  recordForm: /*i18n*/ { id: 'toolkit.variable.sample.recordForm', message: 'https://book.example/r/48213' },
  clientName: /*i18n*/ { id: 'toolkit.variable.sample.clientName', message: 'Anna' },
  clientPhone: /*i18n*/ { id: 'toolkit.variable.sample.clientPhone', message: '+7 900 123-45-67' },
  masterName: /*i18n*/ { id: 'toolkit.variable.sample.masterName', message: 'Maria' },
  serviceTitle: /*i18n*/ { id: 'toolkit.variable.sample.serviceTitle', message: 'Haircut' },
  reviewForm: /*i18n*/ { id: 'toolkit.variable.sample.reviewForm', message: 'https://review.example/r/48213' },
  ignoreLink: /*i18n*/ { id: 'toolkit.variable.sample.ignoreLink', message: 'https://cabinet.example/il/…' },
  paymentLink: /*i18n*/ { id: 'toolkit.variable.sample.paymentLink', message: 'https://pay.example/p/48213' },
  orderNum: /*i18n*/ { id: 'toolkit.variable.sample.orderNum', message: '1024' },
  orderSum: /*i18n*/ { id: 'toolkit.variable.sample.orderSum', message: '2 450 ₽' },
  orderStatus: /*i18n*/ { id: 'toolkit.variable.sample.orderStatus', message: 'On the way' },
  orderAddress: /*i18n*/ { id: 'toolkit.variable.sample.orderAddress', message: '12 Garden Street, flat 5' },
  companyName: /*i18n*/ { id: 'toolkit.variable.sample.companyName', message: 'Beauty Studio' },
  companyAddress: /*i18n*/ { id: 'toolkit.variable.sample.companyAddress', message: '1 Main Street' },
  companyPhone: /*i18n*/ { id: 'toolkit.variable.sample.companyPhone', message: '+7 900 765-43-21' },
  confirmLink: /*i18n*/ { id: 'toolkit.variable.sample.confirmLink', message: 'https://cabinet.example/c/48213' },
  cancelLink: /*i18n*/ { id: 'toolkit.variable.sample.cancelLink', message: 'https://cabinet.example/x/48213' },
};
