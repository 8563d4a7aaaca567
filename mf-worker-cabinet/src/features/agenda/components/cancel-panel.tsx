// Cancelling says what happens first (the client gets everything back and is told), then asks.
import type { WorkerBooking } from '../../../lib/api/get-bookings';
import { cancelSlice } from '../store/agenda-slices';
import { ReasonedConfirmPanel } from './reasoned-confirm-panel';

const TEXTS = {
  title: 'agenda.cancel_title',
  consequence: 'agenda.cancel_consequence',
  reason: 'agenda.cancel_reason',
  confirm: 'agenda.cancel_confirm',
  keep: 'agenda.cancel_keep',
};

export function CancelPanel({ booking, onClose }: { booking: WorkerBooking; onClose: () => void }): React.JSX.Element {
  return (
    <ReasonedConfirmPanel
      slice={cancelSlice}
      isMine={(args) => args?.booking_id === booking.id}
      request={(reason) => ({ booking_id: booking.id, ...(reason ? { reason } : {}) })}
      name="cancel"
      bookingId={booking.id}
      texts={TEXTS}
      onClose={onClose}
    />
  );
}
