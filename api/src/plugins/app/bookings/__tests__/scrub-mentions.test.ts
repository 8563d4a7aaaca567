import { REMOVED, scrubMentions } from '../scrub-mentions';

describe('scrubMentions', () => {
  it('takes the full name, each part of it and the phone out of a note, whatever the case or separators', () => {
    const note = 'Олена Коваль (тел. +380 67-123-45-67) прийшла; олена каже, що КОВАЛЬ — дівоче прізвище. 0671234567';
    const out = scrubMentions(note, 'Олена Коваль', '+380671234567');
    expect(out).not.toMatch(/олена|коваль|1234567/i);
    expect(out).toBe(
      `${REMOVED} (тел. ${REMOVED}) прийшла; ${REMOVED} каже, що ${REMOVED} — дівоче прізвище. ${REMOVED}`,
    );
  });

  it('leaves words that only contain the name, and other numbers, alone', () => {
    const out = scrubMentions('Anna, Annabelle; session 12 of 20, room 601', 'Anna', '+48 601 234 567');
    expect(out).toBe(`${REMOVED}, Annabelle; session 12 of 20, room 601`);
  });

  it('changes nothing without a name or phone', () => {
    expect(scrubMentions('a note', null, null)).toBe('a note');
  });
});

describe('scrubMentions: the forms a name takes in Ukrainian, Polish and Romanian', () => {
  const gone = (note: string, name: string, forms: string[]) => {
    const out = scrubMentions(note, name, null);
    for (const form of forms) expect(out.toLowerCase()).not.toContain(form.toLowerCase());
    return out;
  };

  it.each([
    ['Олена Коваль', ['Олени', 'Олені', 'Олену', 'Оленою', 'Олено', 'Коваля', 'Ковалю', 'Ковалем', 'Ковалеві']],
    ['Ольга Шевченко', ['Ользі', 'Ольгою', 'Ольги', 'Шевченка', 'Шевченкові', 'Шевченком']],
    ['Андрій Красовський', ['Андрія', 'Андрієві', 'Андрієм', 'Андрію', 'Красовського', 'Красовському', 'Красовським']],
    ['Федір Лев', ['Федора', 'Федорові', 'Льва', 'Львові']],
    ['Наталка Ковальова', ['Наталці', 'Наталкою', 'Ковальової', 'Ковальовій', 'Ковальову']],
    ['Мар’яна Гнатюк', ["Мар'яни", 'Марʼяною', 'Гнатюка']],
  ])('Ukrainian: %s', (name, forms) => {
    gone(`Записи: ${forms.join(', ')}. Тема: тривога.`, name, forms);
  });

  it.each([
    ['Małgorzata Kowalska', ['Małgorzacie', 'Małgorzaty', 'Małgorzatą', 'Malgorzato', 'Kowalskiej', 'Kowalską']],
    ['Agnieszka Wójcik', ['Agnieszce', 'Agnieszkę', 'Wójcika', 'Wojcikowi', 'Wójcikiem']],
    ['Paweł Nowak', ['Pawła', 'Pawłowi', 'Pawle', 'Nowaka', 'Nowakiem']],
    ['Barbara Kowalski', ['Barbarze', 'Barbarę', 'Kowalskiego', 'Kowalskiemu', 'Kowalskim']],
  ])('Polish: %s', (name, forms) => {
    gone(`Notatki: ${forms.join(', ')}. Temat: lęk.`, name, forms);
  });

  it.each([
    ['Ioana Popescu', ['Ioanei', 'Ioano', 'Popescului']],
    ['Maria Ștefănescu', ['Mariei', 'Stefanescu', 'Ştefănescu']],
    ['Mihai Ionescu', ['Mihaiului', 'Ionescului']],
  ])('Romanian: %s', (name, forms) => {
    gone(`Notițe: ${forms.join(', ')}. Tema: anxietate.`, name, forms);
  });

  it('finds a Ukrainian name typed in Latin letters, and the e-mail address or its local part', () => {
    const out = scrubMentions(
      'Olena Koval pysala z olena.koval@example.com; login olena.koval',
      'Олена Коваль',
      null,
      'Olena.Koval@example.com',
    );
    expect(out).toBe(`${REMOVED} pysala z ${REMOVED}; login ${REMOVED}`);
  });

  it('keeps the words around a name and words that merely start like it', () => {
    expect(scrubMentions('Оленою опікується мама; оленяча тема; Anna Annabelle Annapurna', 'Олена Anna', null)).toBe(
      `${REMOVED} опікується мама; оленяча тема; ${REMOVED} Annabelle Annapurna`,
    );
  });
});
