// The "my data" page composed with the account's store: the page offers deleting the account, the account
// feature holds how far the deletion got and runs it (its saga signs the person out afterwards).
import { lazy } from 'react';
import { useDispatch } from 'react-redux';
import type { MarketLocale } from '@rozmova/contracts/markets';
import { useSlice } from '@rozmova/web/store/use-slice';
import { deletionSlice, saveState } from '../features/account/store/account-slices';

const MyDataPage = lazy(() =>
  import('../features/my-data/components/my-data-page').then((m) => ({ default: m.MyDataPage })),
);

export function MyDataRoute({ locale }: { locale: MarketLocale }): React.JSX.Element {
  const dispatch = useDispatch();
  const deletion = saveState(useSlice(deletionSlice));
  return <MyDataPage locale={locale} deletion={deletion} onDelete={() => dispatch(deletionSlice.request(locale))} />;
}
