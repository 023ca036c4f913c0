import { useNavigate } from 'react-router-dom';
import { selectApiToken, signedOut } from '@/api/authSlice';
import { logout } from '@/features/accounts/accountsApi';
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
    if (token) void dispatch(logout.initiate({ token }));
    void navigate('/');
  };
};
