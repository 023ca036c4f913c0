import { env } from '@/config/env';
import { reportError } from './errorReporting';
import { loadScript } from './loadScript';

/**
 * The support widget (Zendesk Web Widget). Shown only on the routes below, never on mobile and
 * never in development (spec 000 §2). Loaded the first time it is needed.
 */
export const SUPPORT_WIDGET_ROUTES = [
  '/',
  '/how-it-works',
  '/pricing',
  '/lux',
  '/our-story',
  '/gifts',
  '/gift-cards',
  '/shopping-list',
  '/orders',
  '/settings',
] as const;

export const isSupportWidgetRoute = (pathname: string) => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SUPPORT_WIDGET_ROUTES.some(
    (route) => path === route || (route === '/settings' && path.startsWith('/settings/')),
  );
};

type SupportWindow = Window & { zE?: (...args: unknown[]) => void };

export const shouldShowSupportWidget = (options: {
  pathname: string;
  isMobile: boolean;
  isDevelopment: boolean;
  widgetKey: string | null;
}) =>
  Boolean(options.widgetKey) &&
  !options.isMobile &&
  !options.isDevelopment &&
  isSupportWidgetRoute(options.pathname);

export const setSupportWidgetVisible = async (visible: boolean) => {
  const key = env.supportWidgetKey;
  if (!key) return;
  const win = window as SupportWindow;
  try {
    if (visible && !win.zE) {
      await loadScript(
        `https://static.zdassets.com/ekr/snippet.js?key=${encodeURIComponent(key)}`,
        {
          id: 'ze-snippet',
        },
      );
    }
    win.zE?.('webWidget', visible ? 'show' : 'hide');
  } catch (error) {
    reportError(error, { service: 'supportWidget' });
  }
};
