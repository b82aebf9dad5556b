import { describe, expect, it } from 'vitest';
import { canMoveLead, LEAD_STATUSES, leadLifecycle, moveLead } from './lead.lifecycle';
import { IllegalTransitionError } from './lifecycle';

// The table of docs/decisions/030, written out again so a change to the module shows here.
const ALLOWED = [
  'DRAFT → NEW',
  'DRAFT → LOST',
  'NEW → PRE-QUALIFIED',
  'NEW → ASSIGNED',
  'NEW → CONTACTED',
  'NEW → QUOTED',
  'NEW → LOST',
  'PRE-QUALIFIED → ASSIGNED',
  'PRE-QUALIFIED → CONTACTED',
  'PRE-QUALIFIED → QUOTED',
  'PRE-QUALIFIED → LOST',
  'ASSIGNED → CONTACTED',
  'ASSIGNED → QUOTED',
  'ASSIGNED → LOST',
  'CONTACTED → QUOTED',
  'CONTACTED → LOST',
  'QUOTED → CONTACTED',
  'QUOTED → ACCEPTED',
  'QUOTED → LOST',
  'ACCEPTED → PAID',
  'ACCEPTED → LOST',
  'LOST → NEW',
];
const pairs = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => ({ from, to, rule: `${from} → ${to}` })));

describe('lead lifecycle', () => {
  it('uses the statuses of spec 3 §3, spelt as there', () => {
    expect(LEAD_STATUSES).toEqual([
      'DRAFT',
      'NEW',
      'PRE-QUALIFIED',
      'ASSIGNED',
      'CONTACTED',
      'QUOTED',
      'ACCEPTED',
      'PAID',
      'LOST',
    ]);
  });

  it.each(pairs.filter(({ rule }) => ALLOWED.includes(rule)))('allows $rule', ({ from, to }) => {
    expect(canMoveLead(from, to)).toBe(true);
    expect(moveLead(from, to)).toBe(to);
  });

  it.each(pairs.filter(({ rule }) => !ALLOWED.includes(rule)))('refuses $rule', ({ from, to }) => {
    expect(canMoveLead(from, to)).toBe(false);
    expect(() => moveLead(from, to)).toThrow(IllegalTransitionError);
  });

  it('refuses PAID → QUOTED with a typed error naming the change', () => {
    let error: unknown;
    try {
      moveLead('PAID', 'QUOTED');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IllegalTransitionError);
    expect(error).toMatchObject({ entity: 'lead', from: 'PAID', to: 'QUOTED' });
  });

  it('starts as DRAFT, NEW or QUOTED (what an enquiry writes) and ends only at PAID', () => {
    expect(leadLifecycle.initial).toEqual(['DRAFT', 'NEW', 'QUOTED']);
    expect(LEAD_STATUSES.filter((status) => leadLifecycle.isFinal(status))).toEqual(['PAID']);
  });
});
