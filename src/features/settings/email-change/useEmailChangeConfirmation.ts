import { useCallback, useEffect, useRef, useState } from 'react';
import { getFieldErrors, isApiError } from '@/api/errors';
import { useConfirmEmailChangeMutation } from '../settingsApi';

export type Confirmation =
  | { kind: 'missing' }
  | { kind: 'confirming' }
  | { kind: 'confirmed'; email: string }
  /** The link is used up, revoked by a newer one, or past its 24 hours. */
  | { kind: 'expired' }
  /** Another account took the address meanwhile. */
  | { kind: 'taken'; message: string }
  | { kind: 'failed' };

const outcomeOf = (error: unknown): Confirmation => {
  const fields = getFieldErrors(error);
  if (fields.email) return { kind: 'taken', message: fields.email };
  // A `token` field error, or any other 400: the link itself will not work.
  if (isApiError(error) && error.status === 400) return { kind: 'expired' };
  return { kind: 'failed' };
};

/**
 * Opens the e-mail change's link once: its token is single-use, so a second call (a re-render,
 * a remount) would only be told it has expired. `retry` asks again after a failed connection.
 */
export const useEmailChangeConfirmation = (token: string) => {
  const [confirm] = useConfirmEmailChangeMutation();
  const [state, setState] = useState<Confirmation>(
    token ? { kind: 'confirming' } : { kind: 'missing' },
  );
  const asked = useRef<string | null>(null);

  const ask = useCallback(
    () =>
      confirm({ token })
        .unwrap()
        .then(
          ({ email }) => setState({ kind: 'confirmed', email }),
          (error: unknown) => setState(outcomeOf(error)),
        ),
    [confirm, token],
  );

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void ask();
  }, [ask, token]);

  const retry = () => {
    setState({ kind: 'confirming' });
    void ask();
  };

  return { state, retry };
};
