import { afterEach, describe, expect, it } from 'vitest';
import { captureAttribution, getAttribution, readAttribution } from './attribution';

afterEach(() => sessionStorage.clear());

describe('visit attribution', () => {
  it('reads the UTM and campaign parameters and nothing else', () => {
    expect(
      readAttribution('?utm_source=insta&utm_medium=paid&utm_campaign=june&campaign=wedding&x=1'),
    ).toEqual({
      utm_source: 'insta',
      utm_medium: 'paid',
      utm_campaign: 'june',
      campaign: 'wedding',
    });
  });

  it('keeps the values for the rest of the visit, across navigation', () => {
    captureAttribution('?utm_source=newsletter&campaign=maternity');
    captureAttribution('');
    expect(getAttribution()).toEqual({ utm_source: 'newsletter', campaign: 'maternity' });
  });

  it('lets a later campaign URL replace the earlier one', () => {
    captureAttribution('?utm_source=newsletter');
    captureAttribution('?utm_source=ads&utm_campaign=fall');
    expect(getAttribution()).toEqual({ utm_source: 'ads', utm_campaign: 'fall' });
  });

  it('strips markup and caps the length', () => {
    const found = readAttribution(
      `?utm_source=<script>alert(1)</script>&utm_term=${'a'.repeat(300)}`,
    );
    expect(found.utm_source).toBe('scriptalert1/script');
    expect(found.utm_term).toHaveLength(100);
  });

  it('answers nothing for a garbled stored value', () => {
    sessionStorage.setItem('attribution', '{not json');
    expect(getAttribution()).toEqual({});
  });
});
