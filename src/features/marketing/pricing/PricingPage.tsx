import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const PricingPage = () => (
  <>
    <PageTitle title="Find Your Perfect Plan" />
    <h1>Find Your Perfect Plan</h1>
  </>
);
