import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const LuxPage = () => (
  <>
    <PageTitle title="The LUX Experience" />
    <h1>The LUX Experience</h1>
  </>
);
