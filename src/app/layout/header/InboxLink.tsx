import { unreadTotal, useGetInboxQuery } from '@/api/conversationsApi';
import { Icon } from '@/ui/icons';
import { CountBadge, IconLink } from './IconLink';

/** A speech bubble, in the icons' frame (kept here: this link loads lazily). */
const ChatIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4V5Z" />
  </Icon>
);

/**
 * The signed-in shopper's inbox, with how many of the stylists' messages are unread: the badge
 * shows only when the count is above 0, as the cart's does, and the link's name says it
 * ('Inbox, 2 unread'). The count follows new messages live (src/api/liveChat.ts).
 */
export const InboxLink = () => {
  const { data } = useGetInboxQuery();
  const count = data ? unreadTotal(data.items) : 0;
  return (
    <IconLink to="/inbox" aria-label={count > 0 ? `Inbox, ${count} unread` : 'Inbox'}>
      <ChatIcon />
      {count > 0 && (
        <CountBadge aria-hidden="true" data-testid="inbox-count">
          {count > 99 ? '99+' : count}
        </CountBadge>
      )}
    </IconLink>
  );
};
