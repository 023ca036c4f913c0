import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, campaignFromSearch, isCampaign, onboardingCampaign } from './campaigns';

describe('campaigns', () => {
  it('registers wedding as a page and maternity as an onboarding campaign', () => {
    expect(CAMPAIGNS.wedding).toEqual({ kind: 'page', path: '/wedding' });
    expect(CAMPAIGNS.maternity.kind).toBe('onboarding');
    expect(CAMPAIGNS.maternity.title).toBe('Style for every trimester');
  });

  it.each<[unknown, boolean]>([
    ['wedding', true],
    ['maternity', true],
    ['Wedding', false],
    ['toString', false],
    ['__proto__', false],
    ['', false],
    [null, false],
    [42, false],
  ])('isCampaign(%j) is %s', (value, expected) => {
    expect(isCampaign(value)).toBe(expected);
  });

  it('reads a known campaign from a query string or params', () => {
    expect(campaignFromSearch('?campaign=wedding')).toBe('wedding');
    expect(campaignFromSearch('plan=mini&campaign=maternity')).toBe('maternity');
    expect(campaignFromSearch(new URLSearchParams({ campaign: 'maternity' }))).toBe('maternity');
  });

  it('ignores a missing or unknown campaign', () => {
    expect(campaignFromSearch('')).toBeNull();
    expect(campaignFromSearch('?campaign=')).toBeNull();
    expect(campaignFromSearch('?campaign=spring-sale')).toBeNull();
  });

  it('gives the intro only for onboarding-type campaigns', () => {
    expect(onboardingCampaign('maternity')).toMatchObject({
      id: 'maternity',
      title: 'Style for every trimester',
    });
    expect(onboardingCampaign('wedding')).toBeNull();
    expect(onboardingCampaign('unknown')).toBeNull();
    expect(onboardingCampaign(null)).toBeNull();
  });
});
