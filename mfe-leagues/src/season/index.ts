// Season replay (issue 21): the lobby (with the 2025 SEASON and Nostalgia tabs) and a replay's schedule page.
export { SeasonLobbyPage } from './SeasonLobbyPage';
export { SeasonSchedulePage } from './SeasonSchedulePage';
export { SeasonPlayPage, SeasonPregamePage } from './SeasonGamePages';
export { SeasonList } from './SeasonList';
export { seasonPaths, seasonLinks } from './season-paths';
export { SeasonListPage } from './SeasonListPage';
