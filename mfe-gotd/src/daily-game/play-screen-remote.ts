// The shared play screen's loader lives in @bb/shared (every remote that shows a game uses it); this module keeps it
// reachable here, so this feature's tests can stand in for mfe_gameplay by mocking './play-screen-remote'.
export { GAMEPLAY_REMOTE, loadPlayScreen, resetPlayScreen, type PlayScreenProps, type PlaySession } from '@bb/shared';
