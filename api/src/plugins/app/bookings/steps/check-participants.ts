// Step: who takes part. A therapist never books a session with themselves, whatever their other roles.
import { ApiError } from '../../../../errors';

export function checkParticipants(workerId: string, clientId: string): void {
  if (workerId === clientId)
    throw new ApiError(409, 'cannot_book_self', 'A therapist cannot book a session with themselves.');
}
