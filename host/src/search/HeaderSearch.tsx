import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { SEARCH_DROPDOWN_MAX_HEIGHT_PX, TOUCH_TARGET_PX, media, useT, type SearchResult } from '@bb/shared';
import { resultPath } from './result-path';
import { useSearch } from './use-search';

const Root = styled.div`
  display: flex;
  align-items: center;
  ${media.up('tablet')} {
    position: relative;
  }
`;

const Toggle = styled.button`
  flex: none;
  width: ${TOUCH_TARGET_PX}px;
  height: ${TOUCH_TARGET_PX}px;
  display: grid;
  place-items: center;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &[aria-expanded='true'] {
    background: rgba(255, 255, 255, 0.14);
  }
  &:focus-visible {
    outline: 2px solid #f5c542;
  }
  ${media.up('tablet')} {
    display: none;
  }
`;

/** Phone: a full-width bar under the header, shown by the toggle. Tablet and up: inline in the header. */
const Bar = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  position: absolute;
  top: 64px;
  left: 0;
  right: 0;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.headerBackground};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.3);
  ${media.up('tablet')} {
    display: block;
    position: relative;
    top: auto;
    padding: 0;
    width: 260px;
    box-shadow: none;
    background: transparent;
  }
`;

const Input = styled.input`
  width: 100%;
  height: 38px;
  padding: 0 12px;
  border-radius: 8px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  background: rgba(255, 255, 255, 0.1);
  color: inherit;
  font-size: 14px;
  &::placeholder {
    color: rgba(255, 255, 255, 0.7);
  }
  &:focus-visible {
    outline: 2px solid #f5c542;
  }
`;

const Dropdown = styled.div`
  position: absolute;
  left: 12px;
  right: 12px;
  top: calc(100% - 2px);
  max-height: ${SEARCH_DROPDOWN_MAX_HEIGHT_PX}px;
  overflow-y: auto;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.35);
  z-index: 40;
  ${media.up('tablet')} {
    left: 0;
    right: 0;
    top: calc(100% + 6px);
  }
`;

const Status = styled.p`
  margin: 0;
  padding: 12px 14px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ResultButton = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 14px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  text-align: left;
  font-size: 14px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Meta = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5 21 21" strokeLinecap="round" />
    </svg>
  );
}

/** Header search: hint, Searching..., No Result Found, then player and team results. */
export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [barOpen, setBarOpen] = useState(false);
  const state = useSearch(query);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!dropdownOpen) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setDropdownOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [dropdownOpen]);

  useEffect(() => {
    if (barOpen) inputRef.current?.focus();
  }, [barOpen]);

  const choose = (result: SearchResult) => {
    setDropdownOpen(false);
    setBarOpen(false);
    setQuery('');
    navigate(resultPath(result));
  };

  const results = state.status === 'results' ? [...state.results.players, ...state.results.teams] : [];

  return (
    <Root ref={rootRef}>
      <Toggle type="button" aria-label={t('header.toggleSearch')} aria-expanded={barOpen} onClick={() => setBarOpen((open) => !open)}>
        <SearchIcon />
      </Toggle>
      <Bar $open={barOpen} role="search" data-testid="header-search">
        <Input
          ref={inputRef}
          type="search"
          aria-label={t('header.search')}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setDropdownOpen(true);
          }}
          onFocus={() => setDropdownOpen(true)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setDropdownOpen(false);
          }}
        />
        {dropdownOpen && (
          <Dropdown data-testid="search-dropdown" aria-live="polite">
            {state.status === 'hint' && <Status>{t('search.hint')}</Status>}
            {state.status === 'searching' && <Status>{t('search.searching')}</Status>}
            {state.status === 'empty' && <Status>{t('search.noResult')}</Status>}
            {results.map((result) => (
              <ResultButton key={`${result.category}-${result.id}-${result.year}`} type="button" onClick={() => choose(result)}>
                <span>{result.displayName}</span>
                <Meta>
                  {result.category === 'player' ? t('header.player') : t('header.team')} · {result.year}
                </Meta>
              </ResultButton>
            ))}
          </Dropdown>
        )}
      </Bar>
    </Root>
  );
}
