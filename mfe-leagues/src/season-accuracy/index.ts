// A season's accuracy report (issue 40): the season replayed on the server beside the record, with a season picker.
export { SeasonAccuracyPage } from './SeasonAccuracyPage';
