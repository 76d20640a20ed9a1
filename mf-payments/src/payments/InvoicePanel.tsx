import { useState } from 'react';
import type { PaymentConfigInput, PaymentProvider } from '@cabinet/api/payments';
import { Alert, Button, Flex, Typography } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { useBankInvoiceMutation, useKzInvoiceMutation, usePayerInfoMutation } from '../api/payments';

const messages = {
  bankTitle: /*i18n*/ { id: 'payments.invoice.bank.title', message: 'Pay by bank invoice' },
  kzTitle: /*i18n*/ { id: 'payments.invoice.kz.title', message: 'Request an invoice' },
  inn: /*i18n*/ { id: 'payments.invoice.inn', message: 'INN' },
  find: /*i18n*/ { id: 'payments.invoice.find', message: 'Find the company' },
  name: /*i18n*/ { id: 'payments.invoice.name', message: 'Payer' },
  kpp: /*i18n*/ { id: 'payments.invoice.kpp', message: 'KPP' },
  notFound: /*i18n*/ { id: 'payments.invoice.notFound', message: 'Company info not found' },
  innInvalid: /*i18n*/ { id: 'payments.invoice.innInvalid', message: 'An INN has 10 or 12 digits' },
  create: /*i18n*/ { id: 'payments.invoice.create', message: 'Get the invoice' },
  download: /*i18n*/ { id: 'payments.invoice.download', message: 'Download invoice {number} (PDF)' },
  failed: /*i18n*/ { id: 'payments.invoice.failed', message: 'An error occurred while requesting an invoice' },
  sent: /*i18n*/ { id: 'payments.invoice.sent', message: 'Invoice request was successfully sent!' },
  company: /*i18n*/ { id: 'payments.invoice.company', message: 'Company name' },
  bin: /*i18n*/ { id: 'payments.invoice.bin', message: 'BIN' },
  email: /*i18n*/ { id: 'payments.invoice.email', message: 'E-mail for the invoice' },
  needsChoice: /*i18n*/ { id: 'payments.invoice.needsChoice', message: 'Choose what to pay for and agree to the terms first.' },
};

/** The invoices of section 7: a bank invoice (PDF) for the widget provider's countries, an invoice request for Kazakhstan. */
export function InvoicePanel({ provider, config, agreed }: { provider: PaymentProvider; config: PaymentConfigInput | null; agreed: boolean }) {
  if (provider === 'YoomoneyPay') return <BankInvoice config={config} agreed={agreed} />;
  if (provider === 'Paybox') return <KzInvoice config={config} agreed={agreed} />;
  return null;
}

function Field({ id, label, value, onChange, readOnly }: { id: string; label: string; value: string; onChange?: (value: string) => void; readOnly?: boolean }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>{label}</label>
      <Input id={id} value={value} readOnly={readOnly} onChange={(event) => onChange?.(event.target.value)} />
    </Flex>
  );
}

function BankInvoice({ config, agreed }: { config: PaymentConfigInput | null; agreed: boolean }) {
  const t = useTranslate();
  const [inn, setInn] = useState('');
  const [payer, setPayer] = useState<{ name: string; kpp: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const find = usePayerInfoMutation();
  const create = useBankInvoiceMutation();
  const lookUp = async () => {
    setMessage(null);
    setPayer(null);
    if (!/^(\d{10}|\d{12})$/.test(inn.trim())) return setMessage(t(messages.innInvalid));
    try {
      const found = await find.mutateAsync(inn.trim());
      setPayer({ name: found.name, kpp: found.kpp });
    } catch {
      setMessage(t(messages.notFound));
    }
  };
  const invoice = async () => {
    setMessage(null);
    if (!config || !agreed || !payer) return setMessage(t(messages.needsChoice));
    try {
      await create.mutateAsync({ paymentConfig: config, payer: { inn: inn.trim(), ...payer } });
    } catch {
      setMessage(t(messages.failed));
    }
  };
  return (
    <section aria-labelledby="bank-invoice-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="bank-invoice-title" style={{ fontSize: 18 }}>
        {t(messages.bankTitle)}
      </Typography.Title>
      <Flex vertical gap={12} style={{ maxWidth: 420 }}>
        <Flex gap={8} align="flex-end">
          <Field id="invoice-inn" label={t(messages.inn)} value={inn} onChange={setInn} />
          <Button onClick={() => void lookUp()} loading={find.isPending}>
            {t(messages.find)}
          </Button>
        </Flex>
        {payer ? (
          <>
            <Field id="invoice-name" label={t(messages.name)} value={payer.name} onChange={(name) => setPayer({ ...payer, name })} />
            <Field id="invoice-kpp" label={t(messages.kpp)} value={payer.kpp} onChange={(kpp) => setPayer({ ...payer, kpp })} />
            <Button onClick={() => void invoice()} loading={create.isPending}>
              {t(messages.create)}
            </Button>
          </>
        ) : null}
        {message ? <Alert type="error" showIcon role="alert" title={message} /> : null}
        {create.data ? (
          <Typography.Link href={create.data.pdfUrl} download>
            {t(messages.download, { number: create.data.number })}
          </Typography.Link>
        ) : null}
      </Flex>
    </section>
  );
}

function KzInvoice({ config, agreed }: { config: PaymentConfigInput | null; agreed: boolean }) {
  const t = useTranslate();
  const [company, setCompany] = useState({ companyName: '', bin: '', email: '' });
  const [result, setResult] = useState<'sent' | 'failed' | 'needsChoice' | null>(null);
  const request = useKzInvoiceMutation();
  const submit = async () => {
    if (!config || !agreed) return setResult('needsChoice');
    try {
      await request.mutateAsync({ paymentConfig: config, ...company });
      setResult('sent');
    } catch {
      setResult('failed');
    }
  };
  return (
    <section aria-labelledby="kz-invoice-title" style={{ marginTop: 32 }}>
      <Typography.Title level={2} id="kz-invoice-title" style={{ fontSize: 18 }}>
        {t(messages.kzTitle)}
      </Typography.Title>
      <Flex vertical gap={12} style={{ maxWidth: 420 }}>
        <Field id="kz-company" label={t(messages.company)} value={company.companyName} onChange={(companyName) => setCompany({ ...company, companyName })} />
        <Field id="kz-bin" label={t(messages.bin)} value={company.bin} onChange={(bin) => setCompany({ ...company, bin })} />
        <Field id="kz-email" label={t(messages.email)} value={company.email} onChange={(email) => setCompany({ ...company, email })} />
        <Button onClick={() => void submit()} loading={request.isPending}>
          {t(messages.kzTitle)}
        </Button>
        {result === 'sent' ? <Alert type="success" showIcon role="status" title={t(messages.sent)} /> : null}
        {result === 'failed' ? <Alert type="error" showIcon role="alert" title={t(messages.failed)} /> : null}
        {result === 'needsChoice' ? <Alert type="warning" showIcon role="alert" title={t(messages.needsChoice)} /> : null}
      </Flex>
    </section>
  );
}
