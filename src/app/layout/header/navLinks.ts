/** The shell's navigation, in the order shown. */
export type NavLink = { to: string; label: string };

export const mainNavLinks: NavLink[] = [
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/lux', label: 'Lux' },
  { to: '/feed', label: 'Shop Looks' },
  { to: '/gift-cards', label: 'Gift Cards' },
];

export const accountLinks: NavLink[] = [
  { to: '/stylistSearch', label: 'My Stylists' },
  { to: '/inbox', label: 'Inbox' },
  { to: '/profile', label: 'My Profile' },
  { to: '/favorites', label: 'Favorites' },
  { to: '/orders', label: 'My Orders' },
  { to: '/settings', label: 'Settings' },
];
