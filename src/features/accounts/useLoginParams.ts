import { useSearchParams } from 'react-router-dom';
import { safeRedirectTarget } from '@/lib/safeRedirect';

export type LoginMode = 'signin' | 'signup';

/**
 * The /login page's query: `target` (where to go once signed in; '/' by default and whenever the
 * value would leave the app) and `mode` ('signup' opens the sign-up form, anything else sign-in).
 */
export const useLoginParams = () => {
  const [params] = useSearchParams();
  const mode: LoginMode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  const target = safeRedirectTarget(params.get('target'), '/');

  /** The same page in the other mode, keeping the target. */
  const searchFor = (nextMode: LoginMode) => {
    const next = new URLSearchParams(params);
    if (nextMode === 'signup') next.set('mode', 'signup');
    else next.delete('mode');
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  return { mode, target, searchFor };
};
