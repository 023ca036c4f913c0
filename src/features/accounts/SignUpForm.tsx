import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  splitFullName,
  validateEmail,
  validateFullName,
  validatePassword,
} from '@shared/validators';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { authClient, useSignupEmailMutation } from './accountsApi';
import { signUpSwitch } from './authCopy';
import { AuthSwitch, keepFieldFocus, type SwitchAction } from './AuthSwitch';
import { FormAlert } from '@/ui/FormAlert';
import { useServerErrors } from '@/ui/hooks/useServerErrors';
import { splitServerErrors } from './serverErrors';
import { SocialSlot } from './SocialSlot';

type SignUpValues = { fullName: string; email: string; password: string };

/** Server field names → this form's fields; every name part belongs to Full name. */
const serverFields = {
  email: 'email',
  password: 'password',
  name: 'fullName',
  lastname: 'fullName',
  first_name: 'fullName',
  last_name: 'fullName',
  full_name: 'fullName',
} as const;

const FALLBACK_MESSAGE =
  "We couldn't create your account. Please check your connection and try again.";

type SignUpFormProps = {
  /** "Sign in": the page's link to its sign-in mode, or the modal's swap to Signin. */
  switchAction: SwitchAction;
  /**
   * Called as each sign-up request leaves, with whether it created the account (it never
   * rejects): the /login page tells a new account from a sign-in by other means with it.
   */
  onSignUpSent?: (created: Promise<boolean>) => void;
};

/**
 * E-mail sign-up, shared by /login and the Signup modal. Validates each field when it loses
 * focus and again on submit; Sign Up stays disabled until all three fields have something in
 * them. Registering accepts the terms.
 */
export const SignUpForm = ({ switchAction, onSignUpSent }: SignUpFormProps) => {
  const [signupEmail] = useSignupEmailMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { formMessage, showServerErrors, clearFormMessage } = useServerErrors(setError);
  const [fullName, email, password] = useWatch({
    control,
    name: ['fullName', 'email', 'password'],
  });
  const isFilled = fullName.trim() !== '' && email.trim() !== '' && password !== '';

  const handleValid = async (values: SignUpValues) => {
    const { firstName, lastName } = splitFullName(values.fullName);
    const request = signupEmail({
      email: values.email.trim(),
      full_name: values.fullName.trim(),
      first_name: firstName,
      last_name: lastName,
      password: values.password,
      client: authClient(),
    });
    onSignUpSent?.(
      request.unwrap().then(
        () => true,
        () => false,
      ),
    );
    try {
      await request.unwrap();
    } catch (error) {
      const result = splitServerErrors(error, serverFields, FALLBACK_MESSAGE);
      showServerErrors(result.fields, result.formMessage);
    }
  };

  const handleFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    clearFormMessage();
    return handleSubmit(handleValid)(event);
  };

  return (
    <>
      <Form noValidate aria-label="Sign up" onSubmit={handleFormSubmit}>
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName', { validate: validateFullName })}
        />
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
          autoComplete="new-password"
          hint={errors.password ? undefined : 'At least 6 characters'}
          showRequiredMark
          error={errors.password?.message}
          {...register('password', { validate: validatePassword })}
        />
        <Terms>
          By registering you accept our{' '}
          <Link to="/terms" target="_blank" rel="noopener" onMouseDown={keepFieldFocus}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank" rel="noopener" onMouseDown={keepFieldFocus}>
            Privacy Policy
          </Link>
          .
        </Terms>
        <FormAlert message={formMessage} />
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!isFilled}
          isLoading={isSubmitting}
          onMouseDown={keepFieldFocus}
        >
          Sign Up
        </Button>
      </Form>
      <SocialSlot label="Sign up with Google" />
      <AuthSwitch
        prompt={signUpSwitch.switchPrompt}
        label={signUpSwitch.switchLabel}
        action={switchAction}
      />
    </>
  );
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Terms = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-underline-offset: 3px;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.major};
  }
`;
