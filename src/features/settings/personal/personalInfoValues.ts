import { GENDERS, type UserGender } from '@shared/personalInfo';
import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';
import { isLimitAnswer } from '@/api/refusals';
import type { CurrentUser } from '@/api/currentUserApi';
import type { PersonalInfoUpdate } from '../settingsApi';

/** The personal-info form's fields. */
export type PersonalInfoValues = {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  country: string;
  /** '' for not said. */
  gender: UserGender | '';
  /** 'YYYY-MM-DD' or ''. */
  birthday: string;
  /** Asked for only while the e-mail is changed (and the account has a password). */
  currentPassword: string;
};

export type PersonalInfoField = keyof PersonalInfoValues;

export const valuesOf = (profile: CurrentUser): PersonalInfoValues => ({
  fullName: `${profile.firstName} ${profile.lastName}`.trim(),
  email: profile.email,
  phone: profile.phone,
  location: profile.location,
  country: profile.country,
  gender: profile.gender ?? '',
  birthday: profile.birthday ?? '',
  currentPassword: '',
});

/** Whether the form changes the account's address (another case of the same one does not). */
export const changesEmail = (values: Pick<PersonalInfoValues, 'email'>, profile: CurrentUser) =>
  values.email.trim().toLowerCase() !== profile.email.toLowerCase();

/**
 * The PUT body: every field, trimmed; '' clears an optional one. The current password goes
 * only with a new e-mail, and only when the account has one.
 */
export const updateOf = (values: PersonalInfoValues, profile: CurrentUser): PersonalInfoUpdate => ({
  full_name: values.fullName.trim(),
  email: values.email.trim(),
  phone_number: values.phone.trim(),
  location: values.location.trim(),
  country: values.country,
  gender: GENDERS.find((gender) => gender === values.gender) ?? null,
  birthday: values.birthday,
  ...(profile.hasPassword && changesEmail(values, profile)
    ? { current_password: values.currentPassword }
    : {}),
});

/** The server's field names (docs/contracts/settings.md) → the form's. */
const SERVER_FIELDS: Readonly<Record<string, PersonalInfoField>> = {
  full_name: 'fullName',
  first_name: 'fullName',
  last_name: 'fullName',
  email: 'email',
  phone_number: 'phone',
  phone: 'phone',
  location: 'location',
  country: 'country',
  gender: 'gender',
  birthday: 'birthday',
  current_password: 'currentPassword',
};

/** A failed save's 400 field errors, under the form's fields (others are dropped). */
export const fieldErrorsOf = (error: unknown): [PersonalInfoField, string][] =>
  Object.entries(getFieldErrors(error)).flatMap(([name, message]) => {
    const field = Object.hasOwn(SERVER_FIELDS, name) ? SERVER_FIELDS[name] : undefined;
    return field ? [[field, message] as [PersonalInfoField, string]] : [];
  });

/**
 * What a failed save says above the button: spec 001 §5's 'Save failed', and for a limit (429,
 * 503) the server's message too, which says when to try again.
 */
export const saveFailureOf = (error: unknown, saveFailed: string) =>
  isApiError(error) && isLimitAnswer(error)
    ? `${saveFailed}. ${getErrorMessage(error, 'Please wait a few minutes and try again.')}`
    : saveFailed;
