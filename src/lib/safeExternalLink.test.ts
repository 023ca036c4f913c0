import { describe, expect, it } from 'vitest';
import { formatFollowers, toSafeExternalUrl } from './safeExternalLink';

describe('toSafeExternalUrl', () => {
  it.each<[string, string]>([
    ['stylist.com', 'http://stylist.com/'],
    ['  stylist.com  ', 'http://stylist.com/'],
    ['www.stylist.com/portfolio?x=1#top', 'http://www.stylist.com/portfolio?x=1#top'],
    ['http://stylist.com', 'http://stylist.com/'],
    ['https://stylist.com/about', 'https://stylist.com/about'],
    ['HTTPS://Stylist.COM/About', 'https://stylist.com/About'],
    ['HtTp://stylist.com', 'http://stylist.com/'],
    ['stylist.com:8080/book', 'http://stylist.com:8080/book'],
    ['localhost:3000', 'http://localhost:3000/'],
    ['http://localhost', 'http://localhost/'],
    ['https://sub.stylist.co.uk', 'https://sub.stylist.co.uk/'],
    ['https://josé.example', 'https://xn--jos-dma.example/'],
  ])('accepts %j as %j', (value, expected) => {
    expect(toSafeExternalUrl(value)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['whitespace', '   '],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JavaScript:alert(1)'],
    ['javascript with a numeric "port"', 'javascript:1'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['mailto scheme', 'mailto:stylist@example.com'],
    ['ftp scheme', 'ftp://stylist.com'],
    ['tel scheme', 'tel:+15551234567'],
    ['protocol-relative', '//evil.example'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['space inside', 'stylist .com'],
    ['hostname without a dot', 'stylist'],
    ['scheme and hostname without a dot', 'https://intranet/'],
    ['hostname with an empty label', 'http://stylist..com'],
    ['credentials', 'http://stylist.com@evil.example'],
    ['user and password', 'https://user:pass@stylist.com'],
    ['unparsable', 'http://'],
    ['bad port', 'stylist.com:99999'],
  ])('rejects %s', (_case, value) => {
    expect(toSafeExternalUrl(value)).toBeNull();
  });
});

describe('formatFollowers', () => {
  it.each<[number, string]>([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1049, '1K'],
    [1500, '1.5K'],
    [12345, '12.3K'],
    [99_999, '100K'],
    [250_000, '250K'],
    [1_234_567, '1234.6K'],
    [Number.NaN, '0'],
  ])('%d -> %s', (count, expected) => {
    expect(formatFollowers(count)).toBe(expected);
  });
});
