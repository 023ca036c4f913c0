import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A disclosure (toggle button + panel) for the header's menus: closes on Escape (focus back to
 * the toggle), on a click outside, and when the route changes. Spread the returned props.
 */
export const useDisclosure = <C extends HTMLElement = HTMLDivElement>() => {
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState(location.key);
  const containerRef = useRef<C>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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
  }, [isOpen]);

  const toggle = () => {
    setOpenedAt(location.key);
    setIsOpen((open) => !open);
  };

  return {
    isOpen,
    containerRef,
    toggleProps: {
      ref: toggleRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: toggle,
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
};
