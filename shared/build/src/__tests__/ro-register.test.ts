// One register per language (issue 23, point 11; the brief: ro "dumneavoastră" throughout). Every Romanian
// text of every app, of shared/web's namespaces and bundles, of the api's mails, PDFs and pages and of the
// CMS stand-in's stories is read from the sources and none may use the familiar "tu" forms.
import { informalMarker, roTexts } from '../ro-texts';

describe('Romanian texts address people as "dumneavoastră"', () => {
  it('finds the texts of every app, the shared namespaces and the api mails', () => {
    const files = new Set(roTexts().map((t) => t.file));
    for (const file of [
      'shell/src/locales/ro.json',
      'mf-booking/src/locales/ro.json',
      'mf-client-cabinet/src/locales/ro.json',
      'mf-worker-cabinet/src/locales/ro.json',
      'mf-payments/src/locales/ro.json',
      'mf-content/src/locales/ro.json',
      'shared/web/src/i18n/locales/ro.ts',
      'shared/web/src/video-call/locales/ro.ts',
      'shared/web/src/ui/slot-calendar-texts.ts',
      'api/src/plugins/app/bookings/notice-texts.ts',
      'api/src/plugins/app/admin/refund-notice-texts.ts',
      'api/src/plugins/app/reminders/reminder-texts.ts',
      'api/src/plugins/app/accounts/mail-texts.ts',
      'api/src/plugins/app/payments/receipt-texts.ts',
      'mf-content/content/ro/home.json',
    ]) {
      expect(files).toContain(file);
    }
    const notice = roTexts().filter((t) => t.file === 'api/src/plugins/app/bookings/notice-texts.ts');
    expect(notice.map((t) => t.text)).toContain('Ședința a fost rezervată');
    // Nothing of the other languages' blocks.
    expect(notice.map((t) => t.text)).not.toContain('Сесію заброньовано');
  });

  it('knows the familiar forms, and the third person and infinitives that share their spelling', () => {
    for (const familiar of [
      'Alege o oră',
      'Introdu codul',
      'Contul tău',
      'Parola ta a fost schimbată.',
      'Te rugăm să încerci din nou.',
      'Conectează-te',
      'Alege-ți terapeutul',
      'Ți-am trimis un link.',
      'Salvează',
      'Da, dezactivează',
      'Ce vrei să faci?',
      'Economisești 10%',
    ]) {
      expect([familiar, informalMarker(familiar)]).toEqual([familiar, expect.any(String)]);
    }
    for (const formal of [
      'Alegeți o oră',
      'Introduceți codul',
      'Contul dumneavoastră',
      'Vă rugăm să încercați din nou.',
      'Puteți alege o altă oră.',
      'Camera se deschide cu 10 minute înainte.',
      'Pagina verifică singură din nou.',
      'Scrieți-ne pe e-mail.',
      'Urmează',
      'Începe în {{minutes}} min',
    ]) {
      expect([formal, informalMarker(formal)]).toEqual([formal, null]);
    }
  });

  it('uses none of them anywhere', () => {
    const familiar = roTexts()
      .map((t) => ({ ...t, marker: informalMarker(t.text) }))
      .filter((t) => t.marker !== null);
    expect(familiar).toEqual([]);
  });
});
