import { z } from 'zod';
import { fillPath } from '@cabinet/api/contract';
import { bankInvoiceRequestSchema, bankInvoiceSchema, kzInvoiceRequestSchema, payerInfoRequestSchema, payerSchema, PAYMENTS_PATHS } from '@cabinet/api/payments';
import type { AppContext } from '../platform/AppContext';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { invoiceIdOf, invoicePdf } from './invoices';
import { NOT_YOURS, PROMO_ERRORS } from './routeDocs';
import type { PaymentsService } from './service';

const tokenParams = z.object({ token: z.string() });

/** Invoices: the bank invoice (a PDF by a signed link) and the Kazakhstan invoice request. */
export function invoiceRoutes(ctx: AppContext, service: PaymentsService): Route[] {
  const { db } = ctx;
  return [
    route({
      method: 'POST',
      path: PAYMENTS_PATHS.bankPayerInfo,
      access: 'user',
      summary: 'The payer of a bank invoice by INN: name and KPP',
      body: payerInfoRequestSchema,
      responses: { 200: { description: 'The payer', schema: payerSchema } },
      errors: { 404: 'PAYER_NOT_FOUND: no company with this INN', 503: 'PAYMENT_PROVIDER_FAILED: no payer directory configured' },
      handler: ({ body }) => service.findPayer(body().Inn),
    }),
    route({
      method: 'POST',
      path: PAYMENTS_PATHS.bankCreatePayment,
      access: 'user',
      summary: 'A bank invoice for the payment configuration, as a PDF',
      description: 'Priced as PaymentInfo prices it (in roubles); paid by bank transfer, which the team records.',
      body: bankInvoiceRequestSchema,
      responses: { 200: { description: 'The invoice file', schema: bankInvoiceSchema } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      async handler({ caller, body }) {
        const { paymentConfig, payer } = body();
        const invoice = await service.bankInvoice(caller, paymentConfig, payer);
        return { number: invoice.number, pdfUrl: `${ctx.config.publicUrl}/${fillPath(PAYMENTS_PATHS.bankInvoicePdf, { token: invoice.token })}` };
      },
    }),
    route({
      method: 'GET',
      path: PAYMENTS_PATHS.bankInvoicePdf,
      access: 'guest',
      summary: 'A bank invoice\'s PDF, by its signed link',
      params: tokenParams,
      responses: { 200: { description: 'The PDF', contentType: 'application/pdf' } },
      errors: { 404: 'PAYMENT_NOT_FOUND' },
      async handler({ params, reply }) {
        const id = invoiceIdOf(params().token, service.linkSecret);
        if (!id) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such invoice');
        const bytes = await invoicePdf(db, id);
        return reply.type('application/pdf').header('content-disposition', 'attachment; filename="invoice.pdf"').send(Buffer.from(bytes));
      },
    }),
    route({
      method: 'POST',
      path: PAYMENTS_PATHS.requestInvoice,
      access: 'user',
      summary: 'Request an invoice (Kazakhstan): the team sends it to the e-mail given',
      body: kzInvoiceRequestSchema,
      responses: { 204: { description: 'Requested' } },
      errors: { 400: PROMO_ERRORS, ...NOT_YOURS },
      async handler({ caller, body, reply }) {
        const { paymentConfig, ...company } = body();
        await service.kzInvoice(caller, paymentConfig, company);
        return reply.code(204).send();
      },
    }),
  ];
}
