import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { validateEmail } from '@shared/validators';
import { isLimitAnswer } from '@/api/refusals';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { Modal } from '@/ui/Modal';
import { TextField } from '@/ui/TextField';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { useResetPasswordMutation } from './accountsApi';
import { FormAlert } from '@/ui/FormAlert';
import { splitServerErrors } from './serverErrors';

type ResetPasswordModalProps = ModalPropsByType['ResetPassword'] & { onClose: () => void };

const RESET_FAILED_MESSAGE = "We couldn't send the reset email. Please try again.";

/**
 * ResetPassword: asks for the e-mail (prefilled from sign-in), requests a reset link and, once
 * sent, gives way to ResetConfirmation. A failure is reported by the base query (as 'Failed to
 * reset password', spec 000 §8) and shown here in plain words.
 */
export const ResetPasswordModal = ({ email = '', onClose }: ResetPasswordModalProps) => {
  const dispatch = useAppDispatch();
  const [resetPassword] = useResetPasswordMutation();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email },
  });

  const handleValid = async (values: { email: string }) => {
    const address = values.email.trim();
    try {
      await resetPassword({ email: address }).unwrap();
      dispatch(modalOpened({ type: 'ResetConfirmation', modalProps: { email: address } }));
    } catch (error) {
      const result = splitServerErrors(error, { email: 'email' } as const, RESET_FAILED_MESSAGE);
      result.fields.forEach(([field, message]) =>
        setError(field, { type: 'server', message }, { shouldFocus: true }),
      );
      // A limit's message says how long to wait; any other failure gets the plain words.
      const limited = isLimitAnswer(error) ? result.formMessage : null;
      setFormMessage(result.formMessage === null ? null : (limited ?? RESET_FAILED_MESSAGE));
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormMessage(null);
    return handleSubmit(handleValid)(event);
  };

  return (
    <Modal title="Reset your password" size="sm" onClose={onClose}>
      <Form noValidate aria-label="Reset your password" onSubmit={handleFormSubmit}>
        <Intro>Enter the email you signed up with and we'll send you a link to reset it.</Intro>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: validateEmail })}
        />
        <FormAlert message={formMessage} />
        <Button type="submit" fullWidth isLoading={isSubmitting}>
          Send reset link
        </Button>
      </Form>
    </Modal>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;
