import { isValidElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { lazyComponent, type LazyComponent } from '@/ui/lazyComponent';
import { ChromelessLayout } from './layout/ChromelessLayout';
import { RootLayout } from './layout/RootLayout';
import { ShellLayout } from './layout/ShellLayout';

/**
 * Signed-in pages' guard: loaded with the page it guards (`preloadRoute` loads every lazy element
 * on the matched path), so it is in the first commit, and a visitor's first load skips it.
 */
const ProtectedRoute = lazyComponent(() =>
  import('./layout/ProtectedRoute').then((m) => m.ProtectedRoute),
);

/** Every route of both specs, under the basename /app. Pages load lazily per area. */
const LandingPage = lazyComponent(() =>
  import('@/features/marketing/landing/LandingPage').then((m) => m.LandingPage),
);

const HowItWorksPage = lazyComponent(() =>
  import('@/features/marketing/howItWorks/HowItWorksPage').then((m) => m.HowItWorksPage),
);

const PricingPage = lazyComponent(() =>
  import('@/features/marketing/pricing/PricingPage').then((m) => m.PricingPage),
);

const LuxPage = lazyComponent(() =>
  import('@/features/marketing/lux/LuxPage').then((m) => m.LuxPage),
);

const OurStoryPage = lazyComponent(() =>
  import('@/features/marketing/ourStory/OurStoryPage').then((m) => m.OurStoryPage),
);

const TermsPage = lazyComponent(() =>
  import('@/features/marketing/legal/TermsPage').then((m) => m.TermsPage),
);

const PrivacyPage = lazyComponent(() =>
  import('@/features/marketing/legal/PrivacyPage').then((m) => m.PrivacyPage),
);

const BlogPage = lazyComponent(() =>
  import('@/features/marketing/blog/BlogPage').then((m) => m.BlogPage),
);

const WeddingPage = lazyComponent(() =>
  import('@/features/marketing/campaigns/WeddingPage').then((m) => m.WeddingPage),
);

const MatchPage = lazyComponent(() =>
  import('@/features/stylists/match/MatchPage').then((m) => m.MatchPage),
);

const StylistSearchPage = lazyComponent(() =>
  import('@/features/stylists/search/StylistSearchPage').then((m) => m.StylistSearchPage),
);

const LoginPage = lazyComponent(() =>
  import('@/features/accounts/LoginPage').then((m) => m.LoginPage),
);

const OnboardingPage = lazyComponent(() =>
  import('@/features/onboarding/OnboardingPage').then((m) => m.OnboardingPage),
);

const StylistProfilePage = lazyComponent(() =>
  import('@/features/stylists/profile/StylistProfilePage').then((m) => m.StylistProfilePage),
);

const MatchPlansPage = lazyComponent(() =>
  import('@/features/booking/MatchPlansPage').then((m) => m.MatchPlansPage),
);

const GoalsPage = lazyComponent(() =>
  import('@/features/booking/GoalsPage').then((m) => m.GoalsPage),
);

const PlansStepPage = lazyComponent(() =>
  import('@/features/booking/PlansStepPage').then((m) => m.PlansStepPage),
);

const CheckoutPage = lazyComponent(() =>
  import('@/features/booking/CheckoutPage').then((m) => m.CheckoutPage),
);

const CheckoutConfirmationPage = lazyComponent(() =>
  import('@/features/booking/CheckoutConfirmationPage').then((m) => m.CheckoutConfirmationPage),
);

const ThankYouPage = lazyComponent(() =>
  import('@/features/booking/ThankYouPage').then((m) => m.ThankYouPage),
);

const QuizPage = lazyComponent(() => import('@/features/booking/QuizPage').then((m) => m.QuizPage));

const InboxPage = lazyComponent(() =>
  import('@/features/inbox/InboxPage').then((m) => m.InboxPage),
);

const ChatPage = lazyComponent(() => import('@/features/chat/ChatPage').then((m) => m.ChatPage));

const FeedPage = lazyComponent(() =>
  import('@/features/looks/feed/FeedPage').then((m) => m.FeedPage),
);

const OutfitPage = lazyComponent(() =>
  import('@/features/looks/outfit/OutfitPage').then((m) => m.OutfitPage),
);

const ItemPage = lazyComponent(() =>
  import('@/features/looks/item/ItemPage').then((m) => m.ItemPage),
);

const GiftsPage = lazyComponent(() =>
  import('@/features/gifts/landing/GiftsPage').then((m) => m.GiftsPage),
);

const GiftCardsPage = lazyComponent(() =>
  import('@/features/gifts/landing/GiftCardsPage').then((m) => m.GiftCardsPage),
);

const LuxGiftPage = lazyComponent(() =>
  import('@/features/gifts/landing/LuxGiftPage').then((m) => m.LuxGiftPage),
);

const GiftShoppingPage = lazyComponent(() =>
  import('@/features/gifts/shopping/GiftShoppingPage').then((m) => m.GiftShoppingPage),
);

const GiftCardChoosePage = lazyComponent(() =>
  import('@/features/gifts/purchase/GiftCardChoosePage').then((m) => m.GiftCardChoosePage),
);

const GiftCardCheckoutPage = lazyComponent(() =>
  import('@/features/gifts/purchase/GiftCardCheckoutPage').then((m) => m.GiftCardCheckoutPage),
);

const GiftCardConfirmationPage = lazyComponent(() =>
  import('@/features/gifts/purchase/GiftCardConfirmationPage').then(
    (m) => m.GiftCardConfirmationPage,
  ),
);

const CartPage = lazyComponent(() => import('@/features/cart/CartPage').then((m) => m.CartPage));

const ItemCheckoutPage = lazyComponent(() =>
  import('@/features/checkout/ItemCheckoutPage').then((m) => m.ItemCheckoutPage),
);

const OrderConfirmationPage = lazyComponent(() =>
  import('@/features/orders/OrderConfirmationPage').then((m) => m.OrderConfirmationPage),
);

const OrdersPage = lazyComponent(() =>
  import('@/features/orders/OrdersPage').then((m) => m.OrdersPage),
);

const ProfilePage = lazyComponent(() =>
  import('@/features/closet/profile/ProfilePage').then((m) => m.ProfilePage),
);

const AddToClosetPage = lazyComponent(() =>
  import('@/features/closet/addToCloset/AddToClosetPage').then((m) => m.AddToClosetPage),
);

const FavoritesPage = lazyComponent(() =>
  import('./pages/FavoritesPage').then((m) => m.FavoritesPage),
);

const SettingsPage = lazyComponent(() =>
  import('@/features/settings/SettingsPage').then((m) => m.SettingsPage),
);

const ConfirmEmailChangePage = lazyComponent(() =>
  import('@/features/settings/email-change/ConfirmEmailChangePage').then(
    (m) => m.ConfirmEmailChangePage,
  ),
);

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/how-it-works', element: <HowItWorksPage /> },
  { path: '/pricing', element: <PricingPage /> },
  { path: '/lux', element: <LuxPage /> },
  { path: '/our-story', element: <OurStoryPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/blog', element: <BlogPage /> },
  { path: '/wedding', element: <WeddingPage /> },
  {
    path: '/login',
    element: <LoginPage />,
  },
  {
    path: '/onboarding/:step?/:innerStepIndex?',
    element: <OnboardingPage />,
  },
  { path: '/stylist/:id/profile', element: <StylistProfilePage /> },
  { path: '/gifts', element: <GiftsPage /> },
  { path: '/gifts/shopping', element: <GiftShoppingPage /> },
  { path: '/gift-cards', element: <GiftCardsPage /> },
  { path: '/gift-cards/choose', element: <GiftCardChoosePage /> },
  { path: '/gift-cards/checkout', element: <GiftCardCheckoutPage /> },
  { path: '/gift-cards/confirmation', element: <GiftCardConfirmationPage /> },
  { path: '/gift-cards/lux', element: <LuxGiftPage /> },
  { path: '/feed', element: <FeedPage /> },
  { path: '/feed/:department', element: <FeedPage /> },
  { path: '/outfit/:collectionId', element: <OutfitPage /> },
  { path: '/item/:itemId', element: <ItemPage /> },
  { path: '/item-legacy/:itemId', element: <ItemPage /> },
  // The e-mail change's link: public, as it may be opened where nobody is signed in.
  { path: '/settings/email/confirm', element: <ConfirmEmailChangePage /> },
];

export const protectedRoutes: RouteObject[] = [
  { path: '/match/plans', element: <MatchPlansPage /> },
  { path: '/goals', element: <GoalsPage /> },
  { path: '/plans', element: <PlansStepPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/checkout/confirmation', element: <CheckoutConfirmationPage /> },
  { path: '/thank-you', element: <ThankYouPage /> },
  { path: '/quiz', element: <QuizPage /> },
  { path: '/stylistSearch', element: <StylistSearchPage /> },
  { path: '/inbox', element: <InboxPage /> },
  { path: '/chat/:stylistId/:userId', element: <ChatPage /> },
  { path: '/favorites', element: <FavoritesPage /> },
  { path: '/shopping-list', element: <CartPage /> },
  { path: '/shopping-list/checkout', element: <ItemCheckoutPage /> },
  { path: '/shopping-list/checkout/confirmation', element: <OrderConfirmationPage /> },
  { path: '/confirmation', element: <OrderConfirmationPage /> },
  { path: '/orders', element: <OrdersPage /> },
  { path: '/profile/*', element: <ProfilePage /> },
  { path: '/session/:sessionId/add-to-closet', element: <AddToClosetPage /> },
  { path: '/settings/:tab?', element: <SettingsPage /> },
];

/** Protected pages shown without the header and footer. */
export const chromelessProtectedRoutes: RouteObject[] = [
  { path: '/match', element: <MatchPage /> },
];

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <ShellLayout />,
        children: [...publicRoutes, { element: <ProtectedRoute />, children: protectedRoutes }],
      },
      {
        element: <ChromelessLayout />,
        children: [{ element: <ProtectedRoute />, children: chromelessProtectedRoutes }],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const AppRoutes = () => useRoutes(appRoutes);

const isLazyPage = (type: unknown): type is LazyComponent<object> =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/**
 * Starts loading the page code for `pathname` (inside the basename) before the first render, so
 * the page shows in the first commit. Failures are left to the page's error boundary.
 */
export const preloadRoute = (pathname: string): Promise<unknown> => {
  const matches = matchRoutes(appRoutes, pathname, '/app') ?? [];
  const loads = matches
    .map(({ route }) => route.element)
    .filter(isValidElement)
    .map((element) => element.type)
    .filter(isLazyPage)
    .map((page) => page.preload().catch(() => undefined));
  return Promise.all(loads);
};
