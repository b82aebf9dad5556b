import { CLIMATES, type Climate, type Season } from '../catalogue/destination-seed';
import { isoDate, monthsFrom } from '../dates';

export interface SeasonRange {
  season: Season;
  start: string;
  end: string;
}

export const seasonOf = (climate: Climate, month: number): Season => CLIMATES[climate][month - 1] as Season;

/** Price of a season relative to high season. */
export const SEASON_FACTORS: Record<Season, number> = { H: 1, S: 0.82, L: 0.66 };

/**
 * The rate periods of a climate over the rate window: consecutive months of the same
 * season merge into one range, as contracts usually have them.
 */
export function seasonRanges(climate: Climate, anchor: Date): SeasonRange[] {
  const ranges: SeasonRange[] = [];
  for (const month of monthsFrom(anchor)) {
    const season = seasonOf(climate, month.month);
    const last = ranges.at(-1);
    if (last && last.season === season) last.end = isoDate(month.end);
    else ranges.push({ season, start: isoDate(month.start), end: isoDate(month.end) });
  }
  return ranges;
}
