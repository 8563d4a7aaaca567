// Renders the gift certificate. DejaVu Sans comes from the dejavu-fonts-ttf npm package, so a fresh
// machine has a font that covers Ukrainian Cyrillic, Polish (ąęłńśźż) and Romanian (ăâîșț).
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { MARKETS, type MarketLocale } from '@rozmova/contracts/markets';
import type { ServiceKind } from '@rozmova/contracts/constants';
import { CERTIFICATE_TEXTS } from './certificate-texts';

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT_REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

const ACCENT = '#25A9C4';
// Words in the accent's accessible shade (the theme's $color-primary-text): the brand colour is for the frame.
const ACCENT_TEXT = '#1A778A';
/** Each language's own quotation marks around the giver's words. */
const QUOTES: Readonly<Record<MarketLocale, [string, string]>> = {
  ua: ['«', '»'],
  pl: ['„', '”'],
  ro: ['„', '”'],
  en: ['“', '”'],
};
const INK = '#1F2A33';
const MUTED = '#5C6B77';

export interface CertificateInput {
  locale: MarketLocale;
  /** Null renders a preview: a placeholder instead of a code. */
  code: string | null;
  sessions: number;
  serviceKind: ServiceKind;
  recipientName: string | null;
  senderName: string | null;
  message: string | null;
  validUntil: Date;
  /** Where the recipient redeems the code, e.g. https://rozmova.pl */
  siteUrl: string;
}

export function renderCertificate(input: CertificateInput): Promise<Buffer> {
  const texts = CERTIFICATE_TEXTS[input.locale];
  const market = MARKETS[input.locale];
  const code = input.code ?? texts.previewCode;
  const site = input.siteUrl.replace(/^https?:\/\//, '');
  const validDate = new Intl.DateTimeFormat(market.locales.booking_calendar_locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: market.timezone,
  }).format(input.validUntil);

  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: {
      Title: `${texts.title} — Rozmova`,
      // The code travels in the metadata too, so mail clients and tests can read it without OCR.
      Subject: input.code ? `${texts.codeLabel}: ${input.code}` : texts.previewNotice,
      Author: 'Rozmova',
      Keywords: input.code ?? 'preview',
    },
    lang: market.locales.booking_calendar_locale,
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 112;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .strokeColor(ACCENT)
    .stroke();

  doc.font('bold').fontSize(34).fillColor(ACCENT_TEXT).text(texts.title, 56, 70, { width: inner, align: 'center' });
  doc.moveDown(0.6);
  doc
    .font('regular')
    .fontSize(20)
    .fillColor(INK)
    .text(texts.sessions(input.sessions, input.serviceKind), { width: inner, align: 'center' });
  doc.moveDown(0.8);
  // One line per name: pdfkit's `continued` runs do not centre reliably across fonts.
  if (input.recipientName) {
    doc
      .font('regular')
      .fontSize(15)
      .fillColor(INK)
      .text(`${texts.forLabel}: ${input.recipientName}`, { width: inner, align: 'center' });
  }
  if (input.senderName) {
    doc
      .font('regular')
      .fontSize(15)
      .fillColor(INK)
      .text(`${texts.fromLabel}: ${input.senderName}`, { width: inner, align: 'center' });
  }
  if (input.message) {
    doc.moveDown(0.6);
    const [open, close] = QUOTES[input.locale];
    doc
      .font('regular')
      .fontSize(13)
      .fillColor(INK)
      .text(`${open}${input.message}${close}`, { width: inner, align: 'center' });
  }

  // The code sits in the middle of the sheet and the redeeming note at its foot, so a short certificate
  // fills its page instead of leaving the lower half blank.
  doc.y = Math.max(doc.y + 18, height * 0.5);
  doc.font('regular').fontSize(12).fillColor(MUTED).text(texts.codeLabel, { width: inner, align: 'center' });
  const redeemUrl = `${input.siteUrl}/${input.locale}`;
  doc
    .font('bold')
    .fontSize(30)
    .fillColor(input.code ? INK : MUTED)
    .text(code, { width: inner, align: 'center', link: redeemUrl });
  if (!input.code) {
    doc.font('regular').fontSize(11).fillColor('#EB5756').text(texts.previewNotice, { width: inner, align: 'center' });
  }
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(MUTED)
    .text(texts.validUntil(validDate), { width: inner, align: 'center' });

  doc.y = Math.max(doc.y + 18, height - 140);
  doc.font('regular').fontSize(11).fillColor(INK).text(texts.howToRedeem(site), { width: inner, align: 'center' });
  doc.moveDown(0.8);
  doc.font('regular').fontSize(11).fillColor(ACCENT_TEXT).text(texts.closing, { width: inner, align: 'center' });

  doc.end();
  return done;
}
