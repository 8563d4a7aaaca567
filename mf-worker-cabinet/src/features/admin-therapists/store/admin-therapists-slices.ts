import { createRequestSlice } from '@rozmova/web/store/request-slice';
import { STORE_KEY } from '../../../lib/store-key';
import type {
  AdminTherapist,
  AdminTherapists,
  Deactivated,
  NewTherapist,
  TherapistUpdate,
} from '../api/admin-therapists';

type ListQuery = { search?: string; page?: number };

export const therapistListSlice = createRequestSlice<ListQuery, AdminTherapists>(STORE_KEY, 'admin-therapists');
export const createTherapistSlice = createRequestSlice<
  NewTherapist,
  { therapist: AdminTherapist; invitation_sent: boolean }
>(STORE_KEY, 'admin-therapist-create');
export const updateTherapistSlice = createRequestSlice<{ id: string; changes: TherapistUpdate }, AdminTherapist>(
  STORE_KEY,
  'admin-therapist-update',
);
export const deactivateTherapistSlice = createRequestSlice<string, Deactivated>(
  STORE_KEY,
  'admin-therapist-deactivate',
);

export interface AdminTherapistsApi {
  listTherapists: (query: ListQuery) => Promise<AdminTherapists>;
  createTherapist: (body: NewTherapist) => Promise<{ therapist: AdminTherapist; invitation_sent: boolean }>;
  updateTherapist: (input: { id: string; changes: TherapistUpdate }) => Promise<AdminTherapist>;
  deactivateTherapist: (id: string) => Promise<Deactivated>;
}

export function adminTherapistsSagas(api: AdminTherapistsApi) {
  const reload = () => [therapistListSlice.request({})];
  return [
    therapistListSlice.saga(api.listTherapists),
    createTherapistSlice.saga(api.createTherapist, reload),
    updateTherapistSlice.saga(api.updateTherapist, reload),
    deactivateTherapistSlice.saga(api.deactivateTherapist, reload),
  ];
}

export const adminTherapistsSlices = [
  therapistListSlice,
  createTherapistSlice,
  updateTherapistSlice,
  deactivateTherapistSlice,
];
