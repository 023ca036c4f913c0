import { describe, expect, it } from 'vitest';
import { feedGender, toFeedItem, toFeedPage } from './feedItems';

const stylist = { id: 's-1', firstName: 'Ann', lastName: 'Lee', pictureUrl: '/a.svg' };

describe('toFeedItem', () => {
  it('maps every feed item type', () => {
    expect(
      toFeedItem(
        { type: 'outfit', id: 'l-1', name: 'Weekday', pictureUrl: '/l.svg', liked: true, stylist },
        0,
      ),
    ).toEqual({
      type: 'outfit',
      key: 'outfit-l-1',
      id: 'l-1',
      name: 'Weekday',
      pictureUrl: '/l.svg',
      liked: true,
      stylist,
    });
    expect(
      toFeedItem(
        {
          type: 'review',
          id: 'r-1',
          title: 'Great',
          description: 'Loved it',
          rate: 5,
          author: 'Mia',
          stylist,
        },
        1,
      ),
    ).toMatchObject({
      type: 'review',
      title: 'Great',
      rate: 5,
      stylist,
    });
    expect(toFeedItem({ type: 'gift-card-offer', id: 'gift' }, 2)).toEqual({
      type: 'gift-card-offer',
      key: 'gift-card-offer-gift',
    });
    expect(
      toFeedItem(
        { type: 'match-multi', experts: [{ stylist, match: { location: 'Lisbon', score: 95 } }] },
        3,
      ),
    ).toEqual({
      type: 'match-multi',
      key: 'match-multi-3',
      experts: [{ stylist, match: { location: 'Lisbon', score: 95 } }],
    });
    expect(
      toFeedItem({ type: 'match-single', stylist, match: { location: 'Oslo', score: 91 } }, 4),
    ).toMatchObject({
      type: 'match-single',
      match: { location: 'Oslo', score: 91 },
    });
  });

  it('turns an unknown type, or no object at all, into an empty item', () => {
    expect(toFeedItem({ type: 'poll', id: 'p' }, 7)).toEqual({ type: 'empty', key: 'empty-7' });
    expect(toFeedItem(null, 8)).toEqual({ type: 'empty', key: 'empty-8' });
  });

  it('reads missing fields as empty, never as undefined', () => {
    expect(toFeedItem({ type: 'outfit', id: 'l-2' }, 0)).toMatchObject({
      name: '',
      liked: false,
      stylist: { id: '', firstName: '', lastName: '', pictureUrl: null },
    });
  });
});

describe('toFeedPage', () => {
  it('has a next page only with a token', () => {
    expect(
      toFeedPage({ items: [], pageInfo: { hasNextPage: true, nextPageToken: 'abc' } }).pageInfo,
    ).toEqual({
      hasNextPage: true,
      nextPageToken: 'abc',
    });
    expect(toFeedPage({ items: [], pageInfo: { hasNextPage: true } }).pageInfo.hasNextPage).toBe(
      false,
    );
    expect(toFeedPage('garbage')).toEqual({
      items: [],
      pageInfo: { hasNextPage: false, nextPageToken: null },
    });
  });
});

describe('feedGender', () => {
  it.each([
    ['womenswear', 'male', 'female'],
    ['menswear', 'female', 'male'],
    [undefined, 'male', 'male'],
    [undefined, 'female', 'female'],
    [undefined, 'neutral', 'female'],
    [undefined, null, 'female'],
    [undefined, undefined, 'female'],
  ] as const)('department %s and gender %s → %s', (department, gender, expected) => {
    expect(feedGender(department, gender)).toBe(expected);
  });
});
