import { Suspense } from 'react';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { lazyComponent } from '@/ui/lazyComponent';

/** Without its code (offline, a deploy in between) there is simply no birthday message today. */
const BirthdayWatch = lazyComponent(() =>
  import('./BirthdayWatch').then(
    (module) => module.BirthdayWatch,
    () => () => null,
  ),
);

/**
 * Where the shell keeps the birthday message. Visitors load nothing; for a signed-in shopper a
 * small watcher decides whether today is the day, and only then is the banner's code loaded (the
 * landing page's first JavaScript stays as it is).
 */
export const BirthdaySlot = () =>
  useAppSelector(selectIsSignedIn) ? (
    <Suspense fallback={null}>
      <BirthdayWatch />
    </Suspense>
  ) : null;
