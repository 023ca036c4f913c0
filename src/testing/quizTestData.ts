import { http, HttpResponse } from 'msw';
import { rootUrl } from '@/testing/apiUrls';
import type { BodyTypeTag, Department, MoodBoard, Need } from './quizTypes';

/** Quiz lookups for tests: the default MSW handlers answer with these. */
export const testNeeds: Need[] = [
  { key: 'new-wardrobe', text: 'A fresh new wardrobe' },
  { key: 'work-wardrobe', text: 'Outfits for work' },
  { key: 'date-night', text: 'Date-night outfits' },
];

export const testBodyTypes: Record<Department, BodyTypeTag[]> = {
  female: [
    { uuid: 'body-pear', name: 'Pear', picture: '/media/body/pear.svg' },
    { uuid: 'body-petite', name: 'Petite', picture: '/media/body/petite.svg' },
  ],
  male: [{ uuid: 'body-oval', name: 'Oval', picture: '/media/body/oval.svg' }],
};

const board = (style: string, displayName: string): MoodBoard => ({
  style,
  displayName,
  picture: `/media/styles/${style}.svg`,
});

export const testMoodBoards: Record<Department, MoodBoard[]> = {
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

const genderOf = (request: Request): Department =>
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
