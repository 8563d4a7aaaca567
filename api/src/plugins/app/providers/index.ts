// Decorates `fastify.paymentProviders`: the adapter each market pays through, by configuration.
import fp from 'fastify-plugin';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { LiqpayProvider } from './liqpay-provider';
import type { PaymentProvider, ProviderName } from './provider';
import { loadProvidersConfig, type ProvidersConfig } from './providers-config';
import { SandboxProvider } from './sandbox-provider';
import { StripeProvider } from './stripe-provider';

// What other plugins may use of a provider: the adapter's shape, its events and its refusals.
export type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProvider,
  ProviderEvent,
  ProviderEventType,
  ProviderName,
  RefundRequest,
  RefundResult,
  WebhookInput,
} from './provider';
export { ProviderRequestError, WebhookVerificationError } from './provider';

export interface PaymentProviders {
  config: ProvidersConfig;
  sandbox: SandboxProvider;
  forMarket(locale: MarketLocale): PaymentProvider;
  byName(name: string): PaymentProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
  }
}

export interface PaymentProvidersOptions {
  /** Tests pass their own environment (e.g. to switch a market to LiqPay against a local stand-in). */
  env?: Record<string, string | undefined>;
}

export default fp(
  async (fastify, opts: PaymentProvidersOptions) => {
    const config = loadProvidersConfig(opts.env ?? process.env, fastify.config.nodeEnv);
    const sandbox = new SandboxProvider({
      secret: config.sandboxSecret,
      apiBaseUrl: `${fastify.config.publicApiUrl}${fastify.config.basePath}`,
    });
    const adapters = new Map<ProviderName, PaymentProvider>([['sandbox', sandbox]]);
    if (config.liqpay) adapters.set('liqpay', new LiqpayProvider(config.liqpay));
    if (config.stripe) adapters.set('stripe', new StripeProvider(config.stripe));

    fastify.decorate('paymentProviders', {
      config,
      sandbox,
      forMarket(locale: MarketLocale) {
        return adapters.get(config.providerByMarket[locale]) ?? sandbox;
      },
      byName(name: string) {
        return adapters.get(name as ProviderName) ?? null;
      },
    });
  },
  { name: 'payment-providers' },
);
