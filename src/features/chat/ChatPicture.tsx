import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ShownMessage } from './chatMessages';

/** The widest a picture shows in its bubble (CSS px). */
const PICTURE_WIDTH = 260;

type ChatPictureProps = {
  message: ShownMessage;
  /** The picture's URL, at most `width` device pixels wide (a sized variant where there is one). */
  load: (message: ShownMessage, width: number) => Promise<string>;
  alt: string;
};

/** The bubble's width in device pixels, up to 2× (a 3× screen gains little on a chat picture). */
const deviceWidth = () =>
  Math.round(PICTURE_WIDTH * Math.min(2, Math.max(1, window.devicePixelRatio || 1)));

/** Gives back a picture's object URL (a `blob:` one; server URLs are left alone). */
const releaseUrl = (url: string | null) => {
  if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
};

/**
 * A picture sent in the chat, fetched with the shopper's credentials (pictures are private, so no
 * `srcset`: the <img> could not send them): the size its bubble needs on this screen.
 */
export const ChatPicture = ({ message, load, alt }: ChatPictureProps) => {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    load(message, deviceWidth())
      .then((loaded) => {
        if (cancelled) releaseUrl(loaded);
        else setUrl(loaded);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [message, load]);
  // The shown picture's URL is given back only once another has replaced it on screen, or the
  // picture has left the page: never while the <img> may still be drawing from it.
  useEffect(() => () => releaseUrl(url), [url]);
  if (failed) return <Placeholder>The picture could not load.</Placeholder>;
  if (!url) return <Placeholder aria-label="Loading the picture" />;
  return <Picture src={url} alt={alt} />;
};

const Picture = styled.img`
  display: block;
  max-width: min(100%, ${PICTURE_WIDTH}px);
  max-height: 320px;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
`;

const Placeholder = styled.p`
  display: grid;
  place-items: center;
  width: 200px;
  height: 160px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
