import type { ReactNode } from 'react';
import { ErrorState } from '@/ui/ErrorState';

type SettingsLoadStateProps<T> = {
  isLoading: boolean;
  /** The answer; without it (and not loading) the load failed. */
  data: T | null | undefined;
  /** Said to screen readers while loading, e.g. 'Loading your rewards…'. */
  loadingText: string;
  /** What stands in for the content while it loads. */
  placeholder: ReactNode;
  /** e.g. "We couldn't load your rewards". */
  errorTitle: string;
  onRetry: () => void;
  /** The content, drawn only once the data is there. */
  children: (data: T) => ReactNode;
};

/** A settings tab's content while it loads (a status and placeholders), when it fails (a retry), or itself. */
export const SettingsLoadState = <T,>({
  isLoading,
  data,
  loadingText,
  placeholder,
  errorTitle,
  onRetry,
  children,
}: SettingsLoadStateProps<T>) => {
  if (isLoading) {
    return (
      <>
        <p role="status" className="visually-hidden">
          {loadingText}
        </p>
        {placeholder}
      </>
    );
  }
  if (data === null || data === undefined) {
    return (
      <ErrorState
        title={errorTitle}
        text="Please check your connection and try again."
        onRetry={onRetry}
      />
    );
  }
  return children(data);
};
