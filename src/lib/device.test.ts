import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  detectMobile,
  deviceClass,
  isMobileDevice,
  isMobileUserAgent,
  platformHeaderValue,
} from './device';

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  blackBerry: 'Mozilla/5.0 (BlackBerry; U; BlackBerry 9900; en) AppleWebKit/534.11+',
  ieMobile: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0)',
  operaMini: 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en)',
  silk: 'Mozilla/5.0 (Linux; U; en-us; KFAPWI Build/JDQ39) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.13 Safari/535.19',
  kindle:
    'Mozilla/5.0 (X11; U; Linux armv7l like Android; en-us) AppleWebKit/531.2+ Version/5.0 Safari/531.2+ Kindle/3.0+',
  webOS:
    'Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2 (KHTML, like Gecko) Version/1.0 Safari/532.2 Pre/1.0',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  desktopSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
} as const;

describe('isMobileUserAgent', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['iPhone', UA.iPhone, true],
    ['iPad', UA.iPad, true],
    ['iPod', UA.iPod, true],
    ['Android phone', UA.androidPhone, true],
    ['Android tablet', UA.androidTablet, true],
    ['BlackBerry', UA.blackBerry, true],
    ['IEMobile', UA.ieMobile, true],
    ['Opera Mini', UA.operaMini, true],
    ['Silk', UA.silk, true],
    ['Kindle', UA.kindle, true],
    ['webOS', UA.webOS, true],
    ['desktop Chrome', UA.desktopChrome, false],
    ['desktop Safari', UA.desktopSafari, false],
    ['desktop Firefox', UA.desktopFirefox, false],
    ['empty', '', false],
    ['null', null, false],
    ['undefined', undefined, false],
  ])('%s -> %s', (_case, userAgent, expected) => {
    expect(isMobileUserAgent(userAgent)).toBe(expected);
  });
});

describe('isMobileDevice', () => {
  it.each<[string, { userAgent?: string | null; width?: number | null }, boolean]>([
    ['mobile agent, wide screen', { userAgent: UA.iPad, width: 1366 }, true],
    ['desktop agent, 768 wide', { userAgent: UA.desktopChrome, width: 768 }, true],
    ['desktop agent, 769 wide', { userAgent: UA.desktopChrome, width: 769 }, false],
    ['desktop agent, 375 wide', { userAgent: UA.desktopChrome, width: 375 }, true],
    ['desktop agent, no width', { userAgent: UA.desktopChrome }, false],
    ['no agent, 500 wide', { width: 500 }, true],
    ['nothing known', {}, false],
    ['NaN width', { userAgent: UA.desktopChrome, width: Number.NaN }, false],
  ])('%s -> %s', (_case, device, expected) => {
    expect(isMobileDevice(device)).toBe(expected);
  });
});

describe('detectMobile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const stubBrowser = (userAgent: string, width: number) => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width);
    // The answer is remembered until the window resizes.
    window.dispatchEvent(new Event('resize'));
  };

  it.each<[string, string, number, boolean]>([
    ['desktop agent, wide window', UA.desktopChrome, 1280, false],
    ['desktop agent, narrow window', UA.desktopChrome, 700, true],
    ['phone agent, wide window', UA.iPhone, 1280, true],
  ])('%s -> %s', (_case, userAgent, width, expected) => {
    stubBrowser(userAgent, width);
    expect(detectMobile()).toBe(expected);
  });

  it('remembers the answer until the window resizes', () => {
    stubBrowser(UA.desktopChrome, 1280);
    expect(detectMobile()).toBe(false);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(700);
    expect(detectMobile()).toBe(false);
    window.dispatchEvent(new Event('resize'));
    expect(detectMobile()).toBe(true);
  });

  it('is false when there is no window', () => {
    stubBrowser(UA.iPhone, 375);
    vi.stubGlobal('window', undefined);
    expect(detectMobile()).toBe(false);
  });
});

describe('deviceClass', () => {
  it.each<[number, string]>([
    [1440, 'desktop'],
    [993, 'desktop'],
    [992, 'tablet'],
    [768, 'tablet'],
    [567, 'tablet'],
    [566, 'mobile'],
    [375, 'mobile'],
    [0, 'mobile'],
  ])('%d -> %s', (width, expected) => {
    expect(deviceClass(width)).toBe(expected);
  });
});

describe('platformHeaderValue', () => {
  it.each<[boolean, string]>([
    [true, 'web-mobile'],
    [false, 'web-desktop'],
  ])('%s -> %s', (isMobile, expected) => {
    expect(platformHeaderValue(isMobile)).toBe(expected);
  });
});
