import { Outlet } from 'react-router-dom';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { OneTapSignIn } from '@/features/accounts/SocialSignIn';
import { PendingQuizSubmission } from '@/features/onboarding/PendingQuizSubmission';
import { StoreToast } from '@/blocks/StoreToast';
import { ModalHost } from './ModalHost';
import { OfflineNotice } from './OfflineNotice';
import { ScrollToTop } from './ScrollToTop';
import { SupportWidget } from './SupportWidget';

/** Around every page, with or without the header: modal host, toast, notices. */
export const RootLayout = () => (
  <>
    <SessionBootstrap />
    <OneTapSignIn />
    <PendingQuizSubmission />
    <ScrollToTop />
    <Outlet />
    <ModalHost />
    <StoreToast />
    <OfflineNotice />
    <SupportWidget />
  </>
);
