// Step: what is being booked. The therapist must exist (as a therapist profile), the session type must be one
// the platform knows, and this therapist must offer it.
import { ApiError } from '../../../../errors';
import type { Queryable } from '../../../external/db';
import {
  offersService,
  resolveServiceKind,
  serviceTerms,
  therapistsRepository,
  type ServiceTerms,
  type TherapistProfile,
} from '../../therapists/therapists-repository';

export interface Bookable {
  profile: TherapistProfile;
  kind: 'personal' | 'couple';
  terms: ServiceTerms;
}

/** The rules of the step on a profile already read (null: nobody, or not a therapist). */
export function bookableOf(profile: TherapistProfile | null, serviceId: string): Bookable {
  if (!profile) throw new ApiError(404, 'therapist_not_found', 'This therapist does not exist.');
  const kind = resolveServiceKind(serviceId);
  if (!kind) {
    throw new ApiError(400, 'unknown_service_id', 'Unknown session type.', [{ field: 'service_id', rule: 'enum' }]);
  }
  if (!offersService(profile, kind)) {
    throw new ApiError(409, 'service_not_offered', 'This therapist does not offer this type of session.');
  }
  return { profile, kind, terms: serviceTerms(profile, kind) };
}

export async function loadBookable(q: Queryable, workerId: string, serviceId: string): Promise<Bookable> {
  return bookableOf(await therapistsRepository.findByUserId(q, workerId), serviceId);
}
