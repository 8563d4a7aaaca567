// Ending a series says what happens first (every later session cancelled, the client refunded and told), then asks.
import type { WorkerBooking } from '../../../lib/api/get-bookings';
import { endSeriesSlice } from '../store/agenda-slices';
import { ReasonedConfirmPanel } from './reasoned-confirm-panel';

const TEXTS = {
  title: 'agenda.series.end_title',
  consequence: 'agenda.series.end_consequence',
  reason: 'agenda.cancel_reason',
  confirm: 'agenda.series.end_confirm',
  keep: 'agenda.series.end_keep',
};

export function EndSeriesPanel({
  booking,
  onClose,
}: {
  booking: WorkerBooking & { series_id: string };
  onClose: () => void;
}): React.JSX.Element {
  return (
    <ReasonedConfirmPanel
      slice={endSeriesSlice}
      isMine={(args) => args?.series_id === booking.series_id}
      request={(reason) => ({ series_id: booking.series_id, ...(reason ? { reason } : {}) })}
      name="end-series"
      bookingId={booking.id}
      texts={TEXTS}
      onClose={onClose}
    />
  );
}
