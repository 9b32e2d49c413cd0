import { defineMessages } from '@bb/shared';

/** Form messages that shared's catalogue does not hold, verbatim (spelling included). */
export const formMessages = defineMessages('account.forms', {
  invalidDate: 'Invalid Date',
  futureBirth: 'Invalid date of birth',
  yearAfterCurrent: 'Only date till current year are allowed',
  spaceNotAllowed: 'space_not_allowed',
  specialChars: 'special_chars_not_allowed',
  maxValues: 'Only {{n}} values are allowed',
  imageTooLarge: 'Please upload a image less then 5mb',
  fileRequired: 'This field is required',
  nothingChanged: 'You have not updated any information',
  invalidLink: 'Invalid link',
  invalidUrl: 'invalid_url',
  fileTooLarge: 'Maximum file size allowed is {{n}} mb',
  requiredIf: 'Atleast a field is required',
  selectLocation: 'Please select a location',
  exactLength: 'Must be of {{n}} characters',
  chooseOne: 'Chose atleast one amongst {{fields}}',
  invalidPhone: 'invalid_phone_number',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
});
