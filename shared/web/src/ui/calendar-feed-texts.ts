// The calendar-feed card's own texts (namespace `calendarFeed`), the same in the client's and the therapist's
// cabinet. Data only: imported by calendar-feed.tsx, registered once per page.
// ua: formal "ви"; pl: "Ty", as the rest of the Polish site; ro: "dumneavoastră" throughout.
export const CALENDAR_FEED_TEXTS = {
  en: {
    title: 'Your sessions in your calendar',
    intro:
      'Subscribe to your sessions in Google Calendar, Apple Calendar or Outlook. The calendar updates itself when a session is booked, moved or cancelled.',
    loading: 'Loading…',
    load_failed: 'We could not load this setting. Please reload the page.',
    none: 'You have no calendar address yet.',
    create: 'Create a calendar address',
    active_since: 'Your calendar address was created: {{date}}.',
    renew: 'Create a new address',
    renew_hint:
      'Lost the address, or shared it by mistake? A new one replaces it, and the old one stops working at once.',
    revoke: 'Turn the address off',
    revoked: 'The address is off. Calendars subscribed to it will no longer receive your sessions.',
    working: 'Please wait…',
    failed: 'Something went wrong. Please try again.',
    your_address: 'Your calendar address',
    copy: 'Copy',
    copied: 'Copied.',
    shown_once: 'Copy it now and add it to your calendar: for your safety we show it only once.',
    secret_client:
      'Anyone who has this address sees the times of your sessions and your therapist’s name. Please keep it to yourself.',
    secret_therapist:
      'Anyone who has this address sees the times and kinds of your sessions. Your clients’ names are never in it.',
    how_title: 'How to subscribe',
    google:
      'Google Calendar: on a computer, open calendar.google.com, next to “Other calendars” choose “+”, then “From URL”, paste the address and choose “Add calendar”.',
    apple:
      'Apple Calendar: on an iPhone or iPad, open Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar and paste the address; on a Mac, choose File → New Calendar Subscription in Calendar.',
    outlook:
      'Outlook: in Outlook on the web, open the calendar, choose “Add calendar” → “Subscribe from web”, paste the address and choose “Import”.',
    refresh:
      'Calendar apps check for changes on their own schedule, sometimes only every few hours: your cabinet always shows the current times.',
  },
  ua: {
    title: 'Ваші сесії у вашому календарі',
    intro:
      'Підпишіться на свої сесії в Google Календарі, Календарі Apple або Outlook. Календар оновлюється сам, коли сесію бронюють, переносять або скасовують.',
    loading: 'Завантаження…',
    load_failed: 'Не вдалося завантажити налаштування. Оновіть сторінку, будь ласка.',
    none: 'Адреси календаря у вас ще немає.',
    create: 'Створити адресу календаря',
    active_since: 'Адресу календаря створено: {{date}}.',
    renew: 'Створити нову адресу',
    renew_hint:
      'Загубили адресу або випадково комусь надіслали? Нова адреса замінить її, а стара одразу перестане діяти.',
    revoke: 'Вимкнути адресу',
    revoked: 'Адресу вимкнено. Календарі, підписані на неї, більше не отримуватимуть ваших сесій.',
    working: 'Зачекайте, будь ласка…',
    failed: 'Щось пішло не так. Спробуйте ще раз, будь ласка.',
    your_address: 'Адреса вашого календаря',
    copy: 'Копіювати',
    copied: 'Скопійовано.',
    shown_once: 'Скопіюйте її зараз і додайте до календаря: з міркувань безпеки ми показуємо її лише один раз.',
    secret_client:
      'Кожен, хто має цю адресу, бачить час ваших сесій та ім’я вашого терапевта. Будь ласка, нікому її не передавайте.',
    secret_therapist: 'Кожен, хто має цю адресу, бачить час і види ваших сесій. Імен ваших клієнтів у ній немає.',
    how_title: 'Як підписатися',
    google:
      'Google Календар: на комп’ютері відкрийте calendar.google.com, біля «Інші календарі» оберіть «+», потім «З URL-адреси», вставте адресу й оберіть «Додати календар».',
    apple:
      'Календар Apple: на iPhone або iPad відкрийте Параметри → Календар → Облікові записи → Додати обліковий запис → Інше → Додати календар за підпискою та вставте адресу; на Mac у Календарі оберіть Файл → Нова підписка на календар.',
    outlook:
      'Outlook: в Outlook в інтернеті відкрийте календар, оберіть «Додати календар» → «Підписатися з інтернету», вставте адресу й оберіть «Імпортувати».',
    refresh:
      'Календарі перевіряють зміни за власним розкладом, іноді лише раз на кілька годин: у кабінеті завжди актуальний час.',
  },
  pl: {
    title: 'Twoje sesje w Twoim kalendarzu',
    intro:
      'Zasubskrybuj swoje sesje w Kalendarzu Google, Kalendarzu Apple lub Outlooku. Kalendarz sam się aktualizuje, gdy sesja zostanie zarezerwowana, przełożona lub odwołana.',
    loading: 'Wczytywanie…',
    load_failed: 'Nie udało się wczytać ustawienia. Odśwież, proszę, stronę.',
    none: 'Nie masz jeszcze adresu kalendarza.',
    create: 'Utwórz adres kalendarza',
    active_since: 'Adres kalendarza utworzono: {{date}}.',
    renew: 'Utwórz nowy adres',
    renew_hint:
      'Zgubiłeś adres albo przez pomyłkę komuś go wysłałeś? Nowy adres go zastąpi, a stary od razu przestanie działać.',
    revoke: 'Wyłącz adres',
    revoked: 'Adres jest wyłączony. Kalendarze, które go subskrybują, nie będą już otrzymywać Twoich sesji.',
    working: 'Chwileczkę…',
    failed: 'Coś poszło nie tak. Spróbuj, proszę, jeszcze raz.',
    your_address: 'Adres Twojego kalendarza',
    copy: 'Kopiuj',
    copied: 'Skopiowano.',
    shown_once: 'Skopiuj go teraz i dodaj do kalendarza: ze względów bezpieczeństwa pokazujemy go tylko raz.',
    secret_client:
      'Każdy, kto zna ten adres, widzi terminy Twoich sesji i imię Twojego terapeuty. Zachowaj go, proszę, dla siebie.',
    secret_therapist:
      'Każdy, kto zna ten adres, widzi terminy i rodzaje Twoich sesji. Imion Twoich klientów w nim nie ma.',
    how_title: 'Jak zasubskrybować',
    google:
      'Kalendarz Google: na komputerze otwórz calendar.google.com, obok „Inne kalendarze” wybierz „+”, potem „Z adresu URL”, wklej adres i wybierz „Dodaj kalendarz”.',
    apple:
      'Kalendarz Apple: na iPhonie lub iPadzie otwórz Ustawienia → Kalendarz → Konta → Dodaj konto → Inne → Dodaj subskrybowany kalendarz i wklej adres; na Macu w Kalendarzu wybierz Plik → Nowa subskrypcja kalendarza.',
    outlook:
      'Outlook: w Outlooku w przeglądarce otwórz kalendarz, wybierz „Dodaj kalendarz” → „Subskrybuj z sieci Web”, wklej adres i wybierz „Importuj”.',
    refresh:
      'Aplikacje kalendarza sprawdzają zmiany we własnym rytmie, czasem tylko co kilka godzin: w panelu zawsze widzisz aktualne terminy.',
  },
  ro: {
    title: 'Ședințele dumneavoastră în calendarul dumneavoastră',
    intro:
      'Abonați-vă la ședințele dumneavoastră în Google Calendar, Apple Calendar sau Outlook. Calendarul se actualizează singur când o ședință este rezervată, reprogramată sau anulată.',
    loading: 'Se încarcă…',
    load_failed: 'Nu am putut încărca această setare. Vă rugăm să reîncărcați pagina.',
    none: 'Nu aveți încă o adresă de calendar.',
    create: 'Creați o adresă de calendar',
    active_since: 'Adresa de calendar a fost creată: {{date}}.',
    renew: 'Creați o adresă nouă',
    renew_hint:
      'Ați pierdut adresa sau ați trimis-o cuiva din greșeală? O adresă nouă o înlocuiește, iar cea veche nu mai funcționează de îndată.',
    revoke: 'Dezactivați adresa',
    revoked: 'Adresa este dezactivată. Calendarele abonate la ea nu vor mai primi ședințele dumneavoastră.',
    working: 'Vă rugăm să așteptați…',
    failed: 'Ceva nu a funcționat. Vă rugăm să încercați din nou.',
    your_address: 'Adresa calendarului dumneavoastră',
    copy: 'Copiați',
    copied: 'Copiat.',
    shown_once: 'Copiați-o acum și adăugați-o în calendar: pentru siguranța dumneavoastră, o afișăm o singură dată.',
    secret_client:
      'Oricine are această adresă vede orele ședințelor dumneavoastră și numele terapeutului. Vă rugăm să o păstrați doar pentru dumneavoastră.',
    secret_therapist:
      'Oricine are această adresă vede orele și tipurile ședințelor dumneavoastră. Numele clienților nu apar în ea.',
    how_title: 'Cum vă abonați',
    google:
      'Google Calendar: pe un computer, deschideți calendar.google.com, lângă „Alte calendare” alegeți „+”, apoi „De la adresa URL”, lipiți adresa și alegeți „Adăugați calendarul”.',
    apple:
      'Apple Calendar: pe iPhone sau iPad, deschideți Configurări → Calendar → Conturi → Adăugați un cont → Altul → Adăugați un calendar abonat și lipiți adresa; pe Mac, în Calendar alegeți Fișier → Abonament nou la calendar.',
    outlook:
      'Outlook: în Outlook pe web, deschideți calendarul, alegeți „Adăugați calendar” → „Abonare de pe web”, lipiți adresa și alegeți „Importați”.',
    refresh:
      'Aplicațiile de calendar verifică modificările după propriul program, uneori doar la câteva ore: în contul dumneavoastră vedeți mereu orele actuale.',
  },
} as const;
