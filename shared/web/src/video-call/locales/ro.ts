import type { VideoCallTexts } from './en';

export const ro: VideoCallTexts = {
  title: { personal: 'Ședință individuală', couple: 'Ședință de cuplu' },
  loading: 'Pregătim ședința ta…',
  waiting: {
    heading: 'Ședința ta cu {{name}}',
    startsAt: '{{date}}, ora {{time}}, după ora ta',
    photo: 'Fotografia: {{name}}',
    opensIn: 'Camera se deschide în',
    note: 'Camera se deschide cu 10 minute înainte de început. Poți lăsa pagina deschisă: va deschide singură camera.',
    open: 'Camera este deschisă. Te conectăm acum.',
  },
  devices: {
    heading: 'Verifică camera și microfonul',
    intro: 'O verificare scurtă acum face ca primele minute ale ședinței să nu se piardă.',
    start: 'Verifică camera și microfonul',
    camera: 'Cameră',
    microphone: 'Microfon',
    preview: 'Imaginea camerei tale',
    ready: 'Camera și microfonul funcționează. Ești pregătit.',
    denied:
      'Browserul nu a permis accesul la cameră și microfon. Permite-le pentru acest site în setările browserului (pictograma camerei din bara de adrese), apoi încearcă din nou.',
    missing: 'Nu am găsit o cameră sau un microfon. Conectează-le, apoi încearcă din nou.',
    failed:
      'Nu am putut porni camera și microfonul. Închide alte aplicații care le-ar putea folosi, apoi încearcă din nou.',
    unsupported: 'Acest browser nu poate verifica dispozitivele aici. Te poți alătura totuși ședinței.',
    retry: 'Încearcă din nou',
  },
  joining: 'Te conectăm la cameră…',
  inCall: { label: 'Apel video', leave: 'Ieși din apel' },
  ended: {
    heading: 'Această ședință s-a încheiat',
    body: 'Îți mulțumim că ai venit. Ședințele tale și următoarea programare sunt în cabinetul tău.',
  },
  refused: {
    not_participant: {
      heading: 'Acest apel nu este legat de contul tău',
      body: 'Doar participanții la o ședință se pot alătura apelului. Dacă ai fost invitat prin e-mail, autentifică-te cu adresa la care a venit invitația.',
    },
    too_early: {
      heading: 'Este puțin prea devreme',
      body: 'Camera se deschide cu 10 minute înainte de începerea ședinței. Te rugăm să revii puțin mai târziu.',
    },
    cancelled: {
      heading: 'Această ședință a fost anulată',
      body: 'O ședință anulată nu are apel. Detaliile și o nouă programare sunt în cabinetul tău.',
    },
    sign_in: {
      heading: 'Te rugăm să te autentifici',
      body: 'Autentifică-te cu contul cu care a fost programată ședința, apoi deschide din nou acest link.',
    },
    failed: {
      heading: 'Nu am putut deschide ședința',
      body: 'Ceva nu a funcționat. Te rugăm să încerci din nou peste un moment.',
    },
  },
  unreachable: {
    heading: 'Serviciul video nu poate fi accesat',
    body: 'Ședința ta rămâne programată. Acum nu ne putem conecta la serviciul video: verifică conexiunea la internet și încearcă din nou.',
    support: 'Dacă tot nu merge, scrie-ne și te ajutăm:',
  },
  support: { email: 'E-mail' },
  actions: { back: 'Înapoi la ședințele mele', retry: 'Încearcă din nou', signIn: 'Autentifică-te' },
};
