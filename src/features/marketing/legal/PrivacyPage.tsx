import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const PrivacyPage = () => (
  <>
    <PageTitle title="Privacy Policy" />
    <h1>Privacy Policy</h1>
  </>
);
