// The certificate is one landscape page in every language, however long the giver's words are.
import { renderCertificate } from '../../src/plugins/app/giftcodes/certificate-pdf';

const pages = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('gift certificate', () => {
  it.each(['ua', 'pl', 'ro', 'en'] as const)(
    'fits one page in %s, with the longest message and both names',
    async (locale) => {
      const pdf = await renderCertificate({
        locale,
        code: 'ABCD-EFGH-JKMN',
        sessions: 10,
        serviceKind: 'couple',
        recipientName: 'Олександра Ковальчук-Шевченко',
        senderName: 'Małgorzata Wiśniewska-Żurawska',
        message: 'Дякую, що ти поруч. '.repeat(25).slice(0, 500),
        validUntil: new Date('2027-11-23T00:00:00Z'),
        siteUrl: 'https://rozmova.example',
      });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pages(pdf)).toBe(1);
    },
  );

  it('fits one page without a message or names too', async () => {
    const pdf = await renderCertificate({
      locale: 'en',
      code: null,
      sessions: 1,
      serviceKind: 'personal',
      recipientName: null,
      senderName: null,
      message: null,
      validUntil: new Date('2027-11-23T00:00:00Z'),
      siteUrl: 'https://rozmova.example',
    });
    expect(pages(pdf)).toBe(1);
  });
});
