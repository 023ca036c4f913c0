import { useNavigate } from 'react-router-dom';
import { signedOut } from '@/api/authSlice';
import { useAppDispatch } from '../../hooks';

/** Signs out (clears tokens, user id and cached data) and goes home. */
export const useSignOut = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(signedOut());
    void navigate('/');
  };
};
