import { describe, expect, it } from 'vitest';
import { type Answers, emptyAnswers } from './wizard.answers';
import {
  choiceApplies,
  type Flow,
  fieldOfPath,
  markSkipped,
  nextScreen,
  previousScreen,
  reachableScreen,
  type Screen,
  screenFromParams,
  screenOfField,
  screenSearch,
  skipTarget,
  stepNumber,
} from './wizard.steps';

const answers = (change: Partial<Answers> = {}): Answers => ({ ...emptyAnswers('EUR'), ...change });
const flow = (change: Partial<Answers> = {}, rest: Partial<Omit<Flow, 'answers'>> = {}): Flow => ({
  answers: answers(change),
  skipped: [],
  ready: false,
  ...rest,
});
const params = (query: string) => new URLSearchParams(query);

describe('screens and addresses', () => {
  it('opens Dates, "not sure" for the home page link and for unknown steps', () => {
    expect(screenFromParams(params('step=dates&sub=unsure'), answers())).toEqual({ step: 'dates', sub: 'unsure' });
    expect(screenFromParams(params(''), answers())).toEqual({ step: 'dates', sub: 'unsure' });
    expect(screenFromParams(params('step=payment'), answers())).toEqual({ step: 'dates', sub: 'unsure' });
    expect(screenFromParams(params('step=dates&sub=nonsense'), answers())).toEqual({ step: 'dates', sub: 'unsure' });
  });

  it('opens the path already taken when only the step is given', () => {
    expect(screenFromParams(params('step=dates'), answers({ dateMode: 'exact' }))).toEqual({
      step: 'dates',
      sub: 'exact',
    });
  });

  it('reads the other steps and ignores a sub-step on them', () => {
    expect(screenFromParams(params('step=details'), answers())).toEqual({ step: 'details' });
    expect(screenFromParams(params('step=personal&sub=exact'), answers())).toEqual({ step: 'personal' });
  });

  it('writes step and sub-step and keeps other parameters', () => {
    expect(screenSearch({ step: 'dates', sub: 'duration' }, params('utm_source=x&step=details'))).toBe(
      '?utm_source=x&step=dates&sub=duration',
    );
    expect(screenSearch({ step: 'details' }, params('step=dates&sub=unsure&trip=4'))).toBe('?step=details&trip=4');
  });

  it('round-trips every screen through its address', () => {
    const screens: Screen[] = [
      { step: 'dates', sub: 'exact' },
      { step: 'dates', sub: 'unsure' },
      { step: 'dates', sub: 'duration' },
      { step: 'dates', sub: 'flight' },
      { step: 'choice' },
      { step: 'details' },
      { step: 'personal' },
      { step: 'generating' },
    ];
    for (const screen of screens) {
      expect(screenFromParams(params(screenSearch(screen, params('')).slice(1)), answers())).toEqual(screen);
    }
  });

  it('numbers the five steps', () => {
    expect(stepNumber({ step: 'dates', sub: 'flight' })).toBe(1);
    expect(stepNumber({ step: 'choice' })).toBe(2);
    expect(stepNumber({ step: 'generating' })).toBe(5);
  });
});

describe('the way through', () => {
  it('goes exact dates → flight, and not sure → month → duration → flight', () => {
    expect(nextScreen({ step: 'dates', sub: 'exact' }, flow())).toEqual({ step: 'dates', sub: 'flight' });
    expect(nextScreen({ step: 'dates', sub: 'unsure' }, flow())).toEqual({ step: 'dates', sub: 'duration' });
    expect(nextScreen({ step: 'dates', sub: 'duration' }, flow())).toEqual({ step: 'dates', sub: 'flight' });
  });

  it('offers the date choice only when there are dates or a month to choose from', () => {
    const flight: Screen = { step: 'dates', sub: 'flight' };
    expect(nextScreen(flight, flow({ dateMode: 'unsure', month: '2027-03' }))).toEqual({ step: 'choice' });
    expect(nextScreen(flight, flow({ dateMode: 'exact', startDate: '2027-03-01', endDate: '2027-03-15' }))).toEqual({
      step: 'choice',
    });
    expect(nextScreen(flight, flow({ dateMode: 'unsure' }))).toEqual({ step: 'details' });
    expect(nextScreen(flight, flow({ dateMode: 'exact', startDate: '2027-03-01' }))).toEqual({ step: 'details' });
  });

  it('then details, personal details and generating', () => {
    expect(nextScreen({ step: 'choice' }, flow())).toEqual({ step: 'details' });
    expect(nextScreen({ step: 'details' }, flow())).toEqual({ step: 'personal' });
    expect(nextScreen({ step: 'personal' }, flow())).toEqual({ step: 'generating' });
  });

  it('skips to the next step, never past the personal details', () => {
    expect(skipTarget('dates')).toEqual({ step: 'details' });
    expect(skipTarget('choice')).toEqual({ step: 'details' });
    expect(skipTarget('details')).toEqual({ step: 'personal' });
    expect(skipTarget('personal')).toBeNull();
    expect(skipTarget('generating')).toBeNull();
  });

  it('a skipped dates step leaves the date choice out', () => {
    const month = { dateMode: 'unsure' as const, month: '2027-03' };
    expect(choiceApplies(flow(month))).toBe(true);
    expect(choiceApplies(flow(month, { skipped: ['dates'] }))).toBe(false);
  });

  it('records skips and un-records them on Next', () => {
    expect(markSkipped([], 'details', true)).toEqual(['details']);
    expect(markSkipped(['details'], 'details', true)).toEqual(['details']);
    expect(markSkipped(['dates', 'details'], 'details', false)).toEqual(['dates']);
  });

  it('goes back the way it came', () => {
    expect(previousScreen({ step: 'dates', sub: 'unsure' }, flow())).toBeNull();
    expect(previousScreen({ step: 'dates', sub: 'exact' }, flow())).toBeNull();
    expect(previousScreen({ step: 'dates', sub: 'duration' }, flow())).toEqual({ step: 'dates', sub: 'unsure' });
    expect(previousScreen({ step: 'dates', sub: 'flight' }, flow({ dateMode: 'exact' }))).toEqual({
      step: 'dates',
      sub: 'exact',
    });
    expect(previousScreen({ step: 'dates', sub: 'flight' }, flow({ dateMode: 'unsure' }))).toEqual({
      step: 'dates',
      sub: 'duration',
    });
    expect(previousScreen({ step: 'details' }, flow({ dateMode: 'unsure', month: '2027-03' }))).toEqual({
      step: 'choice',
    });
    expect(previousScreen({ step: 'details' }, flow())).toEqual({ step: 'dates', sub: 'unsure' });
    expect(previousScreen({ step: 'personal' }, flow())).toEqual({ step: 'details' });
  });
});

describe('guards on addresses', () => {
  it('opens generating only after the personal details passed', () => {
    expect(reachableScreen({ step: 'generating' }, flow())).toEqual({ step: 'personal' });
    expect(reachableScreen({ step: 'generating' }, flow({}, { ready: true }))).toEqual({ step: 'generating' });
  });

  it('sends a date choice without dates back to the dates', () => {
    expect(reachableScreen({ step: 'choice' }, flow())).toEqual({ step: 'dates', sub: 'unsure' });
    expect(reachableScreen({ step: 'choice' }, flow({ dateMode: 'unsure', month: '2027-01' }))).toEqual({
      step: 'choice',
    });
  });

  it('lets deep links open the other steps', () => {
    expect(reachableScreen({ step: 'details' }, flow())).toEqual({ step: 'details' });
    expect(reachableScreen({ step: 'personal' }, flow())).toEqual({ step: 'personal' });
  });
});

describe('errors find their field and step', () => {
  it('reads schema and server paths', () => {
    expect(fieldOfPath(['dates', 'startDate'])).toBe('startDate');
    expect(fieldOfPath(['enquiry', 'children', 1, 'dateOfBirth'])).toBe('children.1');
    expect(fieldOfPath(['enquiry', 'email'])).toBe('email');
    expect(fieldOfPath(['budget'])).toBe('budget');
  });

  it('opens the screen that asks for the field', () => {
    const a = answers();
    expect(screenOfField('phone', a)).toEqual({ step: 'personal' });
    expect(screenOfField('children.0', a)).toEqual({ step: 'details' });
    expect(screenOfField('destinations', a)).toEqual({ step: 'details' });
    expect(screenOfField('endDate', a)).toEqual({ step: 'dates', sub: 'exact' });
    expect(screenOfField('month', a)).toEqual({ step: 'dates', sub: 'unsure' });
    expect(screenOfField('startDay', a)).toEqual({ step: 'choice' });
  });
});
