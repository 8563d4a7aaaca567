// The client's session tokens: the balance and booking a session with a token. The tokens page shows the
// balance, the appointment checkout shows it too and books with a token.
import type { FromSchema } from 'json-schema-to-ts';
import { call } from '@rozmova/web/api-client';
import * as tokenManagementEndpoints from '@rozmova/contracts/endpoints/token-management';
import type { MarketLocale } from '@rozmova/contracts/markets';
import type {
  tokenBalanceResponseSchema,
  useTokenBodySchema,
  useTokenResponseSchema,
} from '@rozmova/contracts/schemas/purchases';

export type TokenBalance = FromSchema<typeof tokenBalanceResponseSchema>;
export type UseTokenBody = FromSchema<typeof useTokenBodySchema>;
export type UsedToken = FromSchema<typeof useTokenResponseSchema>;

export function getTokenBalance(locale: MarketLocale, signal?: AbortSignal): Promise<TokenBalance> {
  return call(tokenManagementEndpoints.tokenBalance, {}, { configId: locale, signal });
}

export function useToken(locale: MarketLocale, body: UseTokenBody): Promise<UsedToken> {
  return call(tokenManagementEndpoints.useToken, { body }, { configId: locale });
}
