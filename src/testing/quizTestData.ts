import { http, HttpResponse } from 'msw';
import { rootUrl } from './apiUrls';

/**
 * Quiz lookups for tests: the default MSW handlers answer with these. They have the wire shapes of
 * the onboarding area's Need, BodyTypeTag and MoodBoard, typed by inference (testing imports no
 * feature).
 */
export const testNeeds = [
  { key: 'new-wardrobe', text: 'A fresh new wardrobe' },
  { key: 'work-wardrobe', text: 'Outfits for work' },
  { key: 'date-night', text: 'Date-night outfits' },
];

export const testBodyTypes = {
  female: [
    { uuid: 'body-pear', name: 'Pear', picture: '/media/body/pear.svg' },
    { uuid: 'body-petite', name: 'Petite', picture: '/media/body/petite.svg' },
  ],
  male: [{ uuid: 'body-oval', name: 'Oval', picture: '/media/body/oval.svg' }],
};

const board = (style: string, displayName: string) => ({
  style,
  displayName,
  picture: `/media/styles/${style}.svg`,
});

export const testMoodBoards = {
  female: [
    board('classic', 'Classic'),
    board('bohemian', 'Bohemian'),
    board('minimalist', 'Minimalist'),
    board('edgy', 'Edgy'),
    board('romantic', 'Romantic'),
    board('sporty', 'Sporty'),
    board('glam', 'Glam'),
    board('preppy', 'Preppy'),
  ],
  male: [board('classic', 'Classic'), board('rugged', 'Rugged'), board('sporty', 'Sporty')],
};

const genderOf = (request: Request): 'female' | 'male' =>
  new URL(request.url).searchParams.get('gender') === 'male' ? 'male' : 'female';

export const quizHandlers = [
  http.get(rootUrl('user/onboarding/needs'), () => HttpResponse.json({ items: testNeeds })),
  http.get(rootUrl('tag/active'), ({ request }) =>
    new URL(request.url).searchParams.get('type') === 'body'
      ? HttpResponse.json({ items: testBodyTypes[genderOf(request)] })
      : undefined,
  ),
  http.get(rootUrl('user/onboarding/moodboards'), ({ request }) =>
    HttpResponse.json({ items: testMoodBoards[genderOf(request)] }),
  ),
];
