import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state for a menu or drawer: closes on Escape (focus back to its toggle), on a click
 * outside `containerRef`, and when the route changes.
 */
export const useDismissable = (
  containerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLElement | null>,
) => {
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);

  // Any navigation closes it (adjusting state during render, as React recommends).
  if (isOpen && openedAt !== location.key) {
    setIsOpen(false);
    setOpenedAt(location.key);
  }

  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      toggleRef.current?.focus();
    };
    const handlePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [isOpen, containerRef, toggleRef]);

  const toggle = () => {
    setOpenedAt(location.key);
    setIsOpen((open) => !open);
  };
  return { isOpen, toggle, close: () => setIsOpen(false) };
};
