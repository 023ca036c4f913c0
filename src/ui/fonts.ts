/**
 * The self-hosted web fonts. Loaded through a dynamic import at start-up (see main.tsx), so their
 * stylesheet never blocks the first paint. Body text swaps to Inter when it arrives (the fallback
 * is sized to match); headings use Playfair Display only when it is at hand (displayFont.css).
 */
import '@fontsource-variable/inter/wght.css';
import './displayFont.css';
