// mf_payments' `./App`: the shell renders it for /{locale}/checkout/*, /payment/result, /tokens,
// /subscriptions and /gift-codes. The page is chosen from the path, under the shell's router or standalone.
import { useLocation } from 'react-router-dom';
import { PAYMENTS_ROUTES } from '@rozmova/shared/contracts/payments';
import type { RemoteAppProps } from '@rozmova/shared/contracts/remote';
import { AppointmentCheckout } from '../features/checkout/appointment-checkout';
import { PaymentResult } from '../features/result/payment-result';
import { TokensPage } from '../features/tokens/tokens-page';
import { SubscriptionsPage } from '../features/subscriptions/subscriptions-page';
import { GiftCodesPage } from '../features/giftcodes/gift-codes-page';
import { registerPaymentsTexts } from './i18n';

export default function PaymentsApp({ locale, basePath }: RemoteAppProps): React.JSX.Element | null {
  // The shell has initialised i18n by the time a remote renders; adding texts is idempotent.
  registerPaymentsTexts();
  const location = useLocation();
  const page = location.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  switch (page) {
    case PAYMENTS_ROUTES.appointmentCheckout:
      return <AppointmentCheckout locale={locale} basePath={basePath} />;
    case PAYMENTS_ROUTES.result:
      return <PaymentResult locale={locale} basePath={basePath} />;
    case PAYMENTS_ROUTES.tokens:
      return <TokensPage locale={locale} basePath={basePath} />;
    case PAYMENTS_ROUTES.subscriptions:
      return <SubscriptionsPage locale={locale} basePath={basePath} />;
    case PAYMENTS_ROUTES.giftCodes:
      return <GiftCodesPage locale={locale} basePath={basePath} />;
    default:
      return null;
  }
}
