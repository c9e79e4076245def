import bikramSambat from 'bikram-sambat';
import NepaliDate, { dateConfigMap } from 'nepali-date-converter';
import { describe, expect, it } from 'vitest';
import {
  adToBs,
  bsDaysInMonth,
  bsToAd,
  isValidBsDate,
  todayInNepal,
  toIsoDate,
} from './bs-calendar';
import { BS_FIRST_YEAR, BS_LAST_CONFIRMED_YEAR, BS_LAST_YEAR } from './bs-month-lengths';

describe("the project's Bikram Sambat table", () => {
  it('covers 2000–2090 BS', () => {
    expect(bsDaysInMonth(BS_FIRST_YEAR, 1)).toBeDefined();
    expect(bsDaysInMonth(BS_LAST_YEAR, 12)).toBeDefined();
    expect(bsDaysInMonth(1999, 12)).toBeUndefined();
    expect(bsDaysInMonth(2091, 1)).toBeUndefined();
  });

  it('matches bikram-sambat and nepali-date-converter for every month through 2083', () => {
    const configMonths = (year: number) =>
      Object.values((dateConfigMap as Record<string, Record<string, number>>)[String(year)]);
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_CONFIRMED_YEAR; year++) {
      const ours = Array.from({ length: 12 }, (_, m) => bsDaysInMonth(year, m + 1));
      const bikram = Array.from({ length: 12 }, (_, m) => bikramSambat.daysInMonth(year, m + 1));
      expect([year, ...ours]).toEqual([year, ...bikram]);
      expect([year, ...ours]).toEqual([year, ...configMonths(year)]);
    }
  });

  it('converts the first day of every year the same as nepali-date-converter through 2083', () => {
    for (let year = BS_FIRST_YEAR; year <= BS_LAST_CONFIRMED_YEAR; year++) {
      const theirs = new NepaliDate(year, 0, 1).getAD();
      expect(toIsoDate(bsToAd({ year, month: 1, day: 1 })!)).toBe(
        toIsoDate({ year: theirs.year, month: theirs.month + 1, day: theirs.date }),
      );
    }
  });
});

describe('BS ⇄ AD conversion at month and year edges', () => {
  it.each([
    [{ year: 2000, month: 1, day: 1 }, '1943-04-14'],
    [{ year: 2082, month: 3, day: 32 }, '2025-07-16'],
    [{ year: 2082, month: 4, day: 1 }, '2025-07-17'],
    [{ year: 2082, month: 12, day: 30 }, '2026-04-13'],
    [{ year: 2083, month: 1, day: 1 }, '2026-04-14'],
    [{ year: 2083, month: 8, day: 6 }, '2026-11-22'],
  ])('%o is %s', (bs, ad) => {
    expect(toIsoDate(bsToAd(bs)!)).toBe(ad);
    const [year, month, day] = ad.split('-').map(Number);
    expect(adToBs({ year, month, day })).toEqual(bs);
  });

  it('refuses a day past the real month length instead of rolling over', () => {
    expect(bsDaysInMonth(2082, 4)).toBe(31);
    expect(isValidBsDate({ year: 2082, month: 4, day: 32 })).toBe(false);
    expect(bsToAd({ year: 2082, month: 4, day: 32 })).toBeUndefined();
    expect(bsToAd({ year: 2082, month: 13, day: 1 })).toBeUndefined();
  });

  it('round-trips every day of 2081–2083', () => {
    const start = Date.UTC(2024, 3, 13);
    for (let i = 0; i < 365 * 3; i++) {
      const date = new Date(start + i * 86_400_000);
      const ad = {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      };
      expect(bsToAd(adToBs(ad)!)).toEqual(ad);
    }
  });

  it("takes today's date in Nepal's time zone, not the machine's", () => {
    expect(todayInNepal(new Date('2026-11-21T18:20:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
    });
    expect(todayInNepal(new Date('2026-11-21T18:10:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 21,
    });
  });
});
