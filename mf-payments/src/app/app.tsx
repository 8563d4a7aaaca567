// mf_payments' `./App`: the page for the current path under /{locale} (the route table's
// `PATHS.payments`), "not found" for any other path the shell sends here, under the shell's router or standalone.
import { PATHS } from '@rozmova/contracts/routes/paths';
import type { RemoteAppProps } from '@rozmova/web/remote/contract';
import { RemotePages } from '@rozmova/web/remote/remote-pages';
import { useInjectSlices } from '@rozmova/web/store/inject';
import { AppointmentCheckout } from '../features/checkout/components/appointment-checkout';
import { PaymentResult } from '../features/result/components/payment-result';
import { TokensPage } from '../features/tokens/components/tokens-page';
import { SubscriptionsPage } from '../features/subscriptions/components/subscriptions-page';
import { GiftCodesPage } from '../features/giftcodes/components/gift-codes-page';
import { usePaymentsTexts } from './i18n';
import { slices } from './store';

const PAGES = {
  appointmentCheckout: AppointmentCheckout,
  result: PaymentResult,
  tokens: TokensPage,
  subscriptions: SubscriptionsPage,
  giftCodes: GiftCodesPage,
};

export default function PaymentsApp(props: RemoteAppProps): React.JSX.Element | null {
  // The app's texts in the page's language arrive before its first view (the shell's i18n is ready).
  const textsReady = usePaymentsTexts();
  const storeReady = useInjectSlices(slices);
  if (!textsReady || !storeReady) return null;
  return <RemotePages {...props} pages={PATHS.payments} components={PAGES} />;
}
