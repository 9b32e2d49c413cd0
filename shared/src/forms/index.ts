// Form pieces every mode's setup form reuses (league and tournament forms): ET date-time entry, field layout and
// errors, the request id that makes a double submit one request, and the form state that sends it.
export { defaultStart, etToInstant, instantToEt } from './et-time';
export { controlStyles, Field, FieldBox, FieldError, Hint, Inline, SetupForm, YearBox } from './form-ui';
export { EtDateTimeField } from './EtDateTimeField';
export { newRequestId } from './request-id';
export { fieldErrorsOf } from './field-errors';
export { useLeagueForm, type FieldErrors, type LeagueFormConfig } from './use-league-form';
export { parseInvites, wholeNumber } from './form-values';
