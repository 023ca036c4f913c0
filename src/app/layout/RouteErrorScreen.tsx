import { ButtonLink } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { isChunkLoadError, type ChunkVerdict } from '../preloadErrorReload';

const reload = () => window.location.reload();

/** Offline, a reload would land on the browser's error page: wait for the connection first. */
const reloadWhenOnline = () => {
  if (navigator.onLine) reload();
  else window.addEventListener('online', reload, { once: true });
};

type Props = {
  error: unknown;
  /** For a page whose code failed to load: why (see `chunkErrorVerdict`). */
  verdict?: Exclude<ChunkVerdict, 'reloading'>;
  /** Loads the page again in place; without it, Retry reloads the page (once online). */
  onRetry?: () => void;
};

/** Without a verdict (the app-wide boundary): offline, or else a stale chunk as before. */
const guessVerdict = () => (navigator.onLine ? 'gone' : 'offline');

/**
 * What a failed page shows. Its code unreachable offline or on a dropped connection: a Retry (the
 * page also loads by itself when the connection returns). Its code gone after a deploy (already
 * reloaded once): a reload. Anything else: a friendly message with a way back.
 */
export const RouteErrorScreen = ({ error, verdict, onRetry = reloadWhenOnline }: Props) => {
  if (!isChunkLoadError(error)) {
    return (
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
  }
  switch (verdict ?? guessVerdict()) {
    case 'offline':
      return (
        <ErrorState
          title="You're offline"
          text="This page needs a connection to load. It will appear as soon as you're back online."
          onRetry={onRetry}
          retryLabel="Retry"
        />
      );
    case 'network':
      return (
        <ErrorState
          title="We couldn't load this page"
          text="The connection dropped while this page was loading. Check your connection and try again."
          onRetry={onRetry}
          retryLabel="Retry"
        />
      );
    case 'gone':
      return (
        <ErrorState
          title="A new version is available"
          text="We've updated the site since you opened this page. Reload to continue."
          onRetry={reload}
          retryLabel="Reload"
        />
      );
  }
};
