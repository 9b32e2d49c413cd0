export type SearchCategory = 'player' | 'team';

interface SearchResultBase {
  id: string | number;
  displayName: string;
  year: number;
}

export interface PlayerSearchResult extends SearchResultBase {
  category: 'player';
  teamId: string | number;
}

export interface TeamSearchResult extends SearchResultBase {
  category: 'team';
  leagueType: string;
}

export type SearchResult = PlayerSearchResult | TeamSearchResult;

export interface SearchResponse {
  players: PlayerSearchResult[];
  teams: TeamSearchResult[];
}

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_DEBOUNCE_MS = 1000;
export const SEARCH_DROPDOWN_MAX_HEIGHT_PX = 213;
