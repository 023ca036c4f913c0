import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const OurStoryPage = () => (
  <>
    <PageTitle title="Our Story" />
    <h1>Our Story</h1>
  </>
);
