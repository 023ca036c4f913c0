import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  FULL_NAME_REQUIRED_MESSAGE,
  NAME_INVALID_CHARACTERS_MESSAGE,
  NAME_PART_TOO_LONG_MESSAGE,
  NAME_PART_TOO_SHORT_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  SIMPLE_NAME_REQUIRED_MESSAGE,
  splitFullName,
  validateEmail,
  validateFullName,
  validatePassword,
  validateSimpleName,
} from './validators';

const letters = (count: number, letter = 'a') => letter.repeat(count);

describe('messages', () => {
  it('are the exact spec copy', () => {
    expect(FULL_NAME_REQUIRED_MESSAGE).toBe('Please enter your full name');
    expect(NAME_INVALID_CHARACTERS_MESSAGE).toBe(
      "Name can only include letters, spaces, apostrophes ('), and hyphens (-)",
    );
    expect(NAME_PART_TOO_SHORT_MESSAGE).toBe(
      'First and last name must each be at least 2 characters long',
    );
    expect(NAME_PART_TOO_LONG_MESSAGE).toBe(
      'First and last name should not exceed 20 characters each',
    );
    expect(SIMPLE_NAME_REQUIRED_MESSAGE).toBe('Name is required');
    expect(EMAIL_REQUIRED_MESSAGE).toBe('Email is required');
    expect(EMAIL_INVALID_CHARACTERS_MESSAGE).toBe('You are using invalid characters');
    expect(EMAIL_INVALID_MESSAGE).toBe('Please enter a valid email address');
    expect(PASSWORD_REQUIRED_MESSAGE).toBe('Password is required');
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must have at least 6 characters');
  });
});

describe('validateFullName', () => {
  it.each<[string, string | null | undefined, string | undefined]>([
    // Two words first: empty and single-word values get the full-name message.
    ['empty', '', FULL_NAME_REQUIRED_MESSAGE],
    ['whitespace only', '   ', FULL_NAME_REQUIRED_MESSAGE],
    ['null', null, FULL_NAME_REQUIRED_MESSAGE],
    ['undefined', undefined, FULL_NAME_REQUIRED_MESSAGE],
    ['one word', 'John', FULL_NAME_REQUIRED_MESSAGE],
    ['one word with spaces around', '  John  ', FULL_NAME_REQUIRED_MESSAGE],
    ['one word with a digit (word count wins)', 'John1', FULL_NAME_REQUIRED_MESSAGE],
    // Valid names.
    ['plain', 'John Smith', undefined],
    ['leading, trailing and repeated spaces', '  John   Smith  ', undefined],
    ['tab between the words', 'John\tSmith', undefined],
    ['unicode letters', 'José Ñúñez', undefined],
    ['decomposed accents', 'Jose\u0301 Nu\u0301n\u0303ez', undefined],
    ['non-Latin script', 'Дмитрий Иванов', undefined],
    ['apostrophe', "Conan O'Neil", undefined],
    ['typographic apostrophe', 'Sinéad O’Connor', undefined],
    ['backtick', 'D`Angelo Smith', undefined],
    ['hyphenated first name', 'Mary-Jane Smith', undefined],
    ['hyphenated last name', 'Anne Smith-Jones', undefined],
    ['three words', 'Mary Ann Smith', undefined],
    // Characters before lengths.
    ['digit in the last name', 'John Sm1th', NAME_INVALID_CHARACTERS_MESSAGE],
    ['digits only last name (characters before length)', 'John 1', NAME_INVALID_CHARACTERS_MESSAGE],
    ['exclamation mark', 'John Smith!', NAME_INVALID_CHARACTERS_MESSAGE],
    ['underscore', 'John_Paul Smith', NAME_INVALID_CHARACTERS_MESSAGE],
    ['period', 'John Smith Jr.', NAME_INVALID_CHARACTERS_MESSAGE],
    ['emoji', 'John Smith 😀', NAME_INVALID_CHARACTERS_MESSAGE],
    // Minimum length: 1 fails, 2 passes.
    ['first name of 1', 'J Smith', NAME_PART_TOO_SHORT_MESSAGE],
    ['first name of 2', 'Jo Smith', undefined],
    ['last name of 1', 'John S', NAME_PART_TOO_SHORT_MESSAGE],
    ['last name of 2', 'John Sm', undefined],
    ['first name of one non-Latin letter', '李 小龙', NAME_PART_TOO_SHORT_MESSAGE],
    // Maximum length: 20 passes, 21 fails.
    ['first name of 20', `${letters(20)} Smith`, undefined],
    ['first name of 21', `${letters(21)} Smith`, NAME_PART_TOO_LONG_MESSAGE],
    ['last name of 20', `John ${letters(20)}`, undefined],
    ['last name of 21', `John ${letters(21)}`, NAME_PART_TOO_LONG_MESSAGE],
    [
      'multi-word last name of 21 including its space',
      `John ${letters(10)} ${letters(10)}`,
      NAME_PART_TOO_LONG_MESSAGE,
    ],
    ['20 accented letters', `${letters(20, 'é')} Smith`, undefined],
    ['too short reported before too long', `J ${letters(21)}`, NAME_PART_TOO_SHORT_MESSAGE],
  ])('%s: %j', (_case, value, expected) => {
    expect(validateFullName(value)).toBe(expected);
  });
});

describe('splitFullName', () => {
  it.each<[string | null | undefined, string, string]>([
    ['John Smith', 'John', 'Smith'],
    ['Mary Ann Smith', 'Mary', 'Ann Smith'],
    ['  Mary   Ann  Smith ', 'Mary', 'Ann Smith'],
    ['John\tSmith', 'John', 'Smith'],
    ['John', 'John', ''],
    ['', '', ''],
    [null, '', ''],
    [undefined, '', ''],
  ])('%j -> %j / %j', (value, firstName, lastName) => {
    expect(splitFullName(value)).toEqual({ firstName, lastName });
  });
});

describe('validateSimpleName', () => {
  it.each<[string | null | undefined, string | undefined]>([
    ['', SIMPLE_NAME_REQUIRED_MESSAGE],
    ['   ', SIMPLE_NAME_REQUIRED_MESSAGE],
    ['\t\n', SIMPLE_NAME_REQUIRED_MESSAGE],
    [null, SIMPLE_NAME_REQUIRED_MESSAGE],
    [undefined, SIMPLE_NAME_REQUIRED_MESSAGE],
    ['A', undefined],
    ['Jane', undefined],
    ['  Jane 2 ', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(validateSimpleName(value)).toBe(expected);
  });
});

describe('validateEmail', () => {
  const domainOf = (length: number) => {
    // Three labels within the 63-character label limit, ending in ".com".
    const rest = length - 63 - 1 - 63 - 1 - '.com'.length;
    return `${letters(63, 'b')}.${letters(63, 'c')}.${letters(rest, 'd')}.com`;
  };
  const email254 = `${letters(64)}@${domainOf(189)}`;
  const email255 = `${letters(64)}@${domainOf(190)}`;

  it('builds the length fixtures right', () => {
    expect(email254).toHaveLength(254);
    expect(email255).toHaveLength(255);
  });

  it.each<[string, string | null | undefined, string | undefined]>([
    ['empty', '', EMAIL_REQUIRED_MESSAGE],
    ['whitespace only', '   ', EMAIL_REQUIRED_MESSAGE],
    ['null', null, EMAIL_REQUIRED_MESSAGE],
    ['undefined', undefined, EMAIL_REQUIRED_MESSAGE],
    // Valid addresses.
    ['plain', 'user@example.com', undefined],
    ['surrounding spaces are trimmed', '  user@example.com ', undefined],
    ['all allowed local characters', 'first.last_1%2+tag-x@example.com', undefined],
    ['subdomains', 'user@mail.sub.example.co.uk', undefined],
    ['hyphen inside a label', 'user@my-shop.example', undefined],
    ['upper case', 'User@Example.COM', undefined],
    // Special characters in the local part.
    ['exclamation mark', 'user!@example.com', EMAIL_INVALID_CHARACTERS_MESSAGE],
    ['space inside', 'us er@example.com', EMAIL_INVALID_CHARACTERS_MESSAGE],
    ['quote', 'jo"hn@example.com', EMAIL_INVALID_CHARACTERS_MESSAGE],
    ['hash', 'john#doe@example.com', EMAIL_INVALID_CHARACTERS_MESSAGE],
    ['non-ASCII letter', 'josé@example.com', EMAIL_INVALID_CHARACTERS_MESSAGE],
    [
      'two @ signs (local part is before the last)',
      'a@b@example.com',
      EMAIL_INVALID_CHARACTERS_MESSAGE,
    ],
    [
      'special characters win over length',
      `${letters(70)}!@example.com`,
      EMAIL_INVALID_CHARACTERS_MESSAGE,
    ],
    // Invalid addresses.
    ['no @', 'userexample.com', EMAIL_INVALID_MESSAGE],
    ['no @ with special characters', 'user!example.com', EMAIL_INVALID_MESSAGE],
    ['empty local part', '@example.com', EMAIL_INVALID_MESSAGE],
    ['empty domain', 'user@', EMAIL_INVALID_MESSAGE],
    ['domain without a dot', 'user@example', EMAIL_INVALID_MESSAGE],
    ['one-letter TLD', 'user@example.c', EMAIL_INVALID_MESSAGE],
    ['TLD with a digit', 'user@example.c0m', EMAIL_INVALID_MESSAGE],
    ['leading hyphen in a label', 'user@-example.com', EMAIL_INVALID_MESSAGE],
    ['trailing hyphen in a label', 'user@example-.com', EMAIL_INVALID_MESSAGE],
    ['underscore in the domain', 'user@exa_mple.com', EMAIL_INVALID_MESSAGE],
    ['double dot in the domain', 'user@example..com', EMAIL_INVALID_MESSAGE],
    ['leading dot in the domain', 'user@.example.com', EMAIL_INVALID_MESSAGE],
    ['trailing dot in the domain', 'user@example.com.', EMAIL_INVALID_MESSAGE],
    ['leading dot in the local part', '.user@example.com', EMAIL_INVALID_MESSAGE],
    ['trailing dot in the local part', 'user.@example.com', EMAIL_INVALID_MESSAGE],
    ['double dot in the local part', 'us..er@example.com', EMAIL_INVALID_MESSAGE],
    // Length boundaries.
    ['local part of 64', `${letters(64)}@example.com`, undefined],
    ['local part of 65', `${letters(65)}@example.com`, EMAIL_INVALID_MESSAGE],
    ['total of 254', email254, undefined],
    ['total of 255', email255, EMAIL_INVALID_MESSAGE],
  ])('%s: %j', (_case, value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });
});

describe('validatePassword', () => {
  it.each<[string, string | null | undefined, string | undefined]>([
    ['empty', '', PASSWORD_REQUIRED_MESSAGE],
    ['null', null, PASSWORD_REQUIRED_MESSAGE],
    ['undefined', undefined, PASSWORD_REQUIRED_MESSAGE],
    ['1 character', 'a', PASSWORD_TOO_SHORT_MESSAGE],
    ['5 characters', 'abcde', PASSWORD_TOO_SHORT_MESSAGE],
    ['6 characters', 'abcdef', undefined],
    ['long', 'correct horse battery staple', undefined],
    ['spaces are characters (not trimmed)', '      ', undefined],
    ['5 emoji are 5 characters', '😀😀😀😀😀', PASSWORD_TOO_SHORT_MESSAGE],
  ])('%s', (_case, value, expected) => {
    expect(validatePassword(value)).toBe(expected);
  });
});
