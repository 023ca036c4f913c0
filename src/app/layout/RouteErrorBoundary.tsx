import { Component, type ReactNode } from 'react';
import { reportError } from '@/services/errorReporting';
import { retryFailedLoads } from '@/ui/lazyComponent';
import { FullPageSpinner } from '@/ui/Spinner';
import {
  chunkErrorVerdict,
  isChunkLoadError,
  reloadStalePage,
  type ChunkVerdict,
} from '../preloadErrorReload';
import { RouteErrorScreen } from './RouteErrorScreen';

type Props = {
  children: ReactNode;
  /** A new value (the path) clears a shown error. */ resetKey: string;
};
/** `checking`: the page's code failed and the server is being asked whether it is gone. */
type Verdict = Exclude<ChunkVerdict, 'stale'> | 'checking';
type State = { error: unknown; hasError: boolean; resetKey: string; verdict: Verdict | null };

const cleared = { hasError: false, error: null, verdict: null } as const;

/**
 * An error boundary around each page: a render error or a lazy chunk that fails to load shows a
 * friendly screen instead of a blank page, inside the shell. Navigating elsewhere clears it.
 * A page whose code could not be fetched (offline, a dropped connection) offers a Retry and loads
 * by itself when the browser is back online; one whose code is gone after a deploy reloads once
 * (`chunkErrorVerdict`), then offers a reload. Render errors and gone chunks are reported.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { ...cleared, resetKey: this.props.resetKey };
  /** Whether the page's code was already asked for again after it failed. */
  private retried = false;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    if (!isChunkLoadError(error)) return { error, hasError: true, verdict: null };
    return { error, hasError: true, verdict: navigator.onLine ? 'checking' : 'offline' };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey) this.retried = false;
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { ...cleared, resetKey: props.resetKey };
  }

  override componentDidMount() {
    window.addEventListener('online', this.handleOnline);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.handleOnline);
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) {
      reportError(error, { boundary: 'route' });
      return;
    }
    const afterRetry = this.retried;
    void chunkErrorVerdict(error).then((verdict) => {
      if (this.state.error !== error) return;
      if (verdict === 'gone') reportError(error, { boundary: 'route', chunk: verdict });
      // The server has the code and the connection works, yet the retry failed again: the
      // browser holds on to the earlier failure in this document. A new one loads it.
      if (verdict === 'stale' && afterRetry && reloadStalePage()) {
        this.setState({ verdict: 'reloading' });
        return;
      }
      this.setState({ verdict: verdict === 'stale' ? 'network' : verdict });
    });
  }

  /** Loads the page again in place: its lazy code is fetched anew. */
  retry = () => {
    this.retried = true;
    retryFailedLoads();
    this.setState(cleared);
  };

  handleOnline = () => {
    const { verdict } = this.state;
    if (verdict === 'offline' || verdict === 'network') this.retry();
  };

  override render() {
    const { error, hasError, verdict } = this.state;
    if (!hasError) return this.props.children;
    if (verdict === 'checking' || verdict === 'reloading') return <FullPageSpinner />;
    return <RouteErrorScreen error={error} verdict={verdict ?? undefined} onRetry={this.retry} />;
  }
}
