import { isUkCountry, styleDepartment } from '@shared/styleOptions';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useGetStyleDataQuery, useGetStyleOptionsQuery } from '../settingsApi';
import { SettingsPanel } from '../SettingsPanel';
import { variantsFor } from './styleDraft';
import { StyleInfoForm } from './StyleInfoForm';

/**
 * Style info: the options for the shopper's department (men's for `male`, else women's), sizes
 * and budgets by their country (UK → UK sizes and EUR, else US and USD), and their answers.
 */
export const StyleInfoTab = () => {
  const profile = useGetCurrentUserQuery();
  const department = styleDepartment(profile.data?.gender);
  const options = useGetStyleOptionsQuery(department, { skip: !profile.data });
  const data = useGetStyleDataQuery();
  const queries = [profile, options, data];
  const failed = queries.some((query) => query.isError && !query.data);

  const handleRetry = () => {
    for (const query of queries) if (query.isError) void query.refetch();
  };

  return (
    <SettingsPanel
      title="Style info"
      intro="Tell your stylist about your style, fit and budget. They read this before every session."
    >
      {failed ? (
        <ErrorState
          title="We couldn’t load your style info"
          text="Please check your connection and try again."
          onRetry={handleRetry}
        />
      ) : profile.data && options.data && data.data ? (
        <StyleInfoForm
          key={`${options.data.gender}-${profile.data.country}`}
          options={options.data}
          saved={data.data}
          variants={variantsFor(isUkCountry(profile.data.country))}
        />
      ) : (
        <Spinner label="Loading your style info…" />
      )}
    </SettingsPanel>
  );
};
