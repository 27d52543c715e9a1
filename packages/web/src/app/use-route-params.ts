import { matchPath, useLocation, useParams } from 'react-router';

/** matchPath leaves the parameters as they stand in the address (percent-encoded). */
function decoded(params: Record<string, string | undefined>): Record<string, string | undefined> {
  const decode = (v: string | undefined) => {
    try {
      return v && decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decode(v)]));
}

/**
 * The parameters of a hidden page's route. Menu pages render under a catch-all
 * route, which has no such parameters, so the pattern is matched against the address here too.
 */
export function useRouteParams(pattern: string): Record<string, string | undefined> {
  const params = useParams();
  const { pathname } = useLocation();
  const own = matchPath(pattern, pathname)?.params;
  return own ? decoded(own) : params;
}

/** The numeric `:id` of a hidden page's route; 0 when the address holds none (the view then shows not found). */
export function useRouteId(pattern: string): number {
  const id = Number(useRouteParams(pattern).id);
  return Number.isInteger(id) ? id : 0;
}
