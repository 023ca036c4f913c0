/** `/login?target=<path and query>`: where protected routes send signed-out visitors. */
export const loginPath = ({ pathname, search }: { pathname: string; search: string }) =>
  `/login?${new URLSearchParams({ target: `${pathname}${search}` }).toString()}`;
