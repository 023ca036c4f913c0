import { useNavigate } from 'react-router-dom';
import { selectApiToken, signedOut } from '@/api/authSlice';
import { useAppDispatch, useAppStore } from '../../hooks';

/**
 * Signs out (clears tokens, user id and cached data) and goes home, and revokes the token on the
 * gateway without waiting for it: its failure is reported by the base query and changes nothing
 * here. The call starts after `signedOut` on purpose: clearing the cached data aborts every
 * request still running, so a call started just before would never leave the browser.
 */
export const useSignOut = () => {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  return () => {
    const token = selectApiToken(store.getState());
    dispatch(signedOut());
    // The account calls are not on the first screen: the revocation loads them.
    if (token) {
      void import('@/features/accounts/accountsApi').then(({ logout }) =>
        dispatch(logout.initiate({ token })),
      );
    }
    void navigate('/');
  };
};
