import { initI18n } from '@bb/shared';
import {
  chooseAtLeastOne, confirmation, dateOfBirth, email, favoriteTeams, fileSize, imageFile, link, name, password, phone, requiredIf, url, username, validate, zipcode,
} from './validation';

beforeAll(() => initI18n('en'));

const today = () => new Date(2026, 10, 22);
const dob = dateOfBirth(today);

test.each([
  ['', 'You need to enter date of birth'],
  ['1990-02-01', 'Invalid Date'],
  ['1/2/1990', 'Invalid Date'],
  ['31/02/1990', 'Invalid Date'],
  ['01/13/1990', 'Invalid Date'],
  ['01/01/1899', 'Invalid Date'],
  ['01/01/2100', 'Invalid Date'],
  ['01/01/2027', 'Only date till current year are allowed'],
  ['23/11/2026', 'Invalid date of birth'],
  ['22/11/2026', null],
  ['29/02/2024', null],
  ['01/01/1900', null],
])('date of birth %p → %p', (value, message) => {
  expect(dob(value)).toBe(message);
});

test('email, username, names and passwords answer the form messages verbatim', () => {
  expect(email('')).toBe('You need to enter email');
  expect(email('ada@example')).toBe('Invalid email address');
  expect(email('ada@example.com')).toBeNull();
  expect(username('a b')).toBe('space_not_allowed');
  expect(username('ada#1')).toBe('special_chars_not_allowed');
  expect(username('ada+1')).toBe('special_chars_not_allowed');
  expect(username('ad')).toBe('Must be atleast 3 characters');
  expect(username('ada_99')).toBeNull();
  expect(name('first name')(' ')).toBe('You need to enter first name');
  expect(name('first name')('x'.repeat(51))).toBe('Please enter description with max of 50 characters');
  expect(password()('short')).toBe('Must be atleast 8 characters');
  expect(password('new password')('')).toBe('You need to enter new password');
  expect(confirmation('abcdefgh')('abcdefgx')).toBe('Passwords do not match');
});

test('profile image must be under 5 MB', () => {
  const file = (size: number) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });
  expect(imageFile(null)).toBe('This field is required');
  expect(imageFile(file(5 * 1024 * 1024))).toBe('Please upload a image less then 5mb');
  expect(imageFile(file(5 * 1024 * 1024 - 1))).toBeNull();
});

test('favorite teams: at most 10', () => {
  expect(favoriteTeams(Array.from({ length: 11 }, (_, i) => `Team ${i}`))).toBe('Only 10 values are allowed');
  expect(favoriteTeams(['New York Yankees'])).toBeNull();
});

test('validate collects the first broken rule per field', () => {
  expect(validate({ a: '', b: 'ok@x.io' }, { a: name('first name'), b: email })).toEqual({ a: 'You need to enter first name' });
});

test('link, URL, file size, required-if, zip code, choose-one and phone answer the form messages verbatim', () => {
  expect(link('example.com')).toBe('Invalid link');
  expect(link('ftp://example.com/a')).toBe('Invalid link');
  expect(link('https://example.com/a')).toBeNull();
  expect(url('not a url')).toBe('invalid_url');
  expect(url('ftp://example.com/a')).toBeNull();
  const threeMb = fileSize(3);
  expect(threeMb(new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'a.pdf'))).toBe('Maximum file size allowed is 3 mb');
  expect(threeMb(new File([new Uint8Array(10)], 'a.pdf'))).toBeNull();
  expect(requiredIf(true)('')).toBe('Atleast a field is required');
  expect(requiredIf(false)('')).toBeNull();
  const lengths = { US: 5, CA: 6 };
  expect(zipcode('', lengths)('10001')).toBe('Please select a location');
  expect(zipcode('CA', lengths)('10001')).toBe('Must be of 6 characters');
  expect(zipcode('US', lengths)('10001')).toBeNull();
  expect(chooseAtLeastOne([false, false], ['batters', 'pitchers'])).toBe('Chose atleast one amongst batters, pitchers');
  expect(chooseAtLeastOne([false, true], ['batters', 'pitchers'])).toBeNull();
  expect(phone('555-123')).toBe('invalid_phone_number');
  expect(phone('(555) 123-4567')).toBeNull();
});
