import styled from 'styled-components';
import { env } from '@/config/env';
import { VideoFacade } from '../components/VideoFacade';
import { FOUNDER, OUR_STORY_PICTURES } from './ourStoryContent';

const { video } = OUR_STORY_PICTURES;
const firstName = FOUNDER.name.split(' ')[0];

/**
 * The founder's video through the privacy-friendly player: nothing loads from the video host
 * until play is pressed. With no video configured, the poster stands as a captioned picture.
 */
export const FounderVideo = ({ videoId }: { videoId: string | null }) => {
  if (!videoId) {
    return (
      <Block as="figure">
        <VideoFacade
          videoId={null}
          title={`${FOUNDER.name}, our founder, in the ${env.productName} studio`}
          poster={video.src}
          posterWidth={video.width}
          posterHeight={video.height}
        />
        <Caption>
          {FOUNDER.name} in the {env.productName} studio
        </Caption>
      </Block>
    );
  }
  return (
    <Block aria-labelledby="our-story-video-title">
      <Title id="our-story-video-title">Hear It From {firstName}</Title>
      <VideoFacade
        videoId={videoId}
        title={`Our story, told by ${FOUNDER.name}, founder of ${env.productName}`}
        poster={video.src}
        posterWidth={video.width}
        posterHeight={video.height}
      />
    </Block>
  );
};

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  box-sizing: content-box;
  max-width: 56rem;
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `0 ${theme.space.xl} ${theme.space.xxxl}`};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Caption = styled.figcaption`
  margin-top: -${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;
