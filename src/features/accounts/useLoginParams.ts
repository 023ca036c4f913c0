import { useSearchParams } from 'react-router-dom';

export type LoginMode = 'signin' | 'signup' | 'reset';

/**
 * The /login page's query: `target` (where to go once signed in, as given: the redirect rules in
 * `destinationFromLoginPage` decide whether it is safe to follow) and `mode`: 'signup' opens the
 * sign-up form, 'reset' with a `resetToken` (the link in the reset e-mail) the new-password form,
 * anything else sign-in.
 */
export const useLoginParams = () => {
  const [params] = useSearchParams();
  const resetToken = params.get('resetToken') ?? '';
  const requested = params.get('mode');
  const mode: LoginMode =
    requested === 'signup'
      ? 'signup'
      : requested === 'reset' && resetToken !== ''
        ? 'reset'
        : 'signin';
  const target = params.get('target');

  /** The same page in another mode, keeping the target (a reset token stays with reset mode). */
  const searchFor = (nextMode: Exclude<LoginMode, 'reset'>) => {
    const next = new URLSearchParams(params);
    next.delete('resetToken');
    if (nextMode === 'signup') next.set('mode', 'signup');
    else next.delete('mode');
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  return { mode, target, resetToken, searchFor };
};

export type LoginParams = ReturnType<typeof useLoginParams>;
