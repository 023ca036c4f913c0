import type { ButtonHTMLAttributes, ComponentType, ReactNode } from 'react';
import { accountLinks } from './navLinks';
import { useSignOut } from './useSignOut';

type AccountLinksProps = {
  /** The menu's own link, for each account page. */
  link: ComponentType<{ to: string; children: ReactNode }>;
  /** The menu's own button, for Sign Out. */
  button: ComponentType<ButtonHTMLAttributes<HTMLButtonElement>>;
};

/** A signed-in shopper's menu items: the account pages, then Sign Out (list items). */
export const AccountLinks = ({ link: ItemLink, button: SignOut }: AccountLinksProps) => {
  const signOut = useSignOut();
  return (
    <>
      {accountLinks.map((link) => (
        <li key={link.to}>
          <ItemLink to={link.to}>{link.label}</ItemLink>
        </li>
      ))}
      <li>
        <SignOut type="button" onClick={signOut}>
          Sign Out
        </SignOut>
      </li>
    </>
  );
};
