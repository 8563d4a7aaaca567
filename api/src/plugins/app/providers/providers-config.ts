// Payment-provider configuration from the environment, validated once; a wrong value stops start-up with
// a message naming it. Every variable is documented in api/docs/payments.md.
import { MARKET_LOCALES, type MarketLocale } from '@rozmova/contracts/markets';
import type { ProviderName } from './provider';

export interface ProvidersConfig {
  providerByMarket: Record<MarketLocale, ProviderName>;
  sandboxSecret: string;
  liqpay: { publicKey: string; privateKey: string; baseUrl: string; sandbox: boolean } | null;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string; toleranceSeconds: number } | null;
  /** How long a bundle, subscription or gift order waits for payment (appointment orders follow their hold). */
  orderTtlMinutes: number;
  sweepIntervalSeconds: number;
  giftValidMonths: number;
}

type Env = Record<string, string | undefined>;
const DEV_SANDBOX_SECRET = 'rozmova-sandbox-development-secret';

export function loadProvidersConfig(env: Env, nodeEnv: string): ProvidersConfig {
  const problems: string[] = [];
  const get = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };

  const providerByMarket = {} as Record<MarketLocale, ProviderName>;
  for (const locale of MARKET_LOCALES) {
    const name = `PAYMENT_PROVIDER_${locale.toUpperCase()}`;
    const value = get(name) ?? 'sandbox';
    if (value !== 'sandbox' && value !== 'liqpay' && value !== 'stripe') {
      problems.push(`${name} must be sandbox, liqpay or stripe (got "${value}")`);
    }
    providerByMarket[locale] = value as ProviderName;
  }
  const used = new Set(Object.values(providerByMarket));

  const sandboxSecret = get('PAYMENT_SANDBOX_SECRET') ?? (nodeEnv === 'production' ? '' : DEV_SANDBOX_SECRET);
  if (used.has('sandbox') && nodeEnv === 'production') {
    problems.push(
      'The sandbox payment provider cannot take money in production: set PAYMENT_PROVIDER_<MARKET> to liqpay or stripe',
    );
  }

  let liqpay: ProvidersConfig['liqpay'] = null;
  if (get('LIQPAY_PUBLIC_KEY') || get('LIQPAY_PRIVATE_KEY') || used.has('liqpay')) {
    const publicKey = get('LIQPAY_PUBLIC_KEY');
    const privateKey = get('LIQPAY_PRIVATE_KEY');
    if (!publicKey || !privateKey) problems.push('LiqPay needs both LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY');
    liqpay = {
      publicKey: publicKey ?? '',
      privateKey: privateKey ?? '',
      baseUrl: (get('LIQPAY_BASE_URL') ?? 'https://www.liqpay.ua').replace(/\/+$/, ''),
      sandbox: get('LIQPAY_SANDBOX') === '1' || get('LIQPAY_SANDBOX') === 'true',
    };
  }

  let stripe: ProvidersConfig['stripe'] = null;
  if (get('STRIPE_SECRET_KEY') || get('STRIPE_WEBHOOK_SECRET') || used.has('stripe')) {
    const secretKey = get('STRIPE_SECRET_KEY');
    const webhookSecret = get('STRIPE_WEBHOOK_SECRET');
    if (!secretKey || !webhookSecret) problems.push('Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    stripe = {
      secretKey: secretKey ?? '',
      webhookSecret: webhookSecret ?? '',
      apiUrl: (get('STRIPE_API_URL') ?? 'https://api.stripe.com').replace(/\/+$/, ''),
      toleranceSeconds: int('STRIPE_WEBHOOK_TOLERANCE_SECONDS', 300, 30, 3600),
    };
  }

  const config: ProvidersConfig = {
    providerByMarket,
    sandboxSecret,
    liqpay,
    stripe,
    orderTtlMinutes: int('PAYMENT_ORDER_TTL_MINUTES', 60, 5, 24 * 60),
    sweepIntervalSeconds: int('PAYMENT_SWEEP_INTERVAL_SECONDS', 30, 0, 3600),
    giftValidMonths: int('GIFT_CODE_VALID_MONTHS', 12, 1, 60),
  };
  if (problems.length > 0) throw new Error(`Invalid payment configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}
