// `/` goes to the detected market's index (docs/rules.md: query `lng`, cookie `i18next`, local storage,
// session storage, navigator, html tag; ua when none names a market), which then picks the role's landing
// route; the locale layout caches the choice in local storage. The query string goes along (utm_source...).
import { Navigate, useLocation } from 'react-router-dom';
import { detectedMarket } from './locale-choice';

export function RootRedirect(): React.JSX.Element {
  const location = useLocation();
  return <Navigate to={`/${detectedMarket()}${location.search}`} replace />;
}
