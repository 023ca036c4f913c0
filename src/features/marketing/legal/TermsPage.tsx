import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const TermsPage = () => (
  <>
    <PageTitle title="Terms of Service" />
    <h1>Terms of Service</h1>
  </>
);
