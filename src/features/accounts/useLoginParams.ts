import { useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '@/lib/safeRedirect';

export type LoginMode = 'signin' | 'signup' | 'reset';

/**
 * The /login page's query: `target` (where to go once signed in; '/' by default and whenever the
 * value would leave the app) and `mode`: 'signup' opens the sign-up form, 'reset' with a
 * `resetToken` (the link in the reset e-mail) the new-password form, anything else sign-in.
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
  const target = safeRedirectTarget(params.get('target'), '/');

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
