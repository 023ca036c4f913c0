import styled from 'styled-components';
import { env } from '@/config/env';
import { VideoFacade } from '../components/VideoFacade';
import { MarketingSection, SectionHeader, SectionInner, SectionTitle } from '@/ui/MarketingSection';
import { VIDEO_TESTIMONIALS, marketingArt } from './landingContent';

/** Three clients on camera; the player loads only when one is played. */
export const VideoTestimonials = () => (
  <MarketingSection aria-labelledby="testimonials-title">
    <SectionInner>
      <SectionHeader>
        <SectionTitle id="testimonials-title">Hear It From Our Clients</SectionTitle>
      </SectionHeader>
      <Grid>
        {VIDEO_TESTIMONIALS.map((client, index) => (
          <Card key={client.id}>
            <VideoFacade
              videoId={env.testimonialVideoIds[index] ?? null}
              title={`${client.name}, ${client.occupation}, on working with a stylist`}
              poster={marketingArt(client.id)}
              posterWidth={720}
              posterHeight={1280}
            />
            <Quote>
              <p>“{client.quote}”</p>
            </Quote>
            <Who>
              {client.name}, {client.occupation}
            </Who>
          </Card>
        ))}
      </Grid>
    </SectionInner>
  </MarketingSection>
);

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 360px;
  margin: 0 auto;
`;

const Quote = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;

  p {
    margin: 0;
  }
`;

const Who = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
