import { useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure (toggle button + panel) for the header's menus. It closes on what the shopper
 * does: Escape (focus back to the toggle), a click outside, choosing a link or button in the
 * panel, and the browser's Back or Forward. Spread the returned props.
 *
 * It does not close when the router's location changes. The router commits a navigation only
 * once the new page's code has arrived (a transition), so a shopper can open the menu after a
 * navigation started and before it shows; closing on that late commit shut the menu under their
 * pointer (the flaky sign-up, sign-out journey). Navigations the shopper starts while it is open
 * close it through the rules above.
 */
export const useDisclosure = <C extends HTMLElement = HTMLDivElement>() => {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const close = () => setIsOpen(false);
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const handlePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    // A link or button in the panel was chosen (by pointer or keyboard): its action goes ahead.
    const handleChoice = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const choice = target?.closest('a, button');
      if (choice && panelRef.current?.contains(choice)) close();
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('click', handleChoice);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('click', handleChoice);
      window.removeEventListener('popstate', close);
    };
  }, [isOpen]);

  const toggle = () => setIsOpen((open) => !open);

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
    panelProps: { ref: panelRef, id: panelId, hidden: !isOpen },
  };
};
