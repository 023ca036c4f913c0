import { femaleFirstNames, lastNames, maleFirstNames } from './data/names';
import type { Random } from './random';

/**
 * Who the 32 stylists are before their profiles: shuffled names, a department each (20 women's,
 * 8 men's, 4 both), follower counts from 300 to 250,000, and which of them have no response
 * time, no website, no longer take clients, or specialise in maternity or weddings.
 */
export const stylistRoster = (stylistRng: Random) => {
  const femaleNames = stylistRng.shuffle(femaleFirstNames);
  const maleNames = stylistRng.shuffle(maleFirstNames);
  const surnames = stylistRng.shuffle(lastNames);
  const departments = stylistRng.shuffle([
    ...Array<'female'>(20).fill('female'),
    ...Array<'male'>(8).fill('male'),
    ...Array<'both'>(4).fill('both'),
  ]);

  const followerCounts = stylistRng.shuffle(
    departments.map((_, i) => {
      const t = i / (departments.length - 1);
      const value = Math.exp(Math.log(300) + t * (Math.log(250_000) - Math.log(300)));
      return Math.min(250_000, Math.round(value * stylistRng.float(1, 1.06)));
    }),
  );
  const nullResponseTimes = new Set(stylistRng.pickMany([...departments.keys()], 3));
  const noWebsite = stylistRng.int(0, departments.length - 1);
  const firstFemale = departments.indexOf('female');
  const inactiveIndex = departments.indexOf('female', firstFemale + 5);
  const maternityIndexes = new Set(
    departments
      .map((department, index) => ({ department, index }))
      .filter(({ department }) => department === 'female')
      .slice(0, 4)
      .map(({ index }) => index),
  );
  const weddingIndexes = new Set(
    departments
      .map((department, index) => ({ department, index }))
      .filter(({ department }) => department !== 'male')
      .slice(3, 8)
      .map(({ index }) => index),
  );

  return {
    femaleNames,
    maleNames,
    surnames,
    departments,
    followerCounts,
    nullResponseTimes,
    noWebsite,
    inactiveIndex,
    maternityIndexes,
    weddingIndexes,
  };
};
