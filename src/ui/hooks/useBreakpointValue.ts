import { mediaQueries } from '../theme';
import { useMediaQuery } from './useMediaQuery';

/**
 * A value per breakpoint, mobile first: `base` applies everywhere, `smallMobile`, `mobile` and
 * `tablet` at widths above those breakpoints, `desktop` at 1440 px and wider. Unset keys fall back
 * to the nearest smaller one.
 */
export type ResponsiveValue<T> = {
  base: T;
  smallMobile?: T;
  mobile?: T;
  tablet?: T;
  desktop?: T;
};

const isResponsive = <T>(value: T | ResponsiveValue<T>): value is ResponsiveValue<T> =>
  typeof value === 'object' && value !== null && 'base' in value;

/** Resolves a plain value or a `ResponsiveValue` for the current viewport width. */
export const useBreakpointValue = <T>(value: T | ResponsiveValue<T>): T => {
  const aboveSmallMobile = useMediaQuery(mediaQueries.aboveSmallMobile);
  const aboveMobile = useMediaQuery(mediaQueries.aboveMobile);
  const aboveTablet = useMediaQuery(mediaQueries.aboveTablet);
  const desktop = useMediaQuery(mediaQueries.desktop);
  if (!isResponsive(value)) return value;
  const steps: [boolean, T | undefined][] = [
    [aboveSmallMobile, value.smallMobile],
    [aboveMobile, value.mobile],
    [aboveTablet, value.tablet],
    [desktop, value.desktop],
  ];
  return steps.reduce<T>(
    (current, [matches, candidate]) => (matches && candidate !== undefined ? candidate : current),
    value.base,
  );
};
