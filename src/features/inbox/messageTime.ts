const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_DAYS = 7;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * When a message was sent, as the inbox shows it (spec 000 §2): relative within 7 days
 * ('Just now', '5 minutes ago', 'Yesterday', '3 days ago'), else 'MMMM DD, YYYY' in the
 * shopper's time zone. Empty for a date that cannot be read.
 */
export const formatMessageTime = (created: string, now = new Date()) => {
  const sent = new Date(created);
  if (Number.isNaN(sent.getTime())) return '';
  const ago = Math.max(0, now.getTime() - sent.getTime());
  if (ago >= RECENT_DAYS * DAY_MS) {
    const day = String(sent.getDate()).padStart(2, '0');
    return `${MONTHS[sent.getMonth()]} ${day}, ${sent.getFullYear()}`;
  }
  const minutes = Math.floor(ago / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return capitalised(relative.format(-minutes, 'minute'));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return capitalised(relative.format(-hours, 'hour'));
  return capitalised(relative.format(-Math.floor(hours / 24), 'day'));
};
