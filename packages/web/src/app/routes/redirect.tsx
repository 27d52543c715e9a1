import { Navigate, useLocation, useParams } from 'react-router';

/** `/redirect/<path>` → `/<path>`: remounts a page, which is how a tab is refreshed. */
export function RedirectRoute() {
  const rest = useParams()['*'] ?? '';
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
