// The calendar's own texts (namespace `calendar`), so every app that shows it says the same words.
// Data only: imported by slot-calendar.tsx, registered once per page.
export const SLOT_CALENDAR_TEXTS = {
  en: {
    title: 'Free times',
    your_zone: 'Times are shown in {{zone}}',
    therapist_zone: 'The therapist works on {{zone}} ({{time}} there at this moment)',
    loading: 'Looking for free times…',
    error: 'We could not load the free times. Please check your connection and try again.',
    retry: 'Try again',
    previous_week: 'Earlier days',
    next_week: 'Later days',
    no_slots_day: 'No free times on this day. Another day may suit you.',
    no_slots:
      'There are no free times in the coming weeks. Please look at another therapist or come back a little later.',
    pick_day: 'Choose a day',
    pick_time: 'Choose a time',
  },
  ua: {
    title: 'Вільний час',
    your_zone: 'Час показано {{zone}}',
    therapist_zone: 'Терапевт працює {{zone}} (там зараз {{time}})',
    loading: 'Шукаємо вільний час…',
    error: "Не вдалося завантажити вільний час. Перевірте з'єднання і спробуйте ще раз.",
    retry: 'Спробувати ще раз',
    previous_week: 'Раніші дні',
    next_week: 'Пізніші дні',
    no_slots_day: 'У цей день вільного часу немає. Можливо, вам підійде інший день.',
    no_slots:
      'На найближчі тижні вільного часу немає. Подивіться, будь ласка, інших терапевтів або завітайте трохи пізніше.',
    pick_day: 'Оберіть день',
    pick_time: 'Оберіть час',
  },
  pl: {
    title: 'Wolne terminy',
    your_zone: 'Godziny podajemy według {{zone}}',
    therapist_zone: 'Terapeuta pracuje według {{zone}} (teraz jest tam {{time}})',
    loading: 'Szukamy wolnych terminów…',
    error: 'Nie udało się wczytać wolnych terminów. Sprawdź połączenie i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
    previous_week: 'Wcześniejsze dni',
    next_week: 'Późniejsze dni',
    no_slots_day: 'W tym dniu nie ma wolnych terminów. Może odpowiada Ci inny dzień.',
    no_slots:
      'W najbliższych tygodniach nie ma wolnych terminów. Zajrzyj do innych terapeutów albo wróć trochę później.',
    pick_day: 'Wybierz dzień',
    pick_time: 'Wybierz godzinę',
  },
  ro: {
    title: 'Ore libere',
    your_zone: 'Orele sunt afișate după {{zone}}',
    therapist_zone: 'Terapeutul lucrează după {{zone}} (acolo este acum ora {{time}})',
    loading: 'Căutăm ore libere…',
    error: 'Nu am putut încărca orele libere. Verificați conexiunea și încercați din nou.',
    retry: 'Încercați din nou',
    previous_week: 'Zile anterioare',
    next_week: 'Zile următoare',
    no_slots_day: 'În această zi nu sunt ore libere. Poate vi se potrivește altă zi.',
    no_slots:
      'În următoarele săptămâni nu sunt ore libere. Vă rugăm să vă uitați la alți terapeuți sau să reveniți puțin mai târziu.',
    pick_day: 'Alegeți o zi',
    pick_time: 'Alegeți o oră',
  },
} as const;
