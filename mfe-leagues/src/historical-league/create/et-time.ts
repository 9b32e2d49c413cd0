// Moved to the league core (the draft league's form enters its times in ET too).
export { defaultStart, etToInstant, instantToEt } from '../../league-core/et-time';
