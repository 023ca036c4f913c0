import styled from 'styled-components';
import { env } from '@/config/env';
import { PageHead } from '@/ui/PageHead';
import { MarketingImage } from '@/ui/MarketingImage';
import { Eyebrow, MarketingSection, SectionTitle } from '@/ui/MarketingSection';
import { FounderVideo } from './FounderVideo';
import { FOUNDER, OUR_STORY_PICTURES, STORY, WELCOME_NOTE } from './ourStoryContent';

const { header, signature } = OUR_STORY_PICTURES;

/** /our-story (spec 000 §2): header picture, the founder's story, a video, a welcome note. */
export const OurStoryPage = ({ videoId = env.ourStoryVideoId }: { videoId?: string | null }) => (
  <>
    <PageHead
      title="Our Story"
      description={`Why our founder started ${env.productName}: great style advice for everyone, from real stylists, at any budget.`}
    />
    <Header>
      <MarketingImage
        src={header.src}
        alt={header.alt}
        width={header.width}
        height={header.height}
        priority
      />
    </Header>
    <Story aria-labelledby="our-story-title">
      <Eyebrow>From our founder</Eyebrow>
      <h1 id="our-story-title">Our Story</h1>
      {STORY.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Story>
    <FounderVideo videoId={videoId} />
    <MarketingSection tone="surface" aria-labelledby="welcome-note-title">
      <Note>
        <SectionTitle id="welcome-note-title">A Welcome Note</SectionTitle>
        {WELCOME_NOTE.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Signoff>
          <p>With love,</p>
          <MarketingImage
            src={signature.src}
            alt={`${FOUNDER.name}’s signature`}
            width={signature.width}
            height={signature.height}
          />
          <p>
            <strong>{FOUNDER.name}</strong>, {FOUNDER.role}
          </p>
        </Signoff>
      </Note>
    </MarketingSection>
  </>
);

const Header = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;

  img {
    width: 100%;
    max-height: 70vh;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} 0`};

    img {
      border-radius: ${({ theme }) => theme.radii.lg};
    }
  }
`;

const Story = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  box-sizing: content-box;
  max-width: 42rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xxxl}`};
  }

  h1 {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.display};

    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes.hero};
    }
  }

  p:not(:first-child) {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.7;
    color: ${({ theme }) => theme.colors.inkMuted};

    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }

  /* The opening paragraph, set larger in the display face. */
  h1 + p:not(:first-child) {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.ink};

    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 42rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  border-top: 3px solid ${({ theme }) => theme.colors.lux};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => theme.space.xxl};
  }

  & > p {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.7;
    color: ${({ theme }) => theme.colors.inkMuted};

    ${({ theme }) => theme.media.aboveMobile} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

const Signoff = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.md};

  img {
    width: 14rem;
  }
`;
