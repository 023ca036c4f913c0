import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import {
  GENDERS,
  GENDER_LABELS,
  validateBirthday,
  validateCountry,
  validateLocation,
  validatePhone,
} from '@shared/personalInfo';
import { SHIPPING_COUNTRIES } from '@shared/shipping';
import { PASSWORD_REQUIRED_MESSAGE, validateEmail, validateFullName } from '@shared/validators';
import { useAppDispatch } from '@/app/hooks';
import type { CurrentUser } from '@/api/currentUserApi';
import { localDay } from '@/lib/calendar';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { useServerErrors } from '@/ui/hooks/useServerErrors';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { toastShown } from '@/blocks/modals/uiSlice';
import { useUpdateUserMutation } from '../settingsApi';
import { DateField } from './DateField';
import { EmailChangeNote } from './EmailChangeNote';
import {
  changesEmail,
  fieldErrorsOf,
  saveFailureOf,
  updateOf,
  valuesOf,
  type PersonalInfoValues,
} from './personalInfoValues';

/** Spec 001 §5: what a failed save says. */
export const SAVE_FAILED_MESSAGE = 'Save failed';

const COUNTRY_OPTIONS = [
  { value: '', label: 'Not listed' },
  ...SHIPPING_COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
];

const GENDER_OPTIONS = [
  { value: '', label: 'Prefer not to say' },
  ...GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] })),
];

/** A country the list does not have (set elsewhere) stays choosable, shown by its code. */
const countryOptions = (current: string) =>
  current && !COUNTRY_OPTIONS.some((option) => option.value === current)
    ? [...COUNTRY_OPTIONS, { value: current, label: current }]
    : COUNTRY_OPTIONS;

/**
 * Name, e-mail, phone, location, country, gender and birthday, with the shared rules (spec 001
 * §5); the server's field errors go under their fields and any failure says 'Save failed'.
 * A new e-mail asks for the current password (a session token alone must not change it) and
 * changes only once the link mailed to it is opened: the form says so after saving.
 */
export const PersonalInfoForm = ({ profile }: { profile: CurrentUser }) => {
  const dispatch = useAppDispatch();
  const [updateUser] = useUpdateUserMutation();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PersonalInfoValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(profile),
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerErrors(setError);
  // An account without a password (Google only) proves itself by a recent sign-in instead.
  const email = useWatch({ control, name: 'email' });
  const asksPassword = profile.hasPassword && changesEmail({ email }, profile);

  const handleValid = async (values: PersonalInfoValues) => {
    try {
      const saved = await updateUser(updateOf(values, profile)).unwrap();
      reset(valuesOf(saved.user));
      setPendingEmail(saved.pendingEmail);
      dispatch(toastShown({ content: 'Your personal info is saved.' }));
    } catch (error) {
      showServerErrors(fieldErrorsOf(error), saveFailureOf(error, SAVE_FAILED_MESSAGE));
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormMessage();
    return handleSubmit(handleValid)(event);
  };

  return (
    <Form noValidate aria-label="Personal info" onSubmit={handleFormSubmit}>
      <TextField
        label="Full name"
        autoComplete="name"
        showRequiredMark
        error={errors.fullName?.message}
        {...register('fullName', { validate: validateFullName })}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        showRequiredMark
        error={errors.email?.message}
        {...register('email', { validate: validateEmail })}
      />
      {asksPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          showRequiredMark
          hint={errors.currentPassword ? undefined : 'Needed to change your email.'}
          error={errors.currentPassword?.message}
          {...register('currentPassword', {
            validate: (value, values) =>
              profile.hasPassword && changesEmail(values, profile) && value === ''
                ? PASSWORD_REQUIRED_MESSAGE
                : undefined,
          })}
        />
      )}
      <Row>
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone', { validate: validatePhone })}
        />
        <DateField
          label="Birthday"
          autoComplete="bday"
          error={errors.birthday?.message}
          {...register('birthday', { validate: (value) => validateBirthday(value, localDay()) })}
        />
      </Row>
      <Row>
        <TextField
          label="Location"
          autoComplete="address-level2"
          hint="Your city, for example"
          error={errors.location?.message}
          {...register('location', { validate: validateLocation })}
        />
        <Select
          label="Country"
          hint="Sets the size charts and currency in Style info."
          options={countryOptions(profile.country)}
          error={errors.country?.message}
          {...register('country', { validate: validateCountry })}
        />
      </Row>
      <Select
        label="Gender"
        options={GENDER_OPTIONS}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <FormAlert message={formMessage} />
      <EmailChangeNote pendingEmail={pendingEmail} currentEmail={profile.email} />
      <Actions>
        <Button type="submit" isLoading={isSubmitting}>
          Save changes
        </Button>
      </Actions>
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
