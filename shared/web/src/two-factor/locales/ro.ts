export const ro = {
  heading: 'Conectare în doi pași',
  loading: 'Se încarcă…',
  loadFailed: 'Nu am putut încărca această secțiune. Vă rugăm să încercați din nou.',
  retry: 'Încercați din nou',
  intro:
    'Cu conectarea în doi pași, parola singură nu ajunge pentru a vă deschide contul: introduceți și un cod dintr-o aplicație de autentificare de pe telefon.',
  on: 'Conectarea în doi pași este activată din {{date}}.',
  off: 'Conectarea în doi pași este dezactivată.',
  codesLeft: 'Coduri de recuperare rămase: {{count}}.',
  requiredBy:
    'Pentru rolul dumneavoastră, conectarea în doi pași este obligatorie. Vă rugăm să o activați până la {{date}}.',
  requiredNow:
    'Pentru rolul dumneavoastră, conectarea în doi pași este obligatorie. Activați-o pentru a putea folosi în continuare cabinetul.',
  password: 'Parola dumneavoastră',
  code: 'Codul din aplicație sau un cod de recuperare',
  newCode: 'Codul de 6 cifre din aplicație',
  start: 'Activați conectarea în doi pași',
  continue: 'Continuați',
  cancel: 'Anulați',
  scan: 'Scanați acest cod QR cu o aplicație de autentificare (de exemplu Google Authenticator, Microsoft Authenticator sau Aegis).',
  qrAlt: 'Cod QR pentru aplicația de autentificare',
  manual: 'Nu puteți scana? Introduceți manual această cheie în aplicație:',
  openInApp: 'Deschideți într-o aplicație de autentificare de pe acest dispozitiv',
  confirm: 'Confirmați și activați',
  codesHeading: 'Codurile dumneavoastră de recuperare',
  codesNote:
    'Fiecare cod funcționează o singură dată, dacă vă pierdeți telefonul. Salvați-le acum într-un loc sigur (tipăriți-le sau păstrați-le într-un manager de parole): nu vor mai fi afișate.',
  codesSaved: 'Le-am salvat',
  turnedOn: 'Conectarea în doi pași este activată.',
  newCodes: 'Generați coduri de recuperare noi',
  newCodesNote: 'Codurile de recuperare vechi nu vor mai funcționa.',
  disable: 'Dezactivați conectarea în doi pași',
  disableConfirm: 'Dezactivați',
  turnedOff: 'Conectarea în doi pași este dezactivată.',
  googleFresh:
    'Contul dumneavoastră se conectează prin Google: dacă vi se cere, deconectați-vă și conectați-vă din nou mai întâi.',
};
