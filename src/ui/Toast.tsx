import { useEffect, useState, type FocusEvent } from 'react';
import styled from 'styled-components';

/** How long a toast stays up (spec 001 §9: 3.5 s). */
export const TOAST_TIMEOUT_MS = 3500;

export type ToastContent = {
  content: string | null;
  /** Called when the shopper presses Undo; absent for toasts without Undo. */
  onUndo: (() => void) | null;
  isVisible: boolean;
};

type ToastProps = {
  /** A new object is a new toast: it restarts the timer, even with the same text. */
  toast: ToastContent;
  /** Asked to hide: after 3.5 s, or once Undo is pressed. Keep it stable (useCallback). */
  onHide: () => void;
};

/**
 * The app's single toast. It hides after 3.5 s; hovering it or focusing inside pauses the timer
 * and leaving starts the full time again. The status region stays mounted so screen readers
 * announce each new message.
 */
export const Toast = ({ toast, onHide }: ToastProps) => {
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const { isVisible, content, onUndo } = toast;
  const [wasVisible, setWasVisible] = useState(isVisible);
  if (wasVisible !== isVisible) {
    // A hidden toast cannot stay hovered or focused (its Undo button has gone).
    setWasVisible(isVisible);
    setIsHovered(false);
    setHasFocus(false);
  }
  const isPaused = isHovered || hasFocus;

  useEffect(() => {
    if (!isVisible || isPaused) return;
    const timer = setTimeout(onHide, TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
    // `toast` restarts the timer when a new toast replaces the current one.
  }, [onHide, toast, isVisible, isPaused]);

  const handleUndo = () => {
    onUndo?.();
    onHide();
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };

  return (
    <Viewport>
      <Card
        data-visible={isVisible || undefined}
        onMouseEnter={() => setIsHovered(true)}
        onMouseLeave={() => setIsHovered(false)}
        onFocus={() => setHasFocus(true)}
        onBlur={handleBlur}
      >
        <Message role="status" aria-live="polite" aria-atomic="true">
          {isVisible ? content : null}
        </Message>
        {isVisible && onUndo && (
          <UndoButton type="button" onClick={handleUndo}>
            Undo
          </UndoButton>
        )}
      </Card>
    </Viewport>
  );
};

const Viewport = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndices.toast};
  width: max-content;
  max-width: calc(100% - ${({ theme }) => theme.space.xl});
  transform: translateX(-50%);
  pointer-events: none;
`;

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.inverse};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  opacity: 0;
  transform: translateY(${({ theme }) => theme.space.md});
  transition:
    opacity ${({ theme }) => theme.motion.base} ease,
    transform ${({ theme }) => theme.motion.base} ease;

  &[data-visible] {
    opacity: 1;
    transform: none;
    pointer-events: auto;
  }

  &:not([data-visible]) {
    /* Off screen but still mounted, so the live region keeps working. */
    padding: 0;
    box-shadow: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    transform: none;
  }
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const UndoButton = styled.button`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.lux};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
