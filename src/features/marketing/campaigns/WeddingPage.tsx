import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const WeddingPage = () => (
  <>
    <PageTitle title="Wedding Styling" />
    <h1>Wedding Styling</h1>
  </>
);
