import type { VideoCallTexts } from './en';

export const ro: VideoCallTexts = {
  title: { personal: 'Ședință individuală', couple: 'Ședință de cuplu' },
  loading: 'Pregătim ședința dumneavoastră…',
  waiting: {
    heading: 'Ședința dumneavoastră cu {{name}}',
    startsAt: '{{date}}, ora {{time}} (ora dumneavoastră)',
    photo: 'Fotografia: {{name}}',
    opensIn: 'Camera se deschide în',
    note: 'Camera se deschide cu 10 minute înainte de început. Puteți lăsa pagina deschisă: camera se va deschide singură.',
    open: 'Camera este deschisă. Vă conectăm acum.',
    startsHeading: 'Începutul ședinței',
    far: {
      today: 'astăzi la {{time}}',
      tomorrow: 'mâine, {{date}}, la {{time}}',
      inDays_one: 'peste {{count}} zi — {{date}}, la {{time}}',
      inDays_few: 'peste {{count}} zile — {{date}}, la {{time}}',
      inDays_many: 'peste {{count}} de zile — {{date}}, la {{time}}',
      inDays_other: 'peste {{count}} de zile — {{date}}, la {{time}}',
    },
  },
  devices: {
    heading: 'Verificați camera și microfonul',
    intro: 'O verificare scurtă acum face ca primele minute ale ședinței să nu se piardă.',
    start: 'Verificați camera și microfonul',
    camera: 'Cameră',
    microphone: 'Microfon',
    preview: 'Imaginea camerei dumneavoastră',
    ready: 'Camera și microfonul funcționează. Totul este pregătit.',
    denied:
      'Browserul nu a permis accesul la cameră și microfon. Permiteți-le pentru acest site în setările browserului (pictograma camerei din bara de adrese), apoi încercați din nou.',
    missing: 'Nu am găsit o cameră sau un microfon. Conectați-le, apoi încercați din nou.',
    failed:
      'Nu am putut porni camera și microfonul. Închideți alte aplicații care le-ar putea folosi, apoi încercați din nou.',
    unsupported: 'Acest browser nu poate verifica dispozitivele aici. Vă puteți alătura totuși ședinței.',
    retry: 'Încercați din nou',
  },
  joining: 'Vă conectăm la cameră…',
  inCall: { label: 'Apel video', leave: 'Părăsiți apelul' },
  ended: {
    heading: 'Această ședință s-a încheiat',
    body: 'Vă mulțumim că ați venit. Ședințele și următoarea programare sunt în contul dumneavoastră.',
  },
  refused: {
    not_participant: {
      heading: 'Acest apel nu este legat de contul dumneavoastră',
      body: 'Doar participanții la o ședință se pot alătura apelului. Dacă ați fost invitat(ă) prin e-mail, autentificați-vă cu adresa la care a venit invitația.',
    },
    too_early: {
      heading: 'Este puțin prea devreme',
      body: 'Camera se deschide cu 10 minute înainte de începerea ședinței. Vă rugăm să reveniți puțin mai târziu.',
    },
    cancelled: {
      heading: 'Această ședință a fost anulată',
      body: 'O ședință anulată nu are apel. Detaliile și o nouă programare sunt în contul dumneavoastră.',
    },
    sign_in: {
      heading: 'Vă rugăm să vă autentificați',
      body: 'Autentificați-vă cu contul cu care a fost programată ședința, apoi deschideți din nou acest link.',
    },
    failed: {
      heading: 'Nu am putut deschide ședința',
      body: 'Ceva nu a funcționat. Vă rugăm să încercați din nou peste un moment.',
    },
  },
  unreachable: {
    heading: 'Serviciul video nu poate fi accesat',
    body: 'Ședința dumneavoastră rămâne programată. Acum nu ne putem conecta la serviciul video: verificați conexiunea la internet și încercați din nou.',
    support: 'Dacă tot nu merge, scrieți-ne și vă ajutăm:',
  },
  connection: {
    reconnecting: 'Conexiunea s-a întrerupt. Vă reconectăm la aceeași cameră…',
    lowBandwidth: 'Conexiune slabă',
    audioOnly: 'Doar audio',
  },
  care: {
    alertHeading: 'Alertă aeriană',
    alert: 'Alertă aeriană {{region}}. Mergeți la adăpost; această ședință poate fi mutată gratuit.',
    alertTherapist: 'Alertă aeriană {{region}}. Clientul a fost anunțat că această ședință poate fi mutată gratuit.',
    moveFree: 'Mutați gratuit',
    keepAudioOnly: 'Continuați ședința doar audio',
    lostPower: 'Am rămas fără curent sau fără conexiune',
    lostHeading: 'Mutați gratuit această ședință',
    lostBody:
      'Întreruperile de curent și de conexiune se întâmplă. Alegeți o oră nouă, iar noi o vom anunța pe cealaltă parte.',
    movesLeft: 'Mutări gratuite rămase luna aceasta: {{count}} din {{limit}}.',
    limitReached:
      'Ați folosit deja toate mutările gratuite din această lună ({{limit}}), așa că această ședință nu poate fi mutată gratuit. O puteți muta în continuare din cabinetul dumneavoastră, după regulile obișnuite.',
    chooseTime: 'Alegeți o oră nouă',
    loadingSlots: 'Căutăm ore libere…',
    noSlots: 'Nu există ore libere în următoarele două săptămâni. Scrieți-ne și vom găsi împreună o oră potrivită.',
    slot: '{{date}}, ora {{time}}',
    moved: 'Gata: ședința are loc acum pe {{date}}, ora {{time}}. Cealaltă parte a fost anunțată.',
    failed: 'Nu am putut muta ședința. Vă rugăm să încercați din nou.',
    close: 'Nu acum',
  },
  support: { email: 'E-mail' },
  actions: { back: 'Înapoi la ședințele mele', retry: 'Încercați din nou', signIn: 'Autentificați-vă' },
};
