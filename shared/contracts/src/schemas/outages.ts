// Care through outages (issue 27, api/docs/outages.md): air-raid alerts, planned power cuts and dropped
// connections in the ua market. The api polls an alert feed (alerts.in.ua's format) and, optionally, a planned
// outage schedule (Yasno-like, per group); both are off unless configured, and then nothing is contacted.
//
// Privacy: a person's oblast and outage group are personal data (in export_my_data, erased with the account).
// Who sees whose region: the viewer always sees their own oblast. The therapist of a session learns the
// client's oblast only while an alert is active there in the session's window (so they understand why the
// client is away); the client never learns the therapist's oblast, only that "an alert is active in the
// therapist's region".
//
// Errors: `outages_off` (404) when the feed a call needs is not configured; `outages_not_in_market` (409) for a
// person or booking outside the ua market; `no_alert_for_session` (409) when no alert covers the session's window;
// `alert_waiver_used` (409) when the session was already moved free for an alert; `outage_move_limit_reached`
// (409) when the person has used this month's "I lost power" moves; `outage_report_not_open` (409) outside
// 24 h before the start to the session's end; `invalid_outage_link` (404) for a bad or expired signed link. An
// unknown oblast or group is the ordinary 400 `validation_failed`. Booking errors (`booking_not_found`, `slot_taken`,
// `slot_unavailable`, ...) are the ordinary ones.
//
// Stand-ins (api/stand-ins/alerts, api/stand-ins/outage-schedule): `npm start` and e2e run them; tests tell the
// alerts stand-in which oblasts are under alert with `POST /test/alerts` body `{ "oblast_ids": ["kyivska"] }`
// (an empty list ends every alert) and the schedule stand-in with `POST /test/schedule` (api/docs/outages.md).
import type { FromSchema } from 'json-schema-to-ts';
import { instantInputSchema, marketLocaleSchema, uuidSchema } from './common';

/** Alerts and planned outages exist only in this market. */
export const OUTAGES_MARKET = 'ua' as const;

/** Names in each market language: the ua form first, then pl, ro, en. */
export interface OblastNames {
  ua: string;
  pl: string;
  ro: string;
  en: string;
}

/** Ukraine's oblasts (and the two cities with oblast status), ids stable, in the order forms list them. */
export const UA_OBLASTS = {
  vinnytska: { ua: 'Вінницька область', pl: 'obwód winnicki', ro: 'regiunea Vinnîțea', en: 'Vinnytsia oblast' },
  volynska: { ua: 'Волинська область', pl: 'obwód wołyński', ro: 'regiunea Volîn', en: 'Volyn oblast' },
  dnipropetrovska: {
    ua: 'Дніпропетровська область',
    pl: 'obwód dniepropetrowski',
    ro: 'regiunea Dnipropetrovsk',
    en: 'Dnipropetrovsk oblast',
  },
  donetska: { ua: 'Донецька область', pl: 'obwód doniecki', ro: 'regiunea Donețk', en: 'Donetsk oblast' },
  zhytomyrska: { ua: 'Житомирська область', pl: 'obwód żytomierski', ro: 'regiunea Jîtomîr', en: 'Zhytomyr oblast' },
  zakarpatska: {
    ua: 'Закарпатська область',
    pl: 'obwód zakarpacki',
    ro: 'regiunea Transcarpatia',
    en: 'Zakarpattia oblast',
  },
  zaporizka: { ua: 'Запорізька область', pl: 'obwód zaporoski', ro: 'regiunea Zaporijjea', en: 'Zaporizhzhia oblast' },
  ivano_frankivska: {
    ua: 'Івано-Франківська область',
    pl: 'obwód iwanofrankiwski',
    ro: 'regiunea Ivano-Frankivsk',
    en: 'Ivano-Frankivsk oblast',
  },
  kyivska: { ua: 'Київська область', pl: 'obwód kijowski', ro: 'regiunea Kiev', en: 'Kyiv oblast' },
  kyiv: { ua: 'місто Київ', pl: 'Kijów', ro: 'orașul Kiev', en: 'Kyiv city' },
  kirovohradska: {
    ua: 'Кіровоградська область',
    pl: 'obwód kirowohradzki',
    ro: 'regiunea Kirovohrad',
    en: 'Kirovohrad oblast',
  },
  luhanska: { ua: 'Луганська область', pl: 'obwód ługański', ro: 'regiunea Luhansk', en: 'Luhansk oblast' },
  lvivska: { ua: 'Львівська область', pl: 'obwód lwowski', ro: 'regiunea Liov', en: 'Lviv oblast' },
  mykolaivska: {
    ua: 'Миколаївська область',
    pl: 'obwód mikołajowski',
    ro: 'regiunea Mîkolaiiv',
    en: 'Mykolaiv oblast',
  },
  odeska: { ua: 'Одеська область', pl: 'obwód odeski', ro: 'regiunea Odesa', en: 'Odesa oblast' },
  poltavska: { ua: 'Полтавська область', pl: 'obwód połtawski', ro: 'regiunea Poltava', en: 'Poltava oblast' },
  rivnenska: { ua: 'Рівненська область', pl: 'obwód rówieński', ro: 'regiunea Rivne', en: 'Rivne oblast' },
  sumska: { ua: 'Сумська область', pl: 'obwód sumski', ro: 'regiunea Sumî', en: 'Sumy oblast' },
  ternopilska: { ua: 'Тернопільська область', pl: 'obwód tarnopolski', ro: 'regiunea Ternopil', en: 'Ternopil oblast' },
  kharkivska: { ua: 'Харківська область', pl: 'obwód charkowski', ro: 'regiunea Harkov', en: 'Kharkiv oblast' },
  khersonska: { ua: 'Херсонська область', pl: 'obwód chersoński', ro: 'regiunea Herson', en: 'Kherson oblast' },
  khmelnytska: {
    ua: 'Хмельницька область',
    pl: 'obwód chmielnicki',
    ro: 'regiunea Hmelnîțkîi',
    en: 'Khmelnytskyi oblast',
  },
  cherkaska: { ua: 'Черкаська область', pl: 'obwód czerkaski', ro: 'regiunea Cerkasî', en: 'Cherkasy oblast' },
  chernivetska: {
    ua: 'Чернівецька область',
    pl: 'obwód czerniowiecki',
    ro: 'regiunea Cernăuți',
    en: 'Chernivtsi oblast',
  },
  chernihivska: {
    ua: 'Чернігівська область',
    pl: 'obwód czernihowski',
    ro: 'regiunea Cernihiv',
    en: 'Chernihiv oblast',
  },
  krym: {
    ua: 'Автономна Республіка Крим',
    pl: 'Autonomiczna Republika Krymu',
    ro: 'Republica Autonomă Crimeea',
    en: 'Autonomous Republic of Crimea',
  },
  sevastopol: { ua: 'місто Севастополь', pl: 'Sewastopol', ro: 'orașul Sevastopol', en: 'Sevastopol city' },
} as const satisfies Record<string, OblastNames>;
export type OblastId = keyof typeof UA_OBLASTS;
export const OBLAST_IDS = Object.keys(UA_OBLASTS) as OblastId[];

/** Planned-outage groups as the schedules name them (Yasno: queue 1-6, sub-queue 1-2). */
export const OUTAGE_GROUPS = [
  '1.1',
  '1.2',
  '2.1',
  '2.2',
  '3.1',
  '3.2',
  '4.1',
  '4.2',
  '5.1',
  '5.2',
  '6.1',
  '6.2',
] as const;
export type OutageGroup = (typeof OUTAGE_GROUPS)[number];

/** An alert counts for a session from this many minutes before its start until its end. */
export const ALERT_WINDOW_BEFORE_MINUTES = 15;
/** Default of OUTAGE_MOVES_PER_MONTH: "I lost power or connection" moves per person per calendar month (Kyiv time). */
export const DEFAULT_OUTAGE_MOVES_PER_MONTH = 2;

const oblastIdSchema = { type: 'string', enum: OBLAST_IDS } as const;
const outageGroupSchema = { type: 'string', enum: OUTAGE_GROUPS } as const;

// ---- (a) profile: oblast and outage group ---------------------------------------------------------------------

/**
 * GET /api/v4/outages/profile (client or therapist, signed in). 404 `outages_off` when neither the alert feed
 * nor the outage schedule is configured; 409 `outages_not_in_market` for an account outside the ua market.
 * `alerts_enabled` / `planned_outages_enabled` say which of the two fields is worth asking for.
 */
export const outageProfileSchema = {
  type: 'object',
  properties: {
    oblast_id: { anyOf: [oblastIdSchema, { type: 'null' }] },
    outage_group: { anyOf: [outageGroupSchema, { type: 'null' }] },
    alerts_enabled: { type: 'boolean' },
    planned_outages_enabled: { type: 'boolean' },
  },
  required: ['oblast_id', 'outage_group', 'alerts_enabled', 'planned_outages_enabled'],
  additionalProperties: false,
} as const;
export type OutageProfile = FromSchema<typeof outageProfileSchema>;

/** PUT /api/v4/outages/profile: both fields, `null` clears one. Answers the profile as GET does. */
export const setOutageProfileBodySchema = {
  type: 'object',
  properties: {
    oblast_id: { anyOf: [oblastIdSchema, { type: 'null' }] },
    outage_group: { anyOf: [outageGroupSchema, { type: 'null' }] },
  },
  required: ['oblast_id', 'outage_group'],
  additionalProperties: false,
} as const;
export type SetOutageProfileBody = FromSchema<typeof setOutageProfileBodySchema>;

// ---- (b) a session's care state ----------------------------------------------------------------------------

/** GET /api/v4/outages/care_state?booking_id= — the client or the therapist of the booking; anyone else 404. */
export const careStateQuerySchema = {
  type: 'object',
  properties: { config_id: marketLocaleSchema, booking_id: uuidSchema },
  required: ['booking_id'],
  additionalProperties: false,
} as const;
export type CareStateQuery = FromSchema<typeof careStateQuerySchema>;

export const careStateSchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    /** `client` or `therapist`: who is asking. */
    viewer: { type: 'string', enum: ['client', 'therapist'] },
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
    /** Whether an alert feed is configured (the notice and the alert move exist only then). */
    alerts_enabled: { type: 'boolean' },
    /** Now is within 15 minutes before the start .. the end: an alert now counts for this session. */
    in_alert_window: { type: 'boolean' },
    /** An alert is active in the viewer's own oblast (null: none, or the viewer gave no oblast). */
    my_alert: {
      anyOf: [
        {
          type: 'object',
          properties: { oblast_id: oblastIdSchema, started_at: { type: 'string', format: 'date-time' } },
          required: ['oblast_id', 'started_at'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    /**
     * An alert is active in the other party's oblast. `oblast_id` is the client's oblast when the therapist
     * asks, and always null when the client asks (the therapist's region is never shown).
     */
    other_alert: {
      anyOf: [
        {
          type: 'object',
          properties: { oblast_id: { anyOf: [oblastIdSchema, { type: 'null' }] } },
          required: ['oblast_id'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    /**
     * The 24 h rule is waived for this session (an alert covered its window) and the waiver is still unused:
     * `POST /v4/outages/move_for_alert` moves it free now.
     */
    fee_waived: { type: 'boolean' },
    /** The session was already moved free for an alert (a waiver is used once). */
    waiver_used: { type: 'boolean' },
    /** "I lost power or connection": whether a report is open now (24 h before the start .. the end). */
    outage_report_open: { type: 'boolean' },
    /** The viewer's "I lost power" moves left this calendar month (Kyiv time), and the monthly limit. */
    outage_moves_left: { type: 'integer', minimum: 0 },
    outage_moves_per_month: { type: 'integer', minimum: 0 },
  },
  required: [
    'booking_id',
    'viewer',
    'starts_at',
    'ends_at',
    'alerts_enabled',
    'in_alert_window',
    'my_alert',
    'other_alert',
    'fee_waived',
    'waiver_used',
    'outage_report_open',
    'outage_moves_left',
    'outage_moves_per_month',
  ],
  additionalProperties: false,
} as const;
export type CareState = FromSchema<typeof careStateSchema>;

// ---- (c) move free because of an alert --------------------------------------------------------------------

/**
 * POST /api/v4/outages/move_for_alert — the client or the therapist; to a free slot of the therapist
 * (`/v4/get_free_slots`), also after the start while the session lasts. 404 `outages_off` without a feed;
 * 409 `no_alert_for_session`, `alert_waiver_used`, or the ordinary slot errors. Both sides are mailed.
 */
export const moveForAlertBodySchema = {
  type: 'object',
  properties: { booking_id: uuidSchema, starts_at: instantInputSchema },
  required: ['booking_id', 'starts_at'],
  additionalProperties: false,
} as const;
export type MoveForAlertBody = FromSchema<typeof moveForAlertBodySchema>;

export const outageMoveResultSchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    /** `moved` to `starts_at`..`ends_at`, or `cancelled` (a lost-power report with no new time). */
    outcome: { type: 'string', enum: ['moved', 'cancelled'] },
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
    /** A cancelled paid session: a session token went back to the client. */
    token_credited: { type: 'boolean' },
    /** The reporter's "I lost power" moves left this month (unchanged by an alert move). */
    outage_moves_left: { type: 'integer', minimum: 0 },
  },
  required: ['booking_id', 'outcome', 'starts_at', 'ends_at', 'token_credited', 'outage_moves_left'],
  additionalProperties: false,
} as const;
export type OutageMoveResult = FromSchema<typeof outageMoveResultSchema>;

// ---- (d) "I lost power or connection" -------------------------------------------------------------------

/**
 * POST /api/v4/outages/lost_power — signed in as the client or therapist (`booking_id`), or from the reminder
 * mail's signed link without signing in (`token`; exactly one of the two). With `starts_at` the session moves
 * free to that free slot; without it the session is cancelled free and, if it was paid, a session token goes
 * back to the client. Counts against the reporter's monthly limit (409 `outage_move_limit_reached`); open from
 * 24 h before the start to its end (409 `outage_report_not_open`). The other side is mailed.
 */
export const lostPowerBodySchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    token: { type: 'string', minLength: 16, maxLength: 512 },
    starts_at: instantInputSchema,
  },
  additionalProperties: false,
} as const;
export type LostPowerBody = FromSchema<typeof lostPowerBodySchema>;

/**
 * GET /api/v4/outages/lost_power_link?token= — what the signed link's landing page shows (no sign-in): the
 * session, the therapist and session type for `/v4/get_free_slots`, who reports, moves left. 404
 * `invalid_outage_link` for a bad or expired link.
 */
export const lostPowerLinkQuerySchema = {
  type: 'object',
  properties: { config_id: marketLocaleSchema, token: { type: 'string', minLength: 16, maxLength: 512 } },
  required: ['token'],
  additionalProperties: false,
} as const;

export const lostPowerLinkSchema = {
  type: 'object',
  properties: {
    booking_id: uuidSchema,
    reporter: { type: 'string', enum: ['client', 'therapist'] },
    worker_id: uuidSchema,
    service_id: { type: 'string' },
    starts_at: { type: 'string', format: 'date-time' },
    ends_at: { type: 'string', format: 'date-time' },
    /** The reporter's zone, to show times in. */
    time_zone: { type: 'string' },
    locale: marketLocaleSchema,
    outage_report_open: { type: 'boolean' },
    outage_moves_left: { type: 'integer', minimum: 0 },
    outage_moves_per_month: { type: 'integer', minimum: 0 },
  },
  required: [
    'booking_id',
    'reporter',
    'worker_id',
    'service_id',
    'starts_at',
    'ends_at',
    'time_zone',
    'locale',
    'outage_report_open',
    'outage_moves_left',
    'outage_moves_per_month',
  ],
  additionalProperties: false,
} as const;
export type LostPowerLink = FromSchema<typeof lostPowerLinkSchema>;

// ---- (e) admin: moves per month and market ---------------------------------------------------------------

/** GET /api/v4/admin/outages/stats?from=YYYY-MM&to=YYYY-MM (admin; default: the last 6 months, Kyiv time). */
export const outageStatsQuerySchema = {
  type: 'object',
  properties: {
    config_id: marketLocaleSchema,
    from: { type: 'string', pattern: '^[12][0-9]{3}-(0[1-9]|1[0-2])$' },
    to: { type: 'string', pattern: '^[12][0-9]{3}-(0[1-9]|1[0-2])$' },
  },
  additionalProperties: false,
} as const;
export type OutageStatsQuery = FromSchema<typeof outageStatsQuerySchema>;

export const outageStatsSchema = {
  type: 'object',
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    /** One row per month and market with any move; months with none are left out. */
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          month: { type: 'string' },
          market: marketLocaleSchema,
          /** Sessions moved free for an air-raid alert. */
          alert_moves: { type: 'integer', minimum: 0 },
          /** Sessions moved for "I lost power or connection". */
          outage_moves: { type: 'integer', minimum: 0 },
          /** Sessions cancelled for "I lost power or connection" (no new time given). */
          outage_cancellations: { type: 'integer', minimum: 0 },
        },
        required: ['month', 'market', 'alert_moves', 'outage_moves', 'outage_cancellations'],
        additionalProperties: false,
      },
    },
  },
  required: ['from', 'to', 'rows'],
  additionalProperties: false,
} as const;
export type OutageStats = FromSchema<typeof outageStatsSchema>;

// ---- (f) planned outages in the free-slot answer -----------------------------------------------------------
// `/v4/get_free_slots` slots carry `planned_outage: true` when the slot overlaps a planned power cut of the
// therapist's outage group (only with OUTAGE_SCHEDULE_URL configured); otherwise the field is absent.
