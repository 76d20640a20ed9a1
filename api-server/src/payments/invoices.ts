import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { Payer, PaymentConfig } from '@cabinet/api/payments';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { TARIFF_NAMES_RU } from './tariffNames';
import type { Quote } from './data';

/**
 * Bank invoices (TinkoffPay in section 7): the payer found by INN, then a PDF invoice the cabinet makes
 * itself. The payer directory is an interface: outside production a development directory answers every
 * well-formed INN with a company of its own (a legal entity for 10 digits, with a KPP; an individual
 * entrepreneur for 12), so the whole path runs here; production has none configured yet and answers 503.
 */
export interface PayerDirectory {
  find(inn: string): Promise<Payer | null>;
}

export const developmentPayerDirectory: PayerDirectory = {
  async find(inn) {
    if (inn.startsWith('0000')) return null;
    return inn.length === 10 ? { inn, name: `ООО «Салон ${inn.slice(-4)}»`, kpp: `${inn.slice(0, 4)}01001` } : { inn, name: `ИП Салон ${inn.slice(-4)}`, kpp: '' };
  },
};

export async function createInvoice(q: Queryable, userId: string, kind: 'bank' | 'kazakhstan', config: PaymentConfig, payer: object, quoted: Quote): Promise<{ id: string; number: string }> {
  const number = `${kind === 'bank' ? 'INV' : 'KZ'}-${new Date().getUTCFullYear()}-${randomBytes(3).toString('hex').toUpperCase()}`;
  const [row] = await q.query<{ id: string }>('insert into invoices (user_id, kind, number, config, payer, amount, currency) values ($1, $2, $3, $4, $5, $6, $7) returning id', [
    userId,
    kind,
    number,
    JSON.stringify(config),
    JSON.stringify(payer),
    quoted.price.total,
    quoted.price.currency,
  ]);
  if (!row) throw new Error('The invoice was not stored');
  return { id: row.id, number };
}

/** The file link carries the invoice id signed: whoever holds the link may download it, nobody can guess another. */
export function invoiceToken(id: string, secret: string): string {
  return `${id}.${createHmac('sha256', secret).update(`invoice:${id}`).digest('base64url')}`;
}

export function invoiceIdOf(token: string, secret: string): string | null {
  const [id = '', signature = ''] = token.split('.');
  if (!isUuid(id)) return null;
  const expected = Buffer.from(invoiceToken(id, secret).split('.')[1] ?? '');
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

const money = (minor: number) => `${(minor / 100).toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₽`;

/** The invoice as a PDF; pdf-lib and its font are loaded on the first invoice, not at start. */
export async function invoicePdf(q: Queryable, id: string): Promise<Uint8Array> {
  const [invoice] = await q.query<{ number: string; payer: { inn: string; name: string; kpp: string }; amount: number; config: PaymentConfig; created_at: Date }>(
    `select number, payer, amount, config, created_at from invoices where id = $1 and kind = 'bank'`,
    [id],
  );
  if (!invoice) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such invoice');
  const [{ PDFDocument, rgb }, fontkit] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  const require = createRequire(import.meta.url);
  const fontBytes = await readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit.default);
  const font = await pdf.embedFont(fontBytes, { subset: true });
  pdf.setTitle(`Счёт ${invoice.number}`);
  const page = pdf.addPage([595, 842]);
  let y = 790;
  const line = (text: string, size = 11) => {
    page.drawText(text, { x: 50, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 10;
  };
  line(`Счёт на оплату № ${invoice.number} от ${invoice.created_at.toLocaleDateString('ru-RU')}`, 16);
  y -= 10;
  line('Поставщик: кабинет автоматических уведомлений');
  line(`Плательщик: ${invoice.payer.name}`);
  line(`ИНН: ${invoice.payer.inn}${invoice.payer.kpp ? `, КПП: ${invoice.payer.kpp}` : ''}`);
  y -= 10;
  line(`Услуга: ${TARIFF_NAMES_RU[invoice.config.tariff] ?? `Тариф ${invoice.config.tariff}`}`);
  line(`Итого к оплате: ${money(invoice.amount)}`, 13);
  line('Без НДС.');
  return pdf.save();
}
