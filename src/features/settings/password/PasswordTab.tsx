import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { SettingsPanel } from '../SettingsPanel';
import { PasswordForm } from './PasswordForm';

/**
 * Edit password. An account that signs in only with Google has no password to check: it sets
 * one here, and can then sign in with its e-mail too.
 */
export const PasswordTab = () => {
  const { data: profile, isLoading, isError, refetch } = useGetCurrentUserQuery();
  return (
    <SettingsPanel
      title="Edit password"
      intro={
        profile && !profile.hasPassword
          ? 'You sign in with Google, so your account has no password yet. Set one to also sign in with your email.'
          : 'Changing your password signs you out on your other devices.'
      }
    >
      {isLoading && <Spinner label="Loading…" />}
      {!profile && isError && (
        <ErrorState
          title="We couldn’t load your account"
          text="Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {profile && <PasswordForm hasPassword={profile.hasPassword} />}
    </SettingsPanel>
  );
};
