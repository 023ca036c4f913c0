import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const LandingPage = () => (
  <>
    <PageTitle title="Personal styling with real stylists" />
    <h1>Personal styling with real stylists</h1>
  </>
);
