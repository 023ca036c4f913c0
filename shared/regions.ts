/**
 * The states and provinces an address may name where the tax table reads them (United States)
 * or a carrier needs them (Canada): each by its postal code or its name, in any case. Anything
 * else is refused with the state field's message, so a made-up state is never taxed as "no
 * state" ($0). One list for the SPA's address form and the reference server.
 */

/** USPS codes by name: the states, DC, the territories and the armed forces' codes. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
  connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA',
  hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS',
  kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA',
  michigan: 'MI', minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT',
  nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM',
  'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK',
  oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI', 'south carolina': 'SC',
  'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT', virginia: 'VA',
  washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
  'american samoa': 'AS', guam: 'GU', 'northern mariana islands': 'MP', 'puerto rico': 'PR',
  'u.s. virgin islands': 'VI', 'virgin islands': 'VI',
  'armed forces americas': 'AA', 'armed forces europe': 'AE', 'armed forces pacific': 'AP',
}; // prettier-ignore

/** Canada Post's codes by name (English and French). */
const CA_PROVINCE_NAMES: Readonly<Record<string, string>> = {
  alberta: 'AB', 'british columbia': 'BC', 'colombie-britannique': 'BC', manitoba: 'MB',
  'new brunswick': 'NB', 'nouveau-brunswick': 'NB', 'newfoundland and labrador': 'NL',
  'terre-neuve-et-labrador': 'NL', 'nova scotia': 'NS', 'nouvelle-écosse': 'NS',
  'northwest territories': 'NT', 'territoires du nord-ouest': 'NT', nunavut: 'NU', ontario: 'ON',
  'prince edward island': 'PE', 'île-du-prince-édouard': 'PE', quebec: 'QC', québec: 'QC',
  saskatchewan: 'SK', yukon: 'YT',
}; // prettier-ignore

const REGIONS: Readonly<
  Record<string, { names: Readonly<Record<string, string>>; message: string }>
> = {
  US: { names: US_STATE_NAMES, message: 'Enter a US state, such as NY or New York.' },
  CA: {
    names: CA_PROVINCE_NAMES,
    message: 'Enter a Canadian province or territory, such as ON or Ontario.',
  },
};

/**
 * The region's code for what was typed in the state field ('new york' → 'NY', ' on ' → 'ON'),
 * or null when the country keeps no list or the region is not on it.
 */
export const regionCode = (country: string, state: string): string | null => {
  const region = REGIONS[country];
  if (!region) return null;
  const typed = state.trim().replace(/\s+/g, ' ');
  const byName = region.names[typed.toLowerCase()];
  if (byName) return byName;
  const code = typed.toUpperCase();
  return Object.values(region.names).includes(code) ? code : null;
};

/** Why the state field cannot be shipped to in this country, or null (also for an empty one). */
export const regionProblem = (country: string, state: string): string | null => {
  const region = REGIONS[country];
  if (!region || !state.trim() || regionCode(country, state)) return null;
  return region.message;
};
