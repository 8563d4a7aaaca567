// Decorates `fastify.myData`: everything the platform holds about the signed-in person, as one document
// they can download: profile, consents, sessions, orders, the mails sent to them with what became of them,
// newsletter, business inquiries, error reports, analytics ids and events, promo look-ups, questionnaires, tokens
// and their ledger, gift codes, subscriptions, sign-ins and, for a therapist, their own records. coverage.ts says
// where each column about a person lands (or why it does not), and a test holds the catalog to it. My-data reads
// core's tables; every other area registers its sections with `fastify.myDataSections` (export-contract.ts).
import fp from 'fastify-plugin';
import type { FromSchema } from 'json-schema-to-ts';
import { fromMinorUnits } from '@rozmova/contracts/format';
import type { myDataExportSchema } from '@rozmova/contracts/schemas/my-data';
import { ApiError } from '../../../errors';
import { myDataRepository } from './my-data-repository';
import { exportedOrder, exportedSession, iso, therapistBios } from './export-rules';
import { MyDataSections, type ExportPerson } from './export-contract';

export type MyDataExport = FromSchema<typeof myDataExportSchema>;

export interface MyDataService {
  exportFor(userId: string, now: Date): Promise<MyDataExport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    myData: MyDataService;
    /** Register with `fastify.myDataSections.register(area, section, read)`; declare `dependencies: ['my-data']`. */
    myDataSections: MyDataSections;
  }
}

export default fp(
  async (fastify) => {
    const sections = new MyDataSections();
    fastify.decorate('myDataSections', sections);
    const exportFor: MyDataService['exportFor'] = async (userId, now) => {
      const profile = await myDataRepository.profile(fastify.db, userId);
      if (!profile) throw new ApiError(404, 'not_found', 'No account with this id.');
      const q = fastify.db;
      const email = profile.email;
      const person: ExportPerson = { userId, email, role: profile.role };
      // One after the other: on the embedded database every query waits for the one before anyway.
      const calendarFeedCreatedAt = await sections.read('calendarFeed', q, person);
      const sessions = await sections.read('sessions', q, person);
      const orders = await sections.read('orders', q, person);
      const mails = await myDataRepository.mails(q, userId, email);
      const newsletter = await myDataRepository.newsletter(q, userId, email);
      const inquiries = await myDataRepository.businessInquiries(q, userId, email);
      const errorReports = await myDataRepository.errorReports(q, userId);
      const clientIds = await myDataRepository.analyticsClientIds(q, userId);
      const events = await myDataRepository.analyticsEvents(q, userId);
      const lookups = await sections.read('promoLookups', q, person);
      const questionnaires = await sections.read('questionnaires', q, person);
      const tokenAccounts = await sections.read('tokenAccounts', q, person);
      const ledger = await sections.read('tokenLedger', q, person);
      const gifts = await sections.read('giftCodes', q, person);
      const subscriptions = await sections.read('subscriptions', q, person);
      const waitlist = await sections.read('waitlist', q, person);
      const series = await sections.read('series', q, person);
      const outages = await sections.read('outages', q, person);
      const signIns = await myDataRepository.signIns(q, userId);
      const twoFactor = await myDataRepository.twoFactor(q, userId);
      const therapistRows = await sections.read('therapist', q, person);
      const therapist = therapistRows
        ? {
            profile: {
              display_name: therapistRows.profile.display_name,
              market: therapistRows.profile.market,
              bios: therapistBios(therapistRows.profile),
              languages: therapistRows.profile.languages,
              specialisations: therapistRows.profile.specialisations,
              time_zone: therapistRows.profile.time_zone,
              listed: therapistRows.profile.is_listed,
              created_at: new Date(therapistRows.profile.created_at).toISOString(),
            },
            special_days: therapistRows.specialDays.map((d) => ({
              date: d.work_date,
              note: d.note,
            })),
            sessions: therapistRows.sessions.map((b) => ({
              id: b.id,
              service_kind: b.service_kind,
              starts_at: new Date(b.starts_at).toISOString(),
              ends_at: new Date(b.ends_at).toISOString(),
              status: b.status,
              my_note: b.worker_note,
              created_at: new Date(b.created_at).toISOString(),
            })),
            daily_agendas: therapistRows.dailyAgendas.map((d) => d.day),
          }
        : null;
      return {
        exported_at: now.toISOString(),
        profile: {
          id: profile.id,
          email: profile.email,
          name: profile.name,
          phone: profile.phone,
          timezone: profile.timezone,
          locale: profile.locale,
          role: profile.role,
          signs_in_with_password: profile.has_password,
          signs_in_with_google: profile.has_google,
          created_at: new Date(profile.created_at).toISOString(),
        },
        consents: {
          terms_accepted_at: iso(profile.oferta_accepted_at),
          marketing: profile.marketing_consent,
          marketing_changed_at: iso(profile.marketing_consent_at),
          email_reminders: profile.notify_email_reminders,
          email_booking_updates: profile.notify_email_booking_updates,
          calendar_feed_created_at: iso(calendarFeedCreatedAt),
        },
        sessions: sessions.map((s) => exportedSession(s, userId)),
        orders: orders.map(exportedOrder),
        mails: mails.map((m) => ({
          id: m.id,
          purpose: m.purpose,
          to: m.to_email,
          reply_to: m.reply_to,
          language: m.locale,
          subject: m.subject,
          text: m.body,
          attachments: m.attachments.map((a) => a.filename),
          status: m.status as 'queued' | 'sent' | 'failed' | 'cancelled',
          attempts: m.attempts,
          last_response: m.last_response,
          created_at: iso(m.created_at)!,
          sent_at: iso(m.sent_at),
        })),
        newsletter: newsletter.map((n) => ({
          email: n.email,
          language: n.locale,
          name: n.name,
          created_at: iso(n.created_at)!,
          confirmed_at: iso(n.confirmed_at),
        })),
        business_inquiries: inquiries.map((b) => ({
          language: b.locale,
          name: b.name,
          email: b.email,
          company: b.company,
          phone: b.phone,
          message: b.message,
          created_at: iso(b.created_at)!,
        })),
        error_reports: errorReports.map((e) => ({
          language: e.locale,
          page: e.url,
          browser: e.user_agent,
          stack_trace: e.stack_trace,
          truncated: e.truncated,
          created_at: iso(e.created_at)!,
        })),
        analytics: {
          client_ids: clientIds.map((c) => ({
            client_id: c.client_id,
            market: c.locale,
            first_seen_at: iso(c.first_seen_at)!,
            last_seen_at: iso(c.last_seen_at)!,
          })),
          events: events.map((e) => ({
            event: e.event,
            distinct_id: e.distinct_id,
            properties: e.properties,
            market: e.locale,
            created_at: iso(e.created_at)!,
            forwarded_at: iso(e.forwarded_at),
          })),
        },
        promo_lookups: lookups.map((l) => ({
          code: l.code,
          market: l.locale,
          service_id: l.service_id,
          outcome: l.outcome,
          created_at: iso(l.created_at)!,
        })),
        questionnaires: questionnaires.map((r) => ({
          id: r.id,
          market: r.market,
          answers: r.answers,
          recommended_therapists: r.therapist_ids,
          created_at: iso(r.created_at)!,
        })),
        tokens: {
          balance: tokenAccounts.reduce((sum, a) => sum + a.balance, 0),
          accounts: tokenAccounts.map((a) => ({
            id: a.id,
            market: a.locale,
            service_id: a.service_id,
            therapist: a.therapist,
            balance: a.balance,
          })),
          ledger: ledger.map((m) => ({
            account_id: m.account_id,
            change: m.delta,
            reason: m.reason,
            gift: m.gift,
            order_id: m.order_id,
            session_id: m.booking_id,
            created_at: iso(m.created_at)!,
          })),
        },
        gift_codes: gifts.map((g) => ({
          code: g.code,
          bought_by_me: g.bought,
          redeemed_by_me: g.redeemed_by_me,
          service_id: g.service_id,
          sessions: g.sessions,
          recipient_name: g.recipient_name,
          sender_name: g.sender_name,
          message: g.message,
          expires_at: iso(g.expires_at)!,
          redeemed_at: iso(g.redeemed_at),
          created_at: iso(g.created_at)!,
        })),
        subscriptions: subscriptions.map((sub) => ({
          id: sub.id,
          therapist: sub.therapist,
          service_id: sub.service_id,
          sessions_per_period: sub.sessions_per_period,
          period_amount: fromMinorUnits(Number(sub.period_amount_minor)),
          currency: sub.currency,
          status: sub.status,
          current_period_end: iso(sub.current_period_end)!,
          cancel_at_period_end: sub.cancel_at_period_end,
          cancelled_at: iso(sub.cancelled_at),
          created_at: iso(sub.created_at)!,
        })),
        waitlist: waitlist.map((w) => ({
          therapist: w.therapist,
          service_id: w.service_id,
          time_zone: w.time_zone,
          windows: w.windows,
          joined_at: iso(w.created_at)!,
          offers: w.offers.map((o) => ({
            starts_at: new Date(o.starts_at).toISOString(),
            status: o.status,
            offered_at: new Date(o.offered_at).toISOString(),
            expires_at: new Date(o.expires_at).toISOString(),
          })),
        })),
        series: series.map((s) => ({
          therapist: s.therapist,
          service_id: s.service_id,
          every_weeks: s.every_weeks,
          payment: s.payment,
          status: s.status,
          created_at: iso(s.created_at)!,
          ended_at: iso(s.ended_at),
          ended_by: s.ended_by,
          session_ids: s.session_ids,
        })),
        outages: {
          profile: outages.profile && {
            oblast_id: outages.profile.oblast_id,
            outage_group: outages.profile.outage_group,
            updated_at: iso(outages.profile.updated_at)!,
          },
          moves: outages.moves.map((m) => ({ kind: m.kind, month: m.month, at: iso(m.created_at)! })),
        },
        sign_ins: signIns.map((x) => ({
          started_at: iso(x.created_at)!,
          last_seen_at: iso(x.last_seen_at)!,
          expires_at: iso(x.expires_at)!,
        })),
        two_factor: twoFactor && {
          started_at: iso(twoFactor.created_at)!,
          enrolled_at: iso(twoFactor.confirmed_at),
          recovery_codes: twoFactor.recovery_codes.map((c) => ({ used_at: iso(c.used_at) })),
          wrong_codes: twoFactor.wrong_codes.map((t) => iso(t)!),
        },
        therapist,
      };
    };
    fastify.decorate('myData', { exportFor });
  },
  { name: 'my-data', dependencies: ['db'] },
);
