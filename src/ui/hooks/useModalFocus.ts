import { useEffect, useRef, useState, type RefObject } from 'react';
import { getFocusable } from '../focusable';

/** Open dialogs, innermost last: only the innermost handles Escape and Tab. */
const openDialogs: symbol[] = [];

type ModalFocusOptions = {
  panelRef: RefObject<HTMLElement | null>;
  /** Where initial focus looks first; the panel itself when it has nothing focusable. */
  initialRef: RefObject<HTMLElement | null>;
  onClose: () => void;
};

/**
 * Dialog focus management: initial focus, a Tab/Shift+Tab trap, Escape to close and focus
 * restored to whatever was focused before the dialog opened.
 */
export const useModalFocus = ({ panelRef, initialRef, onClose }: ModalFocusOptions) => {
  // Read during the first render, before any autoFocus inside the dialog moves focus.
  const [previous] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const token = Symbol('dialog');
    openDialogs.push(token);
    if (!panel.contains(document.activeElement)) {
      (getFocusable(initialRef.current)[0] ?? panel).focus();
    }

    const handleKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusable(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (
        event.shiftKey &&
        (active === first || active === panel || !panel.contains(active))
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);

    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [panelRef, initialRef, previous]);
};
