import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const HowItWorksPage = () => (
  <>
    <PageTitle title="How It Works" />
    <h1>How It Works</h1>
  </>
);
