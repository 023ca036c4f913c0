import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { env } from '@/config/env';
import { MarketingImage } from '@/ui/MarketingImage';
import { Eyebrow, MarketingSection, SectionTitle } from '@/ui/MarketingSection';
import { marketingArt } from './landingContent';
import { ShowcaseCopy, ShowcaseLayout } from './ShowcaseLayout';

/** The founder and why the service exists, with the way to the full story. */
export const FounderShowcase = () => (
  <MarketingSection tone="surface" aria-labelledby="founder-title">
    <ShowcaseLayout $columns="0.8fr 1.2fr">
      <Portrait>
        <MarketingImage
          src={marketingArt('founder')}
          alt="Portrait of our founder"
          width={800}
          height={1000}
        />
      </Portrait>
      <Copy>
        <Eyebrow>From our founder</Eyebrow>
        <SectionTitle id="founder-title">
          Style is personal. Your stylist should be too.
        </SectionTitle>
        <Quote>
          <p>
            “I started {env.productName} because great style advice was only for the few who could
            afford a celebrity stylist. Now anyone can work with a real stylist who learns their
            body, their budget and their life.”
          </p>
        </Quote>
        <Link to="/our-story">Read our story</Link>
      </Copy>
    </ShowcaseLayout>
  </MarketingSection>
);

const Portrait = styled.div`
  overflow: hidden;
  justify-self: center;
  width: min(100%, 280px);
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.aboveMobile} {
    width: min(100%, 420px);
  }

  img {
    display: block;
    width: 100%;
  }
`;

const Copy = styled(ShowcaseCopy)`
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.major};
  }
`;

const Quote = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  line-height: ${({ theme }) => theme.lineHeights.body};

  p {
    margin: 0;
  }
`;
