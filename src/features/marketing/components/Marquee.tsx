import { useState, type Key, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useIsOnScreen } from '@/ui/hooks/useIsOnScreen';

type MarqueeProps<T> = {
  /** Names the list and its Pause/Play control, e.g. 'Press'. */
  label: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  getKey: (item: T) => Key;
  /** Seconds for one full loop. */
  speedSeconds?: number;
};

/**
 * An endless horizontal scroll (press logos, clients). The second copy of the items is hidden from
 * assistive technology. It pauses on hover and focus, has its own Pause control, and holds still
 * (every item wrapped into view) when the shopper prefers reduced motion. It scrolls only while on
 * screen.
 */
export const Marquee = <T,>({
  label,
  items,
  renderItem,
  getKey,
  speedSeconds = 40,
}: MarqueeProps<T>) => {
  const [isPaused, setPaused] = useState(false);
  // Scrolls only once the app runs and while it can be seen; still until then.
  const [observe, isOnScreen] = useIsOnScreen<HTMLDivElement>();
  return (
    <Wrapper ref={observe}>
      <Viewport>
        <Track $seconds={speedSeconds} $paused={isPaused || !isOnScreen}>
          <List aria-label={label}>
            {items.map((item) => (
              <li key={getKey(item)}>{renderItem(item)}</li>
            ))}
          </List>
          <List aria-hidden="true" data-copy="true">
            {items.map((item) => (
              <li key={getKey(item)}>{renderItem(item)}</li>
            ))}
          </List>
        </Track>
      </Viewport>
      <PauseButton
        type="button"
        aria-label={`${isPaused ? 'Play' : 'Pause'} ${label.toLowerCase()} scrolling`}
        onClick={() => setPaused(!isPaused)}
      >
        {isPaused ? 'Play' : 'Pause'}
      </PauseButton>
    </Wrapper>
  );
};

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Viewport = styled.div`
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, black 8%, black 92%, transparent);

  ${({ theme }) => theme.media.reducedMotion} {
    overflow: visible;
    mask-image: none;
  }
`;

const Track = styled.div<{ $seconds: number; $paused: boolean }>`
  display: flex;
  width: max-content;
  /* Its own compositor layer: the scroll costs no main-thread paint. */
  will-change: transform;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  ${({ $paused }) =>
    $paused &&
    css`
      animation-play-state: paused;
    `}

  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }

  /* Reduced motion: no scrolling; the items wrap, all in view. */
  ${({ theme }) => theme.media.reducedMotion} {
    width: auto;
    animation: none;

    ul {
      flex-wrap: wrap;
      justify-content: center;
      gap: ${({ theme }) => theme.space.md};
      padding: 0;
    }

    [data-copy] {
      display: none;
    }
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.xl} 0 0;
  list-style: none;
`;

const PauseButton = styled.button`
  justify-self: end;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  ${({ theme }) => theme.media.reducedMotion} {
    display: none;
  }
`;
