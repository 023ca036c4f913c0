import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '@/config/env';
import { PageHead } from '@/ui/PageHead';
import { Eyebrow, Lead } from '@/ui/MarketingSection';
import { useScrollToHash } from '../legal/useScrollToHash';
import { BlogPostCard } from './BlogPostCard';
import { POSTS } from './posts';

/** /blog (spec 000 §2): the articles, each readable in place; /blog#{slug} opens one. */
export const BlogPage = () => {
  const { hash } = useLocation();
  useScrollToHash();
  return (
    <Page>
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
    </Page>
  );
};

const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

const Header = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.display};

    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes.hero};
    }
  }

  p:last-child {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Posts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
`;
