import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { detectMobile } from '@/lib/device';
import { setSupportWidgetVisible, shouldShowSupportWidget } from '@/services/supportWidget';

/** Shows the support widget on its routes only; never on mobile or in development. */
export const SupportWidget = () => {
  const { pathname } = useLocation();
  const visible = shouldShowSupportWidget({
    pathname,
    isMobile: detectMobile(),
    isDevelopment: env.isDevelopment,
    widgetKey: env.supportWidgetKey,
  });

  useEffect(() => {
    if (!env.supportWidgetKey) return;
    void setSupportWidgetVisible(visible);
  }, [visible]);

  return null;
};
