const WAIT_MS = 3000;

/**
 * Scrolls to an in-page section and moves focus to it, waiting briefly when the section is in a
 * chunk that is still loading. Smooth only when the shopper has not asked for reduced motion.
 */
export const scrollToSection = (id: string) => {
  const started = Date.now();
  const attempt = () => {
    const target = document.getElementById(id);
    if (!target) {
      if (Date.now() - started < WAIT_MS) window.setTimeout(attempt, 50);
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  attempt();
};
