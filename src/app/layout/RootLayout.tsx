import { Outlet } from 'react-router-dom';
import { Toast } from '@/ui/Toast';
import { ModalHost } from './ModalHost';
import { OfflineNotice } from './OfflineNotice';
import { ScrollToTop } from './ScrollToTop';
import { SupportWidget } from './SupportWidget';

/** Around every page, with or without the header: modal host, toast, notices. */
export const RootLayout = () => (
  <>
    <ScrollToTop />
    <Outlet />
    <ModalHost />
    <Toast />
    <OfflineNotice />
    <SupportWidget />
  </>
);
