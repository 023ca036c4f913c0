import { describe, expect, it } from 'vitest';
import { PLAIN_JPEG, pngOf } from '../../testing/pictureFixtures';
import { pictureTypeOf } from './pictureType';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('pictureTypeOf (by the bytes, never the name)', () => {
  it.each([
    ['a JPEG', PLAIN_JPEG, 'image/jpeg'],
    ['a PNG', pngOf(), 'image/png'],
    ['an SVG (even one named photo.jpg)', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['an SVG with an XML declaration', text('<?xml version="1.0"?><svg/>'), null],
    ['HTML', text('<!doctype html><script>alert(1)</script>'), null],
    ['a GIF', text('GIF89a\x01\x00\x01\x00'), null],
    ['a WebP', Buffer.concat([text('RIFF'), Buffer.alloc(4), text('WEBPVP8 ')]), null],
    ['a PDF', text('%PDF-1.7'), null],
    ['a start-of-image marker alone', Buffer.from([0xff, 0xd8]), null],
    ['half a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47]), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s → %s', (_, bytes, expected) => {
    expect(pictureTypeOf(bytes)).toBe(expected);
  });
});
