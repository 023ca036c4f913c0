import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '@/ui/hooks/usePrefersReducedMotion';
import { ArrowUpIcon } from '@/ui/icons';

/** Shown once the shopper is this many viewport heights down the page. */
const SHOW_AFTER_SCREENS = 1.5;
/** Further down than this many viewport heights, the jump to the top is instant. */
const SMOOTH_WITHIN_SCREENS = 3;

type BackToTopProps = {
  /** Where focus goes once at the top (the page's heading), so keyboard users start over there. */
  focusTargetId: string;
};

/**
 * The jump-to-top action of long lists: a floating button once the shopper has scrolled well
 * down; it scrolls to the top (smoothly unless motion is reduced) and moves focus to the page's
 * heading.
 */
export const BackToTop = ({ focusTargetId }: BackToTopProps) => {
  const [isShown, setIsShown] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setIsShown(window.scrollY > window.innerHeight * SHOW_AFTER_SCREENS);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const handleClick = () => {
    // Smooth only over a short way: far down a virtualised list, rows measured on the way up
    // correct the scroll position, which would stop a smooth scroll partway.
    const near = window.scrollY < window.innerHeight * SMOOTH_WITHIN_SCREENS;
    window.scrollTo({ top: 0, behavior: reducedMotion || !near ? 'auto' : 'smooth' });
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <Floating type="button" onClick={handleClick} data-shown={isShown || undefined}>
      <ArrowUpIcon size={20} />
      Back to top
    </Floating>
  );
};

const Floating = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.inverse};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  opacity: 0;
  transform: translateY(8px);
  pointer-events: none;
  transition:
    opacity ${({ theme }) => theme.motion.base} ease,
    transform ${({ theme }) => theme.motion.base} ease;

  /* Out of sight until the shopper is well down the page, but a keyboard user can reach it. */
  &[data-shown],
  &:focus-visible {
    opacity: 1;
    transform: none;
    pointer-events: auto;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
