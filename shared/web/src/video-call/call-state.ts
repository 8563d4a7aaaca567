// The call page as a small state machine. Times are compared on the api's clock (`server_time` minus the
// device clock at the moment it arrived), so a device whose clock is off still opens the room on time.
import type { AppointmentCall, CallTicket } from '@rozmova/web/video-call/api';

/** Why the page cannot show the room, each with its own next step on screen. */
export type RefusalReason = 'not_participant' | 'too_early' | 'too_late' | 'cancelled' | 'sign_in' | 'failed';

export type CallPhase =
  | { phase: 'loading' }
  | { phase: 'waiting'; call: AppointmentCall }
  | { phase: 'joining'; call: AppointmentCall }
  | {
      phase: 'in_call';
      call: AppointmentCall;
      ticket: CallTicket;
      joined: boolean;
      /** The room lost its connection and Jitsi (or the page) is getting it back. */
      reconnecting: boolean;
      /** How many times the page rebuilt the room after the conference was left without "leave". */
      rejoins: number;
    }
  | { phase: 'ended'; call: AppointmentCall | null }
  | { phase: 'refused'; reason: RefusalReason; call: AppointmentCall | null }
  | { phase: 'unreachable'; call: AppointmentCall };

export interface CallState {
  view: CallPhase;
  /** Server clock minus device clock, in ms. */
  skewMs: number;
  /** Audio and video inputs chosen in the device check, by label (what the external API takes). */
  devices: { audioInput?: string; videoInput?: string };
}

export type CallAction =
  | { type: 'video-call/call-loaded'; call: AppointmentCall; deviceNow: number }
  | { type: 'video-call/call-refused'; reason: RefusalReason; call?: AppointmentCall | null }
  | { type: 'video-call/tick'; deviceNow: number }
  | { type: 'video-call/ticket-received'; ticket: CallTicket }
  | { type: 'video-call/ticket-renewed'; ticket: CallTicket }
  | { type: 'video-call/not-open-yet'; opensAt: string | null }
  | { type: 'video-call/conference-joined' }
  | { type: 'video-call/connection-lost' }
  | { type: 'video-call/connection-restored' }
  | { type: 'video-call/rejoin' }
  | { type: 'video-call/server-unreachable' }
  | { type: 'video-call/retry' }
  | { type: 'video-call/devices-chosen'; devices: CallState['devices'] };

export const initialCallState: CallState = { view: { phase: 'loading' }, skewMs: 0, devices: {} };

export function serverNow(state: Pick<CallState, 'skewMs'>, deviceNow: number): number {
  return deviceNow + state.skewMs;
}

/** Where a call stands at `now` (server clock), from its window alone. */
function byWindow(call: AppointmentCall, now: number): CallPhase {
  if (call.status === 'cancelled') return { phase: 'refused', reason: 'cancelled', call };
  if (now >= Date.parse(call.call_closes_at)) return { phase: 'ended', call };
  if (now < Date.parse(call.call_opens_at)) return { phase: 'waiting', call };
  return { phase: 'joining', call };
}

export function callReducer(state: CallState, action: CallAction): CallState {
  const { view } = state;
  switch (action.type) {
    case 'video-call/call-loaded': {
      const skewMs = Date.parse(action.call.server_time) - action.deviceNow;
      return { ...state, skewMs, view: byWindow(action.call, action.deviceNow + skewMs) };
    }
    case 'video-call/call-refused':
      return {
        ...state,
        view:
          action.reason === 'too_late'
            ? { phase: 'ended', call: action.call ?? null }
            : { phase: 'refused', reason: action.reason, call: action.call ?? null },
      };
    case 'video-call/tick': {
      if (!('call' in view) || !view.call) return state;
      const now = serverNow(state, action.deviceNow);
      if (view.phase === 'waiting' && now >= Date.parse(view.call.call_opens_at))
        return { ...state, view: byWindow(view.call, now) };
      if (
        (view.phase === 'in_call' || view.phase === 'joining' || view.phase === 'unreachable') &&
        now >= Date.parse(view.call.call_closes_at)
      ) {
        return { ...state, view: { phase: 'ended', call: view.call } };
      }
      return state;
    }
    case 'video-call/ticket-received':
      return view.phase === 'joining'
        ? {
            ...state,
            view: {
              phase: 'in_call',
              call: view.call,
              ticket: action.ticket,
              joined: false,
              reconnecting: false,
              rejoins: 0,
            },
          }
        : state;
    case 'video-call/ticket-renewed':
      return view.phase === 'in_call' ? { ...state, view: { ...view, ticket: action.ticket } } : state;
    case 'video-call/not-open-yet': {
      // The api's clock is the one that counts: wait for the opening it names.
      if (!('call' in view) || !view.call) return state;
      if (!action.opensAt) return { ...state, view: { phase: 'refused', reason: 'too_early', call: view.call } };
      return { ...state, view: { phase: 'waiting', call: { ...view.call, call_opens_at: action.opensAt } } };
    }
    case 'video-call/conference-joined':
      return view.phase === 'in_call' ? { ...state, view: { ...view, joined: true, reconnecting: false } } : state;
    case 'video-call/connection-lost':
      return view.phase === 'in_call' && !view.reconnecting
        ? { ...state, view: { ...view, reconnecting: true } }
        : state;
    case 'video-call/connection-restored':
      return view.phase === 'in_call' && view.reconnecting
        ? { ...state, view: { ...view, reconnecting: false } }
        : state;
    case 'video-call/rejoin':
      // The same link again: a fresh room with the newest token, as long as the window is open (the tick ends
      // the call at its close, and a refused token shows why).
      return view.phase === 'in_call'
        ? { ...state, view: { ...view, joined: false, reconnecting: true, rejoins: view.rejoins + 1 } }
        : state;
    case 'video-call/server-unreachable':
      return view.phase === 'joining' || view.phase === 'in_call'
        ? { ...state, view: { phase: 'unreachable', call: view.call } }
        : state;
    case 'video-call/retry':
      return view.phase === 'unreachable' ? { ...state, view: { phase: 'joining', call: view.call } } : state;
    case 'video-call/devices-chosen':
      return { ...state, devices: action.devices };
    default:
      return state;
  }
}

/** The api's refusal codes, mapped to what the page says and offers. */
export function refusalFor(error: string | undefined, status: number | undefined): RefusalReason {
  // A mangled link (not an appointment id) is as much "not yours" as someone else's appointment.
  if (error === 'appointment_not_found' || error === 'forbidden' || error === 'validation_failed' || status === 404)
    return 'not_participant';
  if (error === 'appointment_cancelled') return 'cancelled';
  if (error === 'call_closed') return 'too_late';
  if (error === 'call_not_open_yet') return 'too_early';
  if (error === 'not_authenticated' || error === 'registration_incomplete' || status === 401) return 'sign_in';
  return 'failed';
}
