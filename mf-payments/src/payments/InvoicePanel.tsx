import type { PaymentConfigInput, PaymentProvider } from '@cabinet/api/payments';

/** The invoices (bank invoice for Russia, the Kazakhstan invoice): filled in by the next commit. */
export function InvoicePanel(_props: { provider: PaymentProvider; config: PaymentConfigInput | null; agreed: boolean }) {
  return null;
}
