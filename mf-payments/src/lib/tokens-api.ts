// The client's session tokens: the balance (@rozmova/web's shared purchases client) and booking a session with a
// token. The tokens page shows the balance, the appointment checkout shows it too and books with a token.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as tokenManagementEndpoints from '@rozmova/contracts/endpoints/token-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type { useTokenBodySchema, useTokenResponseSchema } from '@rozmova/contracts/schemas/purchases';

export { getTokenBalance, type TokenBalance } from '@rozmova/web/purchases-client';
export type UseTokenBody = FromSchema<typeof useTokenBodySchema>;
export type UsedToken = FromSchema<typeof useTokenResponseSchema>;

export function useToken(locale: MarketLocale, body: UseTokenBody): Promise<UsedToken> {
  return call(tokenManagementEndpoints.useToken, { body }, { configId: locale });
}
