import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '@/config/env';
import { PageHead } from '@/ui/PageHead';
import { Eyebrow, Lead } from '@/ui/MarketingSection';
import { ArticleHeader, ArticlePage } from '../components/ArticlePage';
import { useScrollToHash } from '../legal/useScrollToHash';
import { BlogPostCard } from './BlogPostCard';
import { POSTS } from './posts';

/** /blog (spec 000 §2): the articles, each readable in place; /blog#{slug} opens one. */
export const BlogPage = () => {
  const { hash } = useLocation();
  useScrollToHash();
  return (
    <ArticlePage>
      <PageHead
        title="Blog"
        description="Style notes from our stylists: capsule wardrobes, dressing for occasions and shopping smarter."
      />
      <Header>
        <Eyebrow>The {env.productName} journal</Eyebrow>
        <h1>Blog</h1>
        <Lead>
          Notes from our stylists on building a wardrobe you love: capsules, closets, color and
          dressing for every stage of life.
        </Lead>
      </Header>
      <Posts>
        {POSTS.map((post) => (
          <BlogPostCard key={post.slug} post={post} defaultOpen={hash === `#${post.slug}`} />
        ))}
      </Posts>
    </ArticlePage>
  );
};

const Header = styled(ArticleHeader)`
  justify-items: center;
  margin-bottom: ${({ theme }) => theme.space.xxl};
  text-align: center;

  p:last-child {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Posts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;
