// One file for the four therapist-account calls: they share one shape and one endpoint family.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as adminEndpoints from '@rozmova/contracts/endpoints/admin';
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
  return call(adminEndpoints.adminTherapists, { query });
}

export function createTherapist(body: NewTherapist): Promise<{ therapist: AdminTherapist; invitation_sent: boolean }> {
  return call(adminEndpoints.adminCreateTherapist, { body });
}

export function updateTherapist(input: { id: string; changes: TherapistUpdate }): Promise<AdminTherapist> {
  return call(adminEndpoints.adminUpdateTherapist, { params: { id: input.id }, body: input.changes });
}

export function deactivateTherapist(id: string): Promise<Deactivated> {
  return call(adminEndpoints.adminDeactivateTherapist, { params: { id }, body: {} });
}
