import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatLongDate } from '@/lib/displayDates';
import { MarketingImage } from '@/ui/MarketingImage';
import type { BlogPost } from './posts';

type BlogPostCardProps = { post: BlogPost; defaultOpen?: boolean };

/** One article: picture, date, read time, title and excerpt; the rest opens in place. */
export const BlogPostCard = ({ post, defaultOpen = false }: BlogPostCardProps) => {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const bodyId = useId();
  const titleId = `${post.slug}-title`;
  return (
    <Card id={post.slug} aria-labelledby={titleId}>
      <Picture>
        <MarketingImage
          src={`/media/marketing/${post.image}.svg`}
          alt={post.imageAlt}
          width={1200}
          height={800}
        />
      </Picture>
      <Text>
        <Meta>
          {/* A publication date, always the spec's long form ('MMMM DD, YYYY', 000 §9): the page
              is prerendered, so relative time would be the build's, not the reader's. */}
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readMinutes} min read</span>
        </Meta>
        <Title id={titleId}>{post.title}</Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <Body id={bodyId} hidden={!isOpen}>
          {post.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Body>
        <Toggle
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
          aria-label={`${isOpen ? 'Show less' : 'Read article'}: ${post.title}`}
        >
          {isOpen ? 'Show less' : 'Read article'}
        </Toggle>
      </Text>
    </Card>
  );
};

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: calc(
    ${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg}
  );

  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space.xl};
    align-items: center;

    /* Open, the text runs long: start it at the top, beside the sticky picture. */
    &:has([aria-expanded='true']) {
      align-items: start;
    }
  }

  ${({ theme }) => theme.media.aboveMobile} {
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }

  img {
    width: 100%;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

const Meta = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkSubtle};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-wrap: balance;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Excerpt = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  padding-top: ${({ theme }) => theme.space.xs};
  line-height: 1.7;

  &[hidden] {
    display: none;
  }
`;

const Toggle = styled.button`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.major};
  text-decoration: underline;
  text-underline-offset: 0.3em;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;
