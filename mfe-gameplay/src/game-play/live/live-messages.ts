import { defineMessages } from '@bb/shared';

// The head-to-head panel's own words. The contract's H2H_MESSAGES (the opponent-left warning, the blocked text) come
// from the contract, not from here.
export const liveMessages = defineMessages('gameplay-h2h-live', {
  clock: {
    label: 'Decision clock: {{who}}',
    yourRoll: 'Your roll',
    deciding: '{{name}} is deciding',
  },
  players: {
    label: 'Players',
    connected: 'connected',
    offline: 'not connected',
    you: '{{name}} (you)',
    computer: 'Computer ({{reason}})',
  },
  reconnect: {
    opponent: 'Opponent disconnected — waiting {{time}}',
    player: '{{name}} disconnected — waiting {{time}}',
  },
  takeover: { exit: 'left the game', left: 'lost the connection', inactive: 'inactive' },
  rejoin: {
    taken: 'The computer is playing your side.',
    button: 'Take my seat back',
  },
  spectators: {
    title: 'Spectators',
    count: '{{count}} watching',
    allow: 'Allow spectators',
    watching: 'Watching now',
    blocked: 'Blocked',
    block: 'Block',
    unblock: 'Unblock',
    blockName: 'Block {{name}}',
    unblockName: 'Unblock {{name}}',
    nobodyWatching: 'Nobody is watching.',
    nobodyBlocked: 'Nobody is blocked.',
    banner: 'You are watching',
  },
});
