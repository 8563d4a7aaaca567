import type { ErrorTexts } from '@rozmova/contracts/api-error';
import type { SharedTexts } from './en';

export const ro: SharedTexts = {
  common: {
    brand: 'Rozmova',
    loading: 'Se încarcă…',
    retry: 'Încercați din nou',
    home: 'Acasă',
    therapists: 'Psihologi',
    cabinet: 'Contul meu',
    login: 'Autentificare',
    logout: 'Deconectare',
    register: 'Creați un cont',
    support: 'Asistență',
    language: 'Limba',
    skipToContent: 'Salt la conținut',
    regionUnavailable: {
      title: 'Această parte a paginii nu este disponibilă momentan',
      text: 'Restul paginii funcționează ca de obicei. Puteți încerca din nou acum sau puțin mai târziu.',
    },
    notFound: {
      title: 'Nu am găsit această pagină',
      text: 'Este posibil ca linkul să fie vechi. Tot ce aveți nevoie este la un clic distanță.',
      action: 'Mergeți la pagina principală',
    },
    consent: {
      title: 'Confidențialitatea dumneavoastră este pe primul loc',
      text: 'Am dori să folosim cookie-uri de analiză pentru a înțelege cum este folosit site-ul și a-l îmbunătăți. Nu colectăm nimic fără acordul dumneavoastră și vă puteți răzgândi oricând.',
      accept: 'Permiteți analiza',
      reject: 'Doar cele necesare',
      settings: 'Setări cookie',
    },
    purchases: 'Ședințe în avans și cadouri',
    privacy: 'Politica de confidențialitate',
    crisisHelp: {
      title: 'Ajutor în criză',
      notice: 'Dacă vă este foarte greu acum, nu așteptați ședința:',
      link: 'vedeți unde puteți cere ajutor imediat',
      dismiss: 'Ascundeți această notă',
    },
    pages: {
      login: {
        title: 'Autentificare',
        description: 'Intrați în contul Rozmova pentru a programa o ședință sau a vedea programările.',
      },
      register: {
        title: 'Creați un cont',
        description: 'Creați un cont Rozmova pentru a programa ședințe online cu un terapeut calificat.',
      },
      'verify-email': {
        title: 'Confirmarea adresei de e-mail',
        description: 'Confirmați adresa de e-mail a contului dumneavoastră Rozmova.',
      },
      'partner-invitation': {
        title: 'Invitație la o ședință de cuplu',
        description: 'Acceptați invitația la o ședință de cuplu pe Rozmova.',
      },
      'restore-password': {
        title: 'Parolă uitată',
        description: 'Primiți un link pentru a seta o parolă nouă pentru contul Rozmova.',
      },
      'reset-password': {
        title: 'Parolă nouă',
        description: 'Setați o parolă nouă pentru contul dumneavoastră Rozmova.',
      },
      'complete-registration': {
        title: 'Finalizați înregistrarea',
        description: 'Acceptați condițiile pentru a finaliza crearea contului Rozmova.',
      },
      'telegram-support': {
        title: 'Asistență',
        description: 'Scrieți echipei Rozmova: vă răspundem calm și cât mai repede.',
      },
      'facebook-messenger-support': {
        title: 'Asistență',
        description: 'Scrieți echipei Rozmova: vă răspundem calm și cât mai repede.',
      },
      therapists: {
        title: 'Terapeuți',
        description: 'Găsiți un terapeut calificat pentru ședințe online: profiluri, prețuri și ore libere.',
      },
      booking: {
        title: 'Programați o ședință',
        description: 'Alegeți ora și programați o ședință online cu un terapeut.',
      },
      recommendation: {
        title: 'Alegerea terapeutului',
        description: 'Cinci întrebări scurte, iar noi vă sugerăm terapeuții potriviți.',
      },
      checkout: {
        title: 'Plată',
        description: 'Verificați programarea și plătiți ședința pe pagina securizată a partenerului de plăți.',
      },
      payment: { title: 'Rezultatul plății', description: 'Ce s-a întâmplat cu plata dumneavoastră și ce urmează.' },
      tokens: {
        title: 'Jetoane de ședință',
        description: 'Cumpărați mai multe ședințe deodată, mai ieftin, și programați-le când sunteți pregătit.',
      },
      subscriptions: {
        title: 'Abonamente',
        description: 'Ședințe regulate lunare cu același terapeut; puteți renunța oricând.',
      },
      'gift-codes': {
        title: 'Oferiți o ședință',
        description: 'Oferiți cuiva drag timp cu un terapeut: un certificat cadou cu cod personal.',
      },
      cabinet: {
        title: 'Ședințele mele',
        description: 'Ședințele dumneavoastră în Rozmova: următoarea, cele trecute și intrarea în apelul video.',
      },
      'cabinet-session': {
        title: 'Ședință',
        description: 'O ședință: când, cu cine și ce puteți face cu ea.',
      },
      'cabinet-purchases': {
        title: 'Achizițiile mele',
        description: 'Jetoane de ședință, abonamente, coduri cadou și plăți.',
      },
      'cabinet-profile': {
        title: 'Profil și setări',
        description: 'Numele, fusul orar, limba, notificările și parola.',
      },
      'cabinet-my-data': {
        title: 'Datele mele',
        description: 'Descărcați tot ce păstrează Rozmova despre dumneavoastră sau ștergeți contul.',
      },
      'cabinet-appointments': {
        title: 'Ședințe',
        description: 'Ședințele dumneavoastră cu clienții, zi de zi.',
      },
      'cabinet-working-hours': {
        title: 'Program săptămânal',
        description: 'Orele în care clienții vă pot programa, săptămână de săptămână.',
      },
      'cabinet-special-hours': {
        title: 'Program special',
        description: 'Zile libere și ore schimbate în anumite zile.',
      },
      'cabinet-new-booking': {
        title: 'Programare nouă',
        description: 'Programați o ședință pentru un client.',
      },
      'cabinet-statistics': {
        title: 'Statistici',
        description: 'Ședințe și venituri în timp.',
      },
      'cabinet-admin': {
        title: 'Terapeuți',
        description: 'Administrare: terapeuții platformei.',
      },
      'cabinet-admin-promo-rules': {
        title: 'Coduri promoționale',
        description: 'Administrare: coduri promoționale și regulile lor.',
      },
      'cabinet-admin-orders': {
        title: 'Comenzi',
        description: 'Administrare: comenzi, plăți și rambursări.',
      },
      'cabinet-admin-error-reports': {
        title: 'Rapoarte de erori',
        description: 'Administrare: erori raportate de aplicații.',
      },
      'cabinet-video-call': {
        title: 'Apel video',
        description: 'Apelul video al unei ședințe.',
      },
      'outage-report': {
        title: 'Am rămas fără curent sau fără conexiune',
        description: 'Mutați sau anulați gratuit o ședință când ați rămas fără curent sau fără conexiune.',
      },
      'cabinet-series': {
        title: 'Seriile mele',
        description: 'Ședințele recurente și plata fiecăreia dintre ele.',
      },
      'cabinet-waitlist': {
        title: 'Liste de așteptare',
        description: 'Terapeuții pe ale căror liste de așteptare vă aflați.',
      },
      'cabinet-waitlist-offer': {
        title: 'S-a eliberat o oră pentru dumneavoastră',
        description: 'O oră de pe lista de așteptare, rezervată pentru dumneavoastră pentru scurt timp.',
      },
      'cabinet-admin-security': {
        title: 'Securitatea conectării',
        description: 'Administrare: conectarea dumneavoastră în doi pași.',
      },
      'cabinet-admin-devices': {
        title: 'Dispozitivele mele',
        description: 'Administrare: dispozitivele conectate la contul dumneavoastră.',
      },
      'cabinet-admin-outages': {
        title: 'Alerte și întreruperi',
        description: 'Administrare: ședințe mutate din cauza alertelor aeriene și a întreruperilor de curent.',
      },
    },
  },
  forms: {
    required: 'Vă rugăm să completați acest câmp',
    invalidType: {
      number: 'Vă rugăm să introduceți un număr',
      integer: 'Vă rugăm să introduceți un număr întreg',
    },
    min: 'Număr minim de caractere: {{count}}',
    max: 'Număr maxim de caractere: {{count}}',
    minNumber: 'Valoarea trebuie să fie cel puțin {{count}}',
    maxNumber: 'Valoarea trebuie să fie cel mult {{count}}',
    minArray: 'Alegeți cel puțin: {{count}}',
    maxArray: 'Alegeți cel mult: {{count}}',
    invalidEmail: 'Vă rugăm să verificați adresa de e-mail',
    invalidFormat: 'Vă rugăm să verificați această valoare',
    emailDomainRejected:
      'Din păcate, mesajele noastre nu ajung la adresele {{domain}}. Vă rugăm să folosiți altă adresă.',
    passwordsDiffer: 'Parolele nu coincid',
  },
  errors: {
    default: 'Ceva nu a funcționat. Vă rugăm să încercați din nou peste câteva clipe.',
    network_error: 'Nu putem contacta serverul. Verificați conexiunea și încercați din nou.',
    timeout: 'Serverul răspunde prea greu. Vă rugăm să încercați din nou.',
    validation_failed: 'Vă rugăm să verificați câmpurile marcate.',
    invalid_credentials: 'Adresa de e-mail sau parola nu sunt corecte. Încercați din nou.',
    email_taken: 'Există deja un cont cu această adresă. Vă puteți autentifica sau vă puteți recupera parola.',
    conflict: 'Există deja un cont cu această adresă. Vă puteți autentifica sau vă puteți recupera parola.',
    not_authenticated: 'Vă rugăm să vă autentificați pentru a continua.',
    forbidden: 'Această pagină nu este disponibilă pentru contul dumneavoastră.',
    not_found: 'Nu am găsit ceea ce căutați.',
    rate_limited: 'Prea multe încercări. Așteptați un minut și încercați din nou.',
    invalid_google_token: 'Autentificarea cu Google nu a reușit. Încercați din nou.',
    google_registration_not_pending: 'Înregistrarea dumneavoastră este deja finalizată. Puteți continua.',
    invalid_reset_token: 'Acest link nu mai este valabil. Vă rugăm să cereți unul nou.',
    login_throttled:
      'Prea multe încercări nereușite de autentificare în acest cont. Dacă acesta există, i-am trimis proprietarului un e-mail cu un link de autentificare. Puteți, de asemenea, să resetați parola sau să încercați mai târziu.',
    invalid_newsletter_token:
      'Acest link al newsletterului nu mai este valabil. Vă rugăm să vă abonați din nou pentru a primi unul nou.',
    marketing_not_offered: 'Vă rugăm să reîncărcați pagina și să încercați din nou.',
    second_factor_required: 'Introduceți codul din aplicația de autentificare pentru a finaliza conectarea.',
    invalid_second_factor_code: 'Codul nu este corect sau a fost deja folosit. Introduceți codul actual.',
    invalid_second_factor_challenge:
      'Timpul pentru acest pas a expirat. Introduceți din nou adresa de e-mail și parola.',
    second_factor_attempts_exceeded:
      'Prea multe încercări. Vă rugăm să așteptați câteva minute și să încercați din nou.',
    second_factor_code_required: 'Introduceți codul din aplicația de autentificare.',
    second_factor_enrolment_required: 'Pentru a continua, activați conectarea în doi pași din profilul dumneavoastră.',
    second_factor_already_enrolled: 'Conectarea în doi pași este deja activată.',
    second_factor_not_enrolled: 'Conectarea în doi pași nu este activată pentru acest cont.',
    second_factor_enrolment_not_started: 'Vă rugăm să reluați activarea conectării în doi pași.',
    password_required: 'Introduceți parola.',
    reauthentication_required: 'Deconectați-vă, conectați-vă din nou cu Google, apoi repetați acest pas.',
    email_domain_rejected: 'Din păcate, mesajele noastre nu ajung la acest furnizor de e-mail. Folosiți altă adresă.',
    unknown_config_id: 'Această piață nu este disponibilă.',
    internal_error: 'Ceva nu a mers bine la noi. Vă rugăm să încercați din nou peste câteva clipe.',
    database_busy: 'Multe persoane folosesc Rozmova chiar acum. Vă rugăm să încercați din nou peste câteva secunde.',
    not_ready: 'Rozmova pornește. Vă rugăm să încercați din nou peste câteva secunde.',
    database_unavailable: 'Nu putem accesa datele în acest moment. Vă rugăm să încercați din nou peste câteva secunde.',
    starts_in_past: 'Această oră a trecut deja. Vă rugăm să alegeți alta.',
    too_short_notice:
      'Această oră este acum prea apropiată pentru a fi rezervată la acest terapeut. Vă rugăm să alegeți o oră mai târzie.',
    beyond_horizon: 'Această oră nu poate fi rezervată încă. Vă rugăm să alegeți o oră din următoarele 8 săptămâni.',
    slot_taken: 'Cineva tocmai a rezervat această oră. Vă rugăm să alegeți alta.',
    client_busy: 'Aveți deja o ședință la această oră. Vă rugăm să alegeți altă oră.',
    no_tokens: 'Nu mai aveți jetoane pentru ședințe. Puteți plăti ședința în mod obișnuit.',
    hold_not_active:
      'Am putut păstra această oră doar câteva minute, iar acum a fost eliberată. Vă rugăm să alegeți din nou o oră.',
    booking_not_cancellable: 'Această ședință nu mai poate fi anulată.',
    booking_not_reschedulable: 'Această ședință nu mai poate fi mutată.',
    reschedule_too_late: 'Au rămas mai puțin de 24 de ore până la ședință, așa că nu mai poate fi mutată.',
    booking_already_started: 'Această ședință a început deja.',
    call_not_open_yet: 'Apelul video se deschide cu 10 minute înainte de începerea ședinței.',
    call_closed: 'Acest apel video s-a încheiat.',
    appointment_cancelled: 'Această ședință a fost anulată, deci nu are apel video.',
    payment_provider_unavailable:
      'Serviciul de plată nu răspunde acum. Nu s-a încasat nimic. Vă rugăm să încercați din nou în câteva minute.',
    giftcode_unknown: 'Nu am găsit acest cod cadou. Vă rugăm să îl verificați și să încercați din nou.',
    giftcode_expired: 'Acest cod cadou a expirat.',
    giftcode_already_redeemed: 'Acest cod cadou a fost deja folosit.',
    giftcode_refunded: 'Pentru acest cod cadou s-au returnat banii, așa că nu mai poate fi folosit.',
    giftcode_other_market:
      'Acest cod cadou este pentru ședințe în altă țară, așa că nu poate fi folosit în acest cont. Poate fi folosit într-un cont din țara în care a fost cumpărat.',
    refund_to_token_needs_client_request:
      'Banii se returnează prin metoda de plată inițială, cu excepția cazului în care clientul a cerut o ședință în sold.',
    giftcode_not_paid: 'Acest cod cadou nu a fost încă plătit.',
    subscription_exists: 'Aveți deja un abonament activ la acest terapeut.',
    service_not_offered: 'Acest terapeut nu oferă acest tip de ședință.',
    therapist_not_found: 'Nu am găsit acest terapeut.',
    order_not_found: 'Nu am găsit această comandă.',
    order_not_paid: 'Chitanța va fi disponibilă după ce comanda este plătită.',
    refund_not_possible: 'Această comandă nu poate fi rambursată de aici.',
    appointment_not_found: 'Nu am găsit această ședință.',
    cannot_book_self: 'Nu puteți rezerva o ședință la propriul profil.',
    partner_only_for_couple: 'Un partener poate fi invitat doar la o ședință de cuplu.',
    bad_request: 'Această cerere nu a putut fi procesată. Vă rugăm să reîncărcați pagina și să încercați din nou.',
    invalid_json:
      'Pagina a trimis date pe care nu le-am putut citi. Vă rugăm să o reîncărcați și să încercați din nou.',
    invalid_body: 'Pagina a trimis un formular incomplet. Vă rugăm să o reîncărcați și să încercați din nou.',
    unsupported_media_type:
      'Pagina a trimis date într-un format pe care nu îl acceptăm. Vă rugăm să o reîncărcați și să încercați din nou.',
    payload_too_large: 'Este mai mult decât putem primi deodată. Vă rugăm să scurtați textul și să încercați din nou.',
    registration_incomplete:
      'Vă rugăm să finalizați mai întâi crearea contului: acceptați condițiile pentru a continua.',
    csrf_origin_refused:
      'Pentru siguranța dumneavoastră, acceptăm acest lucru doar de pe site-ul nostru. Vă rugăm să deschideți din nou pagina și să reîncercați.',
    unknown_reference:
      'Ceva la care se referă aceasta nu mai există. Vă rugăm să reîncărcați pagina și să încercați din nou.',
    invalid_value:
      'Una dintre valori este în afara limitelor acceptate. Vă rugăm să o verificați și să încercați din nou.',
    concurrent_update: 'Ceva s-a schimbat chiar în acest moment. Vă rugăm să încercați din nou.',
    email_registered_with_password:
      'Această adresă are deja un cont cu parolă. Vă rugăm să vă autentificați cu parola.',
    wrong_password: 'Parola actuală nu este corectă. Încercați din nou.',
    no_password_set: 'Contul dumneavoastră nu are încă o parolă. O puteți seta prin „Am uitat parola”.',
    google_sign_in_unavailable:
      'Autentificarea cu Google nu este disponibilă acum. Vă rugăm să folosiți e-mailul și parola.',
    analytics_locale_not_supported: 'Pe această piață nu folosim analize. Nu s-a înregistrat nimic.',
    verification_link_invalid: 'Acest link de confirmare nu este valabil. Vă rugăm să cereți unul nou.',
    verification_link_expired:
      'Acest link de confirmare a expirat sau v-am trimis deja unul mai nou. Vă rugăm să cereți unul nou.',
    verification_link_used: 'Acest link de confirmare a fost deja folosit.',
    email_not_verified:
      'Vă rugăm să vă confirmați mai întâi adresa de e-mail: deschideți linkul pe care vi l-am trimis.',
    email_unchanged: 'Aceasta este deja adresa dumneavoastră de e-mail.',
    session_not_found: 'Acest dispozitiv nu mai este conectat.',
    invitation_not_found: 'Acest link de invitație nu este valabil.',
    invitation_revoked: 'Această invitație a fost retrasă: ședința are acum alt partener.',
    invitation_expired: 'Această invitație nu mai este valabilă: ședința s-a încheiat sau a fost anulată.',
    invitation_email_mismatch:
      'Această invitație a fost trimisă la o altă adresă de e-mail. Vă rugăm să vă conectați cu acea adresă.',
    therapist_not_in_market: 'Acest terapeut nu lucrează pe această piață. Vă rugăm să alegeți alt terapeut.',
    therapist_profile_missing:
      'Profilul dumneavoastră de terapeut nu este încă configurat. Vă rugăm să contactați asistența.',
    photo_not_found: 'Acest terapeut nu are încă o fotografie.',
    photo_too_large: 'Această fotografie are peste 512 KB. Vă rugăm să alegeți una mai mică.',
    photo_not_an_image: 'Fișierul nu este imaginea care pretinde că este. Vă rugăm să alegeți altă fotografie.',
    unknown_service: 'Nu cunoaștem acest tip de ședință. Vă rugăm să alegeți altul.',
    unknown_service_id: 'Nu cunoaștem acest tip de ședință. Vă rugăm să alegeți altul.',
    invalid_range: 'Sfârșitul acestei perioade trebuie să fie după început, iar perioada nu poate fi prea lungă.',
    invalid_work_time: 'Aceste ore de lucru nu se potrivesc între ele. Vă rugăm să verificați orele marcate.',
    recommendation_not_found: 'Nu am găsit această recomandare. Puteți completa din nou chestionarul.',
    booking_not_found: 'Nu am găsit această rezervare.',
    bookings_unavailable:
      'Rezervările sunt oprite pentru câteva momente. Vă rugăm să încercați din nou în câteva minute.',
    client_not_found:
      'Niciunul dintre clienții dumneavoastră nu are această adresă. Puteți programa persoanele care au avut sau au rezervat o ședință cu dumneavoastră.',
    appointment_not_upcoming: 'Această ședință a avut deja loc, așa că nu mai poate fi modificată.',
    unknown_provider: 'Această metodă de plată nu este disponibilă. Vă rugăm să alegeți alta.',
    invalid_signature: 'Mesajul serviciului de plată nu a putut fi confirmat. Nu s-a schimbat nimic.',
    invalid_checkout_link: 'Acest link de plată nu este valabil. Vă rugăm să începeți din nou plata de pe site.',
    subscription_not_found: 'Nu am găsit acest abonament.',
    promo_unknown: 'Nu am găsit acest cod promoțional. Vă rugăm să îl verificați și să încercați din nou.',
    promo_inactive: 'Acest cod promoțional nu este activ acum.',
    promo_not_started: 'Acest cod promoțional nu este încă valabil.',
    promo_expired: 'Acest cod promoțional a expirat.',
    promo_used_up: 'Acest cod promoțional a fost deja folosit de numărul maxim de ori.',
    promo_client_limit_reached: 'Ați folosit deja acest cod promoțional de numărul maxim de ori.',
    promo_first_session_only: 'Acest cod promoțional este valabil doar pentru prima ședință.',
    promo_wrong_market: 'Acest cod promoțional nu este valabil în această țară.',
    promo_not_for_service: 'Acest cod promoțional nu este valabil pentru acest tip de ședință.',
    promo_not_for_therapist: 'Acest cod promoțional nu este valabil pentru acest terapeut.',
    promo_not_for_purchase: 'Acest cod promoțional nu poate fi folosit pentru această achiziție.',
    promo_code_exists: 'Există deja un cod promoțional cu acest nume. Vă rugăm să alegeți alt nume.',
    promo_rule_not_found: 'Nu am găsit această regulă de cod promoțional.',
    calendar_feed_not_found:
      'Această adresă de calendar nu mai funcționează. Puteți crea una nouă din contul dumneavoastră.',
    invalid_windows: 'Alegeți cel puțin o zi și un sfârșit după început.',
    therapist_has_free_time: 'Acest terapeut are ore libere în următoarele 14 zile: alegeți una din calendar.',
    already_waiting: 'Sunteți deja pe această listă de așteptare.',
    waitlist_entry_not_found: 'Nu mai sunteți pe această listă de așteptare.',
    waitlist_offer_not_found: 'Această ofertă a expirat sau a fost deja folosită.',
    series_not_found: 'Nu am găsit această serie de ședințe.',
    series_occurrence_conflict:
      'Unele dintre datele alese nu mai sunt disponibile. Vă rugăm să verificați ședințele marcate și să alegeți altă oră.',
    series_move_conflict: 'Nu toate ședințele pot fi mutate la această oră. Ședințele marcate au rămas neschimbate.',
    series_ended: 'Această serie de ședințe a fost deja încheiată.',
    occurrence_not_payable:
      'Această ședință nu mai poate fi plătită: este deja plătită, anulată sau termenul de plată a trecut.',
    no_subscription_sessions:
      'Abonamentul dumneavoastră la acest terapeut nu mai are ședințe pentru toate aceste date.',
    outages_off: 'Gestionarea alertelor și a întreruperilor de curent nu funcționează acum.',
    outages_not_in_market:
      'Gestionarea alertelor și a întreruperilor de curent există doar pentru ședințele din Ucraina.',
    no_alert_for_session: 'Acum nu există nicio alertă aeriană care să privească această ședință.',
    alert_waiver_used: 'Această ședință a fost deja mutată o dată gratuit din cauza unei alerte.',
    outage_move_limit_reached:
      'Luna aceasta ați folosit deja toate mutările gratuite din cauza lipsei de curent sau de conexiune.',
    outage_report_not_open:
      'Puteți anunța lipsa de curent sau de conexiune de la 24 de ore înainte de ședință până la încheierea ei.',
    invalid_outage_link: 'Acest link nu este valabil sau a expirat.',
  } satisfies ErrorTexts,
};
