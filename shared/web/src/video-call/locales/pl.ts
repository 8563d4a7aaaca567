import type { VideoCallTexts } from './en';

export const pl: VideoCallTexts = {
  title: { personal: 'Sesja indywidualna', couple: 'Sesja dla par' },
  loading: 'Przygotowujemy twoją sesję…',
  waiting: {
    heading: 'Twoja sesja: {{name}}',
    startsAt: '{{date}} o {{time}} według twojego czasu',
    photo: 'Zdjęcie: {{name}}',
    opensIn: 'Pokój otworzy się za',
    note: 'Pokój otwiera się 10 minut przed początkiem. Możesz zostawić tę stronę otwartą: sama otworzy pokój.',
    open: 'Pokój jest otwarty. Łączymy cię.',
    startsHeading: 'Początek sesji',
    far: {
      today: 'dziś o {{time}}',
      tomorrow: 'jutro, {{date}}, o {{time}}',
      inDays_one: 'za {{count}} dzień — {{date}} o {{time}}',
      inDays_few: 'za {{count}} dni — {{date}} o {{time}}',
      inDays_many: 'za {{count}} dni — {{date}} o {{time}}',
      inDays_other: 'za {{count}} dnia — {{date}} o {{time}}',
    },
  },
  devices: {
    heading: 'Sprawdź kamerę i mikrofon',
    intro: 'Krótkie sprawdzenie teraz sprawi, że nie stracisz pierwszych minut sesji.',
    start: 'Sprawdź kamerę i mikrofon',
    camera: 'Kamera',
    microphone: 'Mikrofon',
    preview: 'Podgląd z twojej kamery',
    ready: 'Kamera i mikrofon działają. Wszystko gotowe.',
    denied:
      'Przeglądarka nie zezwoliła na kamerę i mikrofon. Zezwól na nie dla tej strony w ustawieniach przeglądarki (ikona kamery na pasku adresu) i spróbuj ponownie.',
    missing: 'Nie znaleźliśmy kamery ani mikrofonu. Podłącz je i spróbuj ponownie.',
    failed:
      'Nie udało się włączyć kamery i mikrofonu. Zamknij inne aplikacje, które mogą ich używać, i spróbuj ponownie.',
    unsupported: 'W tej przeglądarce nie da się tu sprawdzić urządzeń. Nadal możesz dołączyć do sesji.',
    retry: 'Spróbuj ponownie',
  },
  joining: 'Łączymy cię z pokojem…',
  inCall: { label: 'Rozmowa wideo', leave: 'Opuść rozmowę' },
  ended: {
    heading: 'Ta sesja się zakończyła',
    body: 'Dziękujemy za spotkanie. Twoje sesje i kolejna rezerwacja są w twoim panelu.',
  },
  refused: {
    not_participant: {
      heading: 'Ta rozmowa nie jest powiązana z twoim kontem',
      body: 'Do rozmowy mogą dołączyć tylko uczestnicy sesji. Jeśli zaproszenie przyszło e-mailem, zaloguj się adresem, na który je wysłano.',
    },
    too_early: {
      heading: 'Jeszcze trochę za wcześnie',
      body: 'Pokój otwiera się 10 minut przed początkiem sesji. Wróć, proszę, nieco później.',
    },
    cancelled: {
      heading: 'Ta sesja została odwołana',
      body: 'Odwołana sesja nie ma rozmowy. Szczegóły i nowy termin znajdziesz w swoim panelu.',
    },
    sign_in: {
      heading: 'Zaloguj się, proszę',
      body: 'Zaloguj się na konto, na które zarezerwowano sesję, i otwórz ten link ponownie.',
    },
    failed: { heading: 'Nie udało się otworzyć sesji', body: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.' },
  },
  unreachable: {
    heading: 'Nie możemy połączyć się z usługą wideo',
    body: 'Twoja sesja jest nadal zarezerwowana. W tej chwili nie możemy połączyć się z usługą wideo: sprawdź połączenie z internetem i spróbuj ponownie.',
    support: 'Jeśli nadal nie działa, napisz do nas, a pomożemy:',
  },
  connection: {
    reconnecting: 'Połączenie zostało przerwane. Łączymy cię ponownie z tym samym pokojem…',
    lowBandwidth: 'Słabe łącze',
    audioOnly: 'Tylko dźwięk',
  },
  care: {
    alertHeading: 'Alarm przeciwlotniczy',
    alert: 'Alarm przeciwlotniczy {{region}}. Udaj się do schronu; tę sesję możesz przenieść bezpłatnie.',
    alertTherapist: 'Alarm przeciwlotniczy {{region}}. Klient wie, że tę sesję można przenieść bezpłatnie.',
    moveFree: 'Przenieś bezpłatnie',
    keepAudioOnly: 'Kontynuuj sesję tylko z dźwiękiem',
    lostPower: 'Nie mam prądu lub połączenia',
    lostHeading: 'Przenieś tę sesję bezpłatnie',
    lostBody:
      'Przerwy w dostawie prądu i zerwane połączenia się zdarzają. Wybierz nowy termin, a my powiadomimy drugą stronę.',
    movesLeft: 'Bezpłatne przeniesienia w tym miesiącu: zostało {{count}} z {{limit}}.',
    limitReached:
      'W tym miesiącu wykorzystano już wszystkie bezpłatne przeniesienia ({{limit}}), więc tej sesji nie można przenieść bezpłatnie. Nadal możesz ją przenieść w swoim gabinecie na zwykłych zasadach.',
    chooseTime: 'Wybierz nowy termin',
    loadingSlots: 'Szukamy wolnych terminów…',
    noSlots: 'W ciągu najbliższych dwóch tygodni nie ma wolnych terminów. Napisz do nas, a razem znajdziemy termin.',
    slot: '{{date}} o {{time}}',
    moved: 'Gotowe: sesja odbędzie się {{date}} o {{time}}. Druga strona została powiadomiona.',
    failed: 'Nie udało się przenieść sesji. Spróbuj ponownie.',
    close: 'Nie teraz',
  },
  support: { email: 'E-mail' },
  actions: { back: 'Wróć do moich sesji', retry: 'Spróbuj ponownie', signIn: 'Zaloguj się' },
};
