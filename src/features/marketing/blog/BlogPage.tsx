import { PageTitle } from '@/ui/PageTitle';

/** Being built (issue 6). */
export const BlogPage = () => (
  <>
    <PageTitle title="Blog" />
    <h1>Blog</h1>
  </>
);
