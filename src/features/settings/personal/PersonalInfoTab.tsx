import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { SettingsPanel } from '../SettingsPanel';
import { PersonalInfoForm } from './PersonalInfoForm';
import { ProfilePictureField } from './ProfilePictureField';

/** Personal info: the profile picture and the details form. */
export const PersonalInfoTab = () => {
  const { data: profile, isLoading, isError, refetch } = useGetCurrentUserQuery();
  return (
    <SettingsPanel title="Personal info">
      {isLoading && <Spinner label="Loading your details…" />}
      {!profile && isError && (
        <ErrorState
          title="We couldn’t load your details"
          text="Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
      {profile && (
        <>
          <ProfilePictureField profile={profile} />
          <PersonalInfoForm key={profile.id} profile={profile} />
        </>
      )}
    </SettingsPanel>
  );
};
