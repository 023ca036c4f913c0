import { GENDERS, type UserGender } from '@shared/personalInfo';
import { getFieldErrors } from '@/api/errors';
import type { CurrentUser } from '@/api/currentUserApi';
import type { PersonalInfoUpdate } from '@/api/settingsApi';

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
});

/** The PUT body: every field, trimmed; '' clears an optional one. */
export const updateOf = (values: PersonalInfoValues): PersonalInfoUpdate => ({
  full_name: values.fullName.trim(),
  email: values.email.trim(),
  phone_number: values.phone.trim(),
  location: values.location.trim(),
  country: values.country,
  gender: GENDERS.find((gender) => gender === values.gender) ?? null,
  birthday: values.birthday,
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
};

/** A failed save's 400 field errors, under the form's fields (others are dropped). */
export const fieldErrorsOf = (error: unknown): [PersonalInfoField, string][] =>
  Object.entries(getFieldErrors(error)).flatMap(([name, message]) => {
    const field = Object.hasOwn(SERVER_FIELDS, name) ? SERVER_FIELDS[name] : undefined;
    return field ? [[field, message] as [PersonalInfoField, string]] : [];
  });
