import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ActivityRow, TripStopRow } from './quote.loader';
import { guestsOn, stopActivities } from './quote.build-parts';

const day = (iso: string) => Temporal.PlainDate.from(iso);

describe('guestsOn', () => {
  it('ages children on the first day of the trip, youngest first', () => {
    const guests = guestsOn(day('2027-07-01'), 2, ['2014-07-01', '2020-03-10', '2014-07-02']);
    expect(guests).toEqual({
      adults: 2,
      children: [
        { birthDate: '2020-03-10', age: 7 },
        { birthDate: '2014-07-02', age: 12 },
        { birthDate: '2014-07-01', age: 13 },
      ],
    });
  });

  it('counts children of 18 and over as adults', () => {
    expect(guestsOn(day('2027-07-01'), 2, ['2009-07-01', '2009-07-02'])).toEqual({
      adults: 3,
      children: [{ birthDate: '2009-07-02', age: 17 }],
    });
  });
});

describe('stopActivities', () => {
  const stop = { id: 7, destinationId: 3 } as TripStopRow;
  const activity = (id: number, destinationId: number, autoAdd: boolean) =>
    ({ id, destinationId, autoAdd }) as ActivityRow;
  const rows = [activity(1, 3, true), activity(2, 3, false), activity(3, 4, true), activity(4, 3, true)];

  it('includes the stop’s automatic activities and the chosen ones, one a day from the first full day', () => {
    const list = stopActivities(stop, day('2027-07-01'), 3, rows, {
      stops: [],
      activities: [
        { activityId: 2, stopId: 7 },
        { activityId: 1, stopId: 7 },
      ],
      cars: [],
    });
    expect(list.map((entry) => [entry.row.id, entry.inclusion, entry.date])).toEqual([
      [1, 'INCLUDED', '2027-07-02'],
      [4, 'INCLUDED', '2027-07-03'],
      [2, 'PLANNED', '2027-07-02'],
    ]);
  });

  it('puts everything on the arrival day of a one-night stop', () => {
    const list = stopActivities(stop, day('2027-07-01'), 1, rows, undefined);
    expect(list.map((entry) => entry.date)).toEqual(['2027-07-01', '2027-07-01']);
  });
});
