// The admin's own signed-in devices: an admin account is the one whose stolen session would cost the most, so
// it gets the list on a page of its own (therapists have it on their profile page).
import { SignedInDevices } from '@rozmova/web/ui/signed-in-devices';
import type { MarketLocale } from '@rozmova/contracts/markets';

export function AdminDevicesPage({ locale }: { locale: MarketLocale }): React.JSX.Element {
  return <SignedInDevices locale={locale} asPage />;
}
