import { z } from 'zod';
import {
  splitFullName,
  validateEmail,
  validateFullName,
  validatePassword,
} from '@shared/validators';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../auth/commonPasswords';
import type { FieldError } from '../../http/errors';
import { validationError } from '../../http/validate';

const client = z.enum(['mobile-web', 'web']).optional();

export const loginSchema = z.object({
  email: z.string(),
  password: z.string(),
  remember: z.boolean().optional(),
  client,
});

export const signupSchema = z.object({
  email: z.string(),
  full_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  password: z.string(),
  client,
});

export const tokenSchema = z.object({ token: z.string().min(1) });
/** The popup's auth code, or one-tap's ID token credential. */
export const googleSchema = z.union([
  z.object({ code: z.string().min(1) }),
  z.object({ credential: z.string().min(1) }),
]);
export const resetSchema = z.object({ email: z.string() });
export const resetConfirmSchema = z.object({ token: z.string().min(1), password: z.string() });

/** Runs the shared validators (same messages as the SPA) and throws one 400 with every error. */
export const checkFields = (checks: Record<string, string | undefined>) => {
  const errors: FieldError[] = Object.entries(checks)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([field, message]) => ({ field, message }));
  if (errors.length) throw validationError(errors);
};

/** Sign-up: the full name wins; else first and last name are joined. Split on the first space. */
export const signupName = (body: z.infer<typeof signupSchema>) => {
  const fullName = (body.full_name ?? `${body.first_name ?? ''} ${body.last_name ?? ''}`).trim();
  checkFields({
    full_name: validateFullName(fullName),
    email: validateEmail(body.email),
    password: validatePassword(body.password),
  });
  return splitFullName(fullName);
};

export const checkLogin = (body: z.infer<typeof loginSchema>) =>
  checkFields({ email: validateEmail(body.email), password: validatePassword(body.password) });

export const checkEmail = (email: string) => checkFields({ email: validateEmail(email) });
/**
 * A password being chosen (sign-up, reset): the shared rules, then none of the most common
 * (../../auth/commonPasswords.ts). Signing in checks only the shared rules: an older account
 * with a common password still signs in.
 */
export const checkNewPassword = (password: string, field = 'password') =>
  checkFields({
    [field]:
      validatePassword(password) ??
      (isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : undefined),
  });
