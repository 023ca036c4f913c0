import { describe, expect, it } from 'vitest';
import { mergeNotes, notesIn, preferencesOf, sizesIn } from './notes';

const texts = (text: string) => notesIn(text, 'chat').map((note) => note.text);

describe('notesIn', () => {
  it('reads requests, dislikes, a budget and sizes from one message', () => {
    expect(
      texts(
        'Mostly for work. Tops M, jeans 28, shoes 8. Budget $150 a piece, and no yellow please!',
      ),
    ).toEqual([
      'More for work',
      'No yellow',
      'Up to $150 per piece',
      'Sizes: tops M, bottoms 28, shoes 8',
    ]);
  });

  it.each([
    ['Under $50', 'Up to $50 per piece'],
    ['$50 to $150', 'Up to $150 per piece'],
    ['my budget is around 200', 'Up to $200 per piece'],
  ])('reads the budget in %j', (text, note) => {
    expect(texts(text)).toContain(note);
  });

  it('does not take a price or a size for a budget', () => {
    expect(texts('I loved the $80 bag')).toEqual([]);
    expect(texts('No set budget, jeans 28')).toEqual(['Sizes: bottoms 28']);
  });

  it.each([
    ['I never wear dresses', 'No dresses'],
    ["I don't like mustard", 'No mustard'],
    ['no skirt', 'No skirts'],
    ['Can you do it without green?', 'No green'],
  ])('reads the dislike in %j', (text, note) => {
    expect(texts(text)).toContain(note);
  });

  it('ignores negations of things it does not know', () => {
    expect(texts('no idea, not sure')).toEqual([]);
  });

  it('reads sizes written in different ways', () => {
    expect(sizesIn("I'm a medium, size 9 shoes")).toEqual({ alpha: 'M', shoes: '9' });
    expect(sizesIn('S in tops and waist 30')).toEqual({ alpha: 'S', waist: '30' });
  });
});

describe('mergeNotes and preferencesOf', () => {
  it('keeps each note once and only the latest budget and sizes', () => {
    const first = notesIn('no yellow, budget $100, tops M', 'chat');
    const merged = mergeNotes(first, notesIn('No yellow! Actually up to $60, tops L', 'chat'));
    expect(merged.map((note) => note.text)).toEqual([
      'No yellow',
      'Up to $60 per piece',
      'Sizes: tops L',
    ]);
    const preferences = preferencesOf(merged);
    expect(preferences.budget).toBe(60);
    expect(preferences.sizes).toEqual({ alpha: 'L' });
    expect([...preferences.dislikedColours]).toEqual(['butter yellow', 'mustard', 'gold']);
  });

  it('turns a piece the shopper rules out into a pattern, and work into a preference', () => {
    const preferences = preferencesOf(notesIn('More for work, and no dresses', 'chat'));
    expect(preferences.forWork).toBe(true);
    expect(preferences.dislikedPieces.some((piece) => piece.test('Silk Wrap Dress'))).toBe(true);
  });
});
