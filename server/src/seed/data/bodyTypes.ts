/** Body types for the onboarding quiz, per department. `shape` selects the illustration. */
export type BodyShape =
  | 'pear'
  | 'apple'
  | 'hourglass'
  | 'rectangle'
  | 'inverted-triangle'
  | 'petite'
  | 'triangle'
  | 'oval';

export type BodyTypeSeed = { name: string; shape: BodyShape };

export const womenBodyTypes: BodyTypeSeed[] = [
  { name: 'Pear', shape: 'pear' },
  { name: 'Apple', shape: 'apple' },
  { name: 'Hourglass', shape: 'hourglass' },
  { name: 'Rectangle', shape: 'rectangle' },
  { name: 'Inverted Triangle', shape: 'inverted-triangle' },
  { name: 'Petite', shape: 'petite' },
];

export const menBodyTypes: BodyTypeSeed[] = [
  { name: 'Rectangle', shape: 'rectangle' },
  { name: 'Triangle', shape: 'triangle' },
  { name: 'Inverted Triangle', shape: 'inverted-triangle' },
  { name: 'Oval', shape: 'oval' },
];
