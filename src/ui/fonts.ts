/**
 * The self-hosted web fonts. Loaded through a dynamic import at start-up (see main.tsx), so their
 * stylesheet never blocks the first paint; text shows in the fallback font until they arrive
 * (font-display: swap).
 */
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/playfair-display/wght.css';
