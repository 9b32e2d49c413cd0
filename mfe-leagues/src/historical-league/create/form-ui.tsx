// Moved to the league core (every league mode's setup form shares them).
export { Field, FieldBox, FieldError, Hint, Inline, YearBox } from '../../league-core/form-ui';
