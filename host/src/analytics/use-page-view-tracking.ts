import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { analytics, type AnalyticsAdapter } from './analytics-adapter';

/** A page_view on every route change. */
export function usePageViewTracking(adapter: AnalyticsAdapter = analytics): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    adapter.pageView(`${pathname}${search}`, document.title);
  }, [adapter, pathname, search]);
}
