import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/ui/Spinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Where a layout renders its page: error boundary, then a spinner while the page's code loads. */
export const PageOutlet = () => {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
};
