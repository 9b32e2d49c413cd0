import { useSearchParams } from 'react-router-dom';

/** The page's tab from ?tab=, one of `tabs` (the fallback when absent or unknown), and its setter. */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = raw && (tabs as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const setTab = (next: T) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      copy.set('tab', next);
      return copy;
    });
  return [tab, setTab];
}
