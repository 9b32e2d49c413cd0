import { useLocation } from 'react-router-dom';

/** Test-only: shows where the router is (data-testid="where"), with the query string when asked. */
export function LocationProbe({ withSearch = false }: { withSearch?: boolean }) {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{withSearch ? `${pathname}${search}` : pathname}</output>;
}
