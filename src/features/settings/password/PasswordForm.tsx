import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/FormAlert';
import { useServerErrors } from '@/ui/hooks/useServerErrors';
import { TextField } from '@/ui/TextField';
import { useChangePasswordMutation } from '../settingsApi';
import {
  EMPTY_PASSWORDS,
  passwordErrorsOf,
  validateConfirmation,
  validateCurrentPassword,
  validateNewPassword,
  type PasswordValues,
} from './passwordRules';

const CHANGED =
  'Your password is changed. Other devices were signed out; you are still signed in here.';
const SET = 'Your password is set. You can now also sign in with your email and this password.';

type PasswordFormProps = {
  /** False for a Google-only account: no current password to ask for; this sets the first. */
  hasPassword: boolean;
};

/**
 * Current, new and confirmation (spec 001 §5): a wrong current password and a mismatch get the
 * spec's messages. Success says so and that other devices were signed out.
 */
export const PasswordForm = ({ hasPassword }: PasswordFormProps) => {
  const [changePassword] = useChangePasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_PASSWORDS,
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerErrors(setError);

  const handleValid = async (values: PasswordValues) => {
    try {
      await changePassword({
        ...(hasPassword ? { current_password: values.current } : {}),
        new_password: values.next,
      }).unwrap();
      reset(EMPTY_PASSWORDS);
      setDone(hasPassword ? CHANGED : SET);
    } catch (error) {
      const result = passwordErrorsOf(error);
      showServerErrors(result.fields, result.formMessage);
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormMessage();
    setDone(null);
    return handleSubmit(handleValid)(event);
  };

  return (
    <Form noValidate aria-label="Edit password" onSubmit={handleFormSubmit}>
      {hasPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          showRequiredMark
          error={errors.current?.message}
          {...register('current', { validate: validateCurrentPassword })}
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        showRequiredMark
        hint={errors.next ? undefined : 'At least 6 characters'}
        error={errors.next?.message}
        {...register('next', { validate: validateNewPassword, deps: ['confirm'] })}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        showRequiredMark
        error={errors.confirm?.message}
        {...register('confirm', { validate: validateConfirmation })}
      />
      <FormAlert message={formMessage} />
      <Status role="status">{done}</Status>
      <Actions>
        <Button type="submit" isLoading={isSubmitting}>
          {hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </Actions>
    </Form>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 28rem;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
`;
