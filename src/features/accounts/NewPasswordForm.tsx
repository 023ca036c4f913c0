import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { validatePassword } from '@shared/validators';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { modalOpened, toastShown } from '@/blocks/modals/uiSlice';
import { useConfirmPasswordResetMutation } from './accountsApi';
import { AuthSwitch, type SwitchAction } from './AuthSwitch';
import { FormAlert } from '@/ui/FormAlert';
import { splitServerErrors } from './serverErrors';

type NewPasswordFormProps = {
  /** The token from the reset e-mail's link. */
  token: string;
  /** "Back to sign in". */
  switchAction: SwitchAction;
  /** The server says the link has expired (or was used already). */
  onExpired?: () => void;
};

/** Server field names → this form's field, plus the token, which has a notice of its own. */
const serverFields = { password: 'password', token: 'token' } as const;

const FALLBACK_MESSAGE =
  "We couldn't save your new password. Please check your connection and try again.";

/**
 * The reset e-mail's link lands here (/login?mode=reset&resetToken=). Saving the new password
 * signs the shopper in, and the page around it then goes to its target. An expired link gives way
 * to its message and a way to ask for a new one.
 */
export const NewPasswordForm = ({ token, switchAction, onExpired }: NewPasswordFormProps) => {
  const dispatch = useAppDispatch();
  const [confirmPasswordReset] = useConfirmPasswordResetMutation();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '' },
  });

  const handleValid = async ({ password }: { password: string }) => {
    try {
      await confirmPasswordReset({ token, password }).unwrap();
      dispatch(toastShown({ content: 'Your new password is saved.' }));
    } catch (error) {
      const result = splitServerErrors(error, serverFields, FALLBACK_MESSAGE);
      for (const [field, message] of result.fields) {
        if (field === 'token') {
          setExpiredMessage(message);
          onExpired?.();
        } else setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setFormMessage(result.formMessage);
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormMessage(null);
    return handleSubmit(handleValid)(event);
  };

  const handleRequestNewLink = () => {
    dispatch(modalOpened({ type: 'ResetPassword', modalProps: {} }));
  };

  return (
    <>
      {expiredMessage ? (
        <Expired>
          <FormAlert message={expiredMessage} />
          <Button size="lg" fullWidth onClick={handleRequestNewLink}>
            Send me a new link
          </Button>
        </Expired>
      ) : (
        <Form noValidate aria-label="Choose a new password" onSubmit={handleFormSubmit}>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={errors.password ? undefined : 'At least 6 characters'}
            showRequiredMark
            error={errors.password?.message}
            {...register('password', { validate: validatePassword })}
          />
          <FormAlert message={formMessage} />
          <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
            Save password
          </Button>
        </Form>
      )}
      <AuthSwitch prompt="Remembered it?" label="Back to sign in" action={switchAction} />
    </>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Expired = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;
