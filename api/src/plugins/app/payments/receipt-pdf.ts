// The receipt of a paid order (PDF): the market's language, its currency, dates in its zone. DejaVu Sans
// covers Cyrillic, Polish and Romanian letters (the same font as the gift certificate).
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatPrice, fromMinorUnits } from '@rozmova/contracts/format';
import { formatZonedDateTime } from '@rozmova/contracts/time-zones';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import { RECEIPT_TEXTS } from './receipt-texts';

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const INK = '#1F2A33';
const MUTED = '#5C6B77';
const ACCENT = '#1C7D91';

export interface ReceiptInput {
  locale: MarketLocale;
  orderId: string;
  kind: 'appointment' | 'bundle' | 'subscription' | 'giftcode';
  quantity: number;
  currency: string;
  listMinor: number;
  discountMinor: number;
  paidMinor: number;
  /** The order's refund, read from its one record: money back to the payment, or a session token. */
  refund: { destination: 'payment' | 'token'; amountMinor: number } | null;
  paidAt: Date;
  sessionAt: Date | null;
  buyerName: string;
}

export function receiptLines(input: ReceiptInput): Array<[string, string]> {
  const texts = RECEIPT_TEXTS[input.locale];
  const market = MARKETS[input.locale];
  const money = (minor: number) => formatPrice(fromMinorUnits(minor), input.currency, input.locale);
  // On the market's clock, with the zone named as people say it ("30 листопада 2026 р. о 17:00 за київським часом").
  const when = (d: Date) => formatZonedDateTime(d, market.timezone, input.locale, { dateStyle: 'long' });
  const lines: Array<[string, string]> = [
    [texts.order, input.orderId],
    [texts.date, when(input.paidAt)],
    [texts.buyer, input.buyerName],
    [texts.item, texts.kind[input.kind](input.quantity)],
  ];
  if (input.sessionAt) lines.push([texts.sessionAt, when(input.sessionAt)]);
  lines.push([texts.listPrice, money(input.listMinor)]);
  if (input.discountMinor > 0) lines.push([texts.discount, `−${money(input.discountMinor)}`]);
  lines.push([texts.paid, money(input.paidMinor)]);
  // A refund goes one way: money back to the card, or a session token (then no money moved, and none is shown).
  if (input.refund?.destination === 'payment') lines.push([texts.refunded, money(input.refund.amountMinor)]);
  if (input.refund?.destination === 'token') lines.push([texts.refund, texts.tokenReturned]);
  return lines;
}

export function renderReceipt(input: ReceiptInput): Promise<Buffer> {
  const texts = RECEIPT_TEXTS[input.locale];
  const market = MARKETS[input.locale];
  const lines = receiptLines(input);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: market.locales.booking_calendar_locale,
    info: {
      Title: `${texts.title} ${input.orderId} — Rozmova`,
      // The amounts travel in the metadata too, so tests and mail clients can read them without parsing the page.
      Subject: lines.map(([label, value]) => `${label}: ${value}`).join('; '),
      Author: 'Rozmova',
    },
  });
  doc.registerFont('regular', path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(24).fillColor(ACCENT).text('Rozmova');
  doc.moveDown(0.3);
  doc.font('bold').fontSize(18).fillColor(INK).text(texts.title);
  doc.moveDown(1);
  for (const [label, value] of lines) {
    const y = doc.y;
    doc.font('regular').fontSize(11).fillColor(MUTED).text(label, 56, y, { width: 150 });
    doc
      .font(label === texts.paid ? 'bold' : 'regular')
      .fontSize(11)
      .fillColor(INK)
      .text(value, 216, y, { width: 320 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1.5);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${texts.footer} ${market.support.email}`, 56, doc.y, { width: 480 });
  doc.end();
  return done;
}
