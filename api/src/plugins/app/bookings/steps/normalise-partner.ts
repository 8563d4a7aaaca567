// Step: the couple session's partner. Only a couple session has one; the address is kept trimmed and in lower
// case, the form every look-up by address (invitations, account deletion) compares with.
import { ApiError } from '../../../../errors';

export function normalisePartner(kind: 'personal' | 'couple', partnerEmail: string | null | undefined): string | null {
  if (!partnerEmail) return null;
  if (kind !== 'couple') {
    throw new ApiError(400, 'partner_only_for_couple', 'A partner can only join a couple session.', [
      { field: 'partner_email', rule: 'couple_only' },
    ]);
  }
  return partnerEmail.trim().toLowerCase();
}
