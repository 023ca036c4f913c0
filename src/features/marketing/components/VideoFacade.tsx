import { useState } from 'react';
import styled from 'styled-components';
import { MarketingImage } from '@/ui/MarketingImage';

type VideoFacadeProps = {
  /** The privacy-enhanced player's video id; null when none is configured. */
  videoId: string | null;
  /** What the video is, e.g. "Dana, nurse, on her styling session". */
  title: string;
  poster: string;
  posterWidth: number;
  posterHeight: number;
};

export const videoEmbedUrl = (videoId: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;

/**
 * A privacy-friendly video: only the local poster and a play button until the shopper presses
 * play; then the privacy-enhanced embed is framed. Nothing loads from the video host before that.
 * Without a configured video it is just the poster, with no dead play button.
 */
export const VideoFacade = ({
  videoId,
  title,
  poster,
  posterWidth,
  posterHeight,
}: VideoFacadeProps) => {
  const [isPlaying, setPlaying] = useState(false);
  const ratio = `${posterWidth} / ${posterHeight}`;

  if (videoId && isPlaying) {
    return (
      <Frame style={{ aspectRatio: ratio }}>
        <iframe
          src={videoEmbedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Frame>
    );
  }

  const picture = (
    <MarketingImage
      src={poster}
      alt={videoId ? '' : title}
      width={posterWidth}
      height={posterHeight}
    />
  );
  if (!videoId) return <Frame style={{ aspectRatio: ratio }}>{picture}</Frame>;
  return (
    <Frame style={{ aspectRatio: ratio }}>
      <PlayButton type="button" onClick={() => setPlaying(true)}>
        {picture}
        <PlayBadge aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </PlayBadge>
        <span className="visually-hidden">Play video: {title}</span>
      </PlayButton>
    </Frame>
  );
};

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    object-fit: cover;
  }
`;

const PlayButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

const PlayBadge = styled.span`
  position: absolute;
  inset: 50% auto auto 50%;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.inverse};
  transform: translate(-50%, -50%);
  transition: transform ${({ theme }) => theme.motion.fast};

  button:hover &,
  button:focus-visible & {
    transform: translate(-50%, -50%) scale(1.08);
  }
`;
