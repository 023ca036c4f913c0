import { ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { isChunkLoadError } from '../preloadErrorReload';

const reload = () => window.location.reload();

/**
 * What a failed page shows. A stale chunk after a deploy (already reloaded once) asks for a
 * reload; anything else gets a friendly message with a way back.
 */
export const RouteErrorScreen = ({ error }: { error: unknown }) =>
  isChunkLoadError(error) ? (
    <ErrorState
      title="A new version is available"
      text="We've updated the site since you opened this page. Reload to continue."
      onRetry={reload}
      retryLabel="Reload"
    />
  ) : (
    <ErrorState
      title="Something went wrong"
      text="We couldn't show this page. Please try again, or head back to the home page."
      onRetry={reload}
      actions={
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      }
    />
  );
