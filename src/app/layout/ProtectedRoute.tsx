import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsSignedIn } from '@/api/authSlice';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { ErrorState } from '@/ui/ErrorState';
import { FullPageSpinner } from '@/ui/Spinner';
import { useAppSelector } from '../hooks';
import { loginPath } from '../loginPath';

/**
 * Routes that need a signed-in shopper: signed-out visitors go to /login with the current path
 * and query as the target; a spinner shows while the user's data loads.
 */
export const ProtectedRoute = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  const { isLoading, isError, refetch } = useGetCurrentUserQuery(undefined, { skip: !isSignedIn });

  if (!isSignedIn) return <Navigate to={loginPath(location)} replace />;
  if (isLoading) return <FullPageSpinner label="Loading your account…" />;
  if (isError) {
    return (
      <ErrorState
        title="We couldn't load your account"
        text="Check your connection and try again."
        onRetry={() => void refetch()}
      />
    );
  }
  return <Outlet />;
};
