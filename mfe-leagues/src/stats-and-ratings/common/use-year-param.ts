import { useSearchParams } from 'react-router-dom';

/** The page's season from ?year= (spec routes); null when absent or not a year. */
export function useYearParam(): [number | null, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('year'));
  const year = Number.isInteger(raw) && raw >= 1871 && raw <= 2100 ? raw : null;
  const setYear = (next: number) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('year', String(next));
        return copy;
      },
      { replace: false },
    );
  return [year, setYear];
}
