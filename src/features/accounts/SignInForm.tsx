import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { validateEmail, validatePassword } from '@shared/validators';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { TextField } from '@/ui/TextField';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { authClient, useLoginEmailMutation } from './accountsApi';
import { signInCopy } from './authCopy';
import { AuthSwitch, type SwitchAction } from './AuthSwitch';
import { FormAlert } from '@/ui/FormAlert';
import { splitServerErrors } from './serverErrors';
import { SocialSlot } from './SocialSlot';

type SignInValues = { email: string; password: string; remember: boolean };

/** Server field names → this form's fields; anything else is a form-level message. */
const serverFields = { email: 'email', password: 'password' } as const;

const FALLBACK_MESSAGE = "We couldn't sign you in. Please check your connection and try again.";

type SignInFormProps = {
  /** "Create an account": the page's link to its sign-up mode, or the modal's swap to Signup. */
  switchAction: SwitchAction;
};

/**
 * E-mail sign-in, shared by /login and the Signin modal. Validates on submit only; a successful
 * answer signs the shopper in, and the page or modal around it decides where to go next.
 */
export const SignInForm = ({ switchAction }: SignInFormProps) => {
  const dispatch = useAppDispatch();
  const [loginEmail] = useLoginEmailMutation();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', password: '', remember: false },
  });

  const handleValid = async ({ email, password, remember }: SignInValues) => {
    try {
      await loginEmail({ email: email.trim(), password, remember, client: authClient() }).unwrap();
    } catch (error) {
      const result = splitServerErrors(error, serverFields, FALLBACK_MESSAGE);
      result.fields.forEach(([field, message], index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setFormMessage(result.formMessage);
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    setFormMessage(null);
    return handleSubmit(handleValid)(event);
  };

  const handleForgotPassword = () => {
    dispatch(
      modalOpened({ type: 'ResetPassword', modalProps: { email: getValues('email').trim() } }),
    );
  };

  return (
    <>
      <Form noValidate aria-label="Sign in" onSubmit={handleFormSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', { validate: validateEmail })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password', { validate: validatePassword })}
        />
        <OptionsRow>
          <Checkbox label="Remember me" {...register('remember')} />
          <TextButton type="button" onClick={handleForgotPassword}>
            Forgot password?
          </TextButton>
        </OptionsRow>
        <FormAlert message={formMessage} />
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          Sign In
        </Button>
      </Form>
      <SocialSlot label="Sign in with Google" />
      <AuthSwitch
        prompt={signInCopy.switchPrompt}
        label={signInCopy.switchLabel}
        action={switchAction}
      />
    </>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const OptionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  margin-top: -${({ theme }) => theme.space.xxs};
`;

/** A button that reads as a link: secondary actions inside the form. */
const TextButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.major};
  }
`;
