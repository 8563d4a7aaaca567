// One file for the four therapist-account calls: they share one shape and one endpoint family.
import type { FromSchema } from 'json-schema-to-ts';
import { apiRequest } from '@rozmova/web/api-client';
import type {
  adminTherapistSchema,
  adminTherapistsResponseSchema,
  createTherapistBodySchema,
  deactivateTherapistResponseSchema,
  updateTherapistBodySchema,
} from '@rozmova/contracts/schemas/admin';

export type AdminTherapist = FromSchema<typeof adminTherapistSchema>;
export type AdminTherapists = FromSchema<typeof adminTherapistsResponseSchema>;
export type NewTherapist = FromSchema<typeof createTherapistBodySchema>;
export type TherapistUpdate = FromSchema<typeof updateTherapistBodySchema>;
export type Deactivated = FromSchema<typeof deactivateTherapistResponseSchema>;

export function listTherapists(query: { search?: string; page?: number }): Promise<AdminTherapists> {
  return apiRequest<AdminTherapists>('/v4/admin/therapists', { query: { ...query } });
}

export function createTherapist(body: NewTherapist): Promise<{ therapist: AdminTherapist; invitation_sent: boolean }> {
  return apiRequest('/v4/admin/therapists', { method: 'POST', body });
}

export function updateTherapist(input: { id: string; changes: TherapistUpdate }): Promise<AdminTherapist> {
  return apiRequest<AdminTherapist>(`/v4/admin/therapists/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.changes,
  });
}

export function deactivateTherapist(id: string): Promise<Deactivated> {
  return apiRequest<Deactivated>(`/v4/admin/therapists/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
    body: {},
  });
}
