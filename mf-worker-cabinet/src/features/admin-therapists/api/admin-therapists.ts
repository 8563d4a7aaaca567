// One file for the four therapist-account calls: they share one shape and one endpoint family.
import { call } from '@rozmova/web/api-client';
import * as adminEndpoints from '@rozmova/contracts/endpoints/admin';
import type { EndpointBody, EndpointResponse } from '@rozmova/contracts/endpoints/endpoint';

export type AdminTherapists = EndpointResponse<typeof adminEndpoints.adminTherapists>;
export type AdminTherapist = AdminTherapists['therapists'][number];
export type NewTherapist = EndpointBody<typeof adminEndpoints.adminCreateTherapist>;
export type TherapistUpdate = EndpointBody<typeof adminEndpoints.adminUpdateTherapist>;
export type Deactivated = EndpointResponse<typeof adminEndpoints.adminDeactivateTherapist>;

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
