import { mediaQueries } from '../theme';
import { useMediaQuery } from './useMediaQuery';

/** True when the shopper asked the system for less motion. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(mediaQueries.reducedMotion);
