import { env } from '@/config/env';
import type { SignupVariant } from '@/blocks/modals/modalTypes';

/** Wording the /login page and the Signin and Signup modals share. */
export const signInCopy = {
  heading: 'Welcome back',
  subline: 'Sign in to chat with your stylist, shop your looks and follow your orders.',
  switchPrompt: `New to ${env.productName}?`,
  switchLabel: 'Create an account',
};

export const signUpCopy: Record<SignupVariant, { heading: string; subline: string }> = {
  default: {
    heading: 'Create your account',
    subline: 'Get matched with a personal stylist and shop looks picked just for you.',
  },
  unlock: {
    heading: 'Unlock your stylist matches',
    subline: 'Create a free account to see the stylists who match your style.',
  },
};

export const signUpSwitch = { switchPrompt: 'Already have an account?', switchLabel: 'Sign in' };
