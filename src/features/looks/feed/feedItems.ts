/**
 * The feed's items as the page shows them (spec 001 §3 "Look / outfit", feed item types). Each
 * server item maps to one of these; an item of a type the page does not know becomes `empty`
 * and renders nothing.
 */
export type FeedStylist = {
  id: string;
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
};
export type StylistMatch = { location: string; score: number };

export type FeedItem =
  | {
      type: 'outfit';
      key: string;
      id: string;
      name: string;
      pictureUrl: string;
      liked: boolean;
      stylist: FeedStylist;
    }
  | {
      type: 'review';
      key: string;
      title: string;
      description: string;
      rate: number;
      author: string;
      stylist: FeedStylist;
    }
  | { type: 'gift-card-offer'; key: string }
  | { type: 'match-multi'; key: string; experts: { stylist: FeedStylist; match: StylistMatch }[] }
  | { type: 'match-single'; key: string; stylist: FeedStylist; match: StylistMatch }
  | { type: 'empty'; key: string };

export type FeedPage = {
  items: FeedItem[];
  pageInfo: { hasNextPage: boolean; nextPageToken: string | null };
};

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

const toStylist = (value: unknown): FeedStylist => {
  const raw = record(value);
  return {
    id: text(raw.id),
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    pictureUrl: text(raw.pictureUrl) || null,
  };
};

const toMatch = (value: unknown): StylistMatch => {
  const raw = record(value);
  return { location: text(raw.location), score: number(raw.score) };
};

/** One server feed item; `position` (page and index) keeps keys unique for items without an id. */
export const toFeedItem = (value: unknown, position: number | string): FeedItem => {
  const raw = record(value);
  const key = `${text(raw.type) || 'item'}-${text(raw.id) || position}`;
  switch (raw.type) {
    case 'outfit':
      return {
        type: 'outfit',
        key,
        id: text(raw.id),
        name: text(raw.name),
        pictureUrl: text(raw.pictureUrl),
        liked: raw.liked === true,
        stylist: toStylist(raw.stylist),
      };
    case 'review':
      return {
        type: 'review',
        key,
        title: text(raw.title),
        description: text(raw.description),
        rate: number(raw.rate),
        author: text(raw.author),
        stylist: toStylist(raw.stylist),
      };
    case 'gift-card-offer':
      return { type: 'gift-card-offer', key };
    case 'match-multi':
      return {
        type: 'match-multi',
        key,
        experts: (Array.isArray(raw.experts) ? raw.experts : []).map((expert) => ({
          stylist: toStylist(record(expert).stylist),
          match: toMatch(record(expert).match),
        })),
      };
    case 'match-single':
      return {
        type: 'match-single',
        key,
        stylist: toStylist(raw.stylist),
        match: toMatch(raw.match),
      };
    default:
      return { type: 'empty', key: `empty-${position}` };
  }
};

/** A feed page; `page` names it in the keys of items that have no id of their own. */
export const toFeedPage = (value: unknown, page = 'first'): FeedPage => {
  const raw = record(value);
  const info = record(raw.pageInfo);
  const token = text(info.nextPageToken) || null;
  return {
    items: (Array.isArray(raw.items) ? raw.items : []).map((item, index) =>
      toFeedItem(item, `${page}.${index}`),
    ),
    pageInfo: { hasNextPage: info.hasNextPage === true && token !== null, nextPageToken: token },
  };
};

export type Department = 'womenswear' | 'menswear';

/**
 * The feed's gender (spec 001 §2): the route's department (womenswear → female, menswear →
 * male), else the shopper's own gender when it is one of the two, else female.
 */
export const feedGender = (
  department: string | undefined,
  userGender: string | null | undefined,
): 'female' | 'male' => {
  if (department === 'womenswear') return 'female';
  if (department === 'menswear') return 'male';
  return userGender === 'male' ? 'male' : 'female';
};
