import type { Endpoint } from './endpoint';
import {
  acceptPartnerInvitationBodySchema,
  appointmentDetailsResponseSchema,
  appointmentIdQuerySchema,
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  invitePartnerBodySchema,
  latestAppointmentResponseSchema,
} from '../schemas/appointments';

export const appointmentList = {
  method: 'GET',
  path: '/v4/entities/get-cabinet-appointment-list',
  query: appointmentListQuerySchema,
  response: appointmentListResponseSchema,
} as const satisfies Endpoint;

export const appointmentDetails = {
  method: 'GET',
  path: '/v4/entities/get_one_appointment_details',
  query: appointmentIdQuerySchema,
  response: appointmentDetailsResponseSchema,
} as const satisfies Endpoint;

export const latestPurchasedAppointment = {
  method: 'GET',
  path: '/v4/entities/get_latest_purhased_appointment',
  response: latestAppointmentResponseSchema,
} as const satisfies Endpoint;

export const invitePartner = {
  method: 'POST',
  path: '/v4/entities/invite_partner',
  body: invitePartnerBodySchema,
  response: appointmentDetailsResponseSchema,
} as const satisfies Endpoint;

export const acceptPartnerInvitation = {
  method: 'POST',
  path: '/v4/entities/accept_partner_invitation',
  body: acceptPartnerInvitationBodySchema,
  response: appointmentDetailsResponseSchema,
} as const satisfies Endpoint;
