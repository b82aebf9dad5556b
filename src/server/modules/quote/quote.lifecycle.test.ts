import { describe, expect, it } from 'vitest';
import { IllegalTransitionError } from '../lead/lifecycle';
import { canMoveQuote, moveQuote, QUOTE_STATUSES, quoteLifecycle } from './quote.lifecycle';

// The table of docs/decisions/030, written out again so a change to the module shows here.
const ALLOWED = [
  'QUOTED → ACCEPTED',
  'QUOTED → EXPIRED',
  'QUOTED → SUPERSEDED',
  'MANUAL → ACCEPTED',
  'MANUAL → EXPIRED',
  'MANUAL → SUPERSEDED',
  'ACCEPTED → PAID',
  'EXPIRED → SUPERSEDED',
];
const pairs = QUOTE_STATUSES.flatMap((from) => QUOTE_STATUSES.map((to) => ({ from, to, rule: `${from} → ${to}` })));

describe('quote lifecycle', () => {
  it.each(pairs.filter(({ rule }) => ALLOWED.includes(rule)))('allows $rule', ({ from, to }) => {
    expect(canMoveQuote(from, to)).toBe(true);
    expect(moveQuote(from, to)).toBe(to);
  });

  it.each(pairs.filter(({ rule }) => !ALLOWED.includes(rule)))('refuses $rule', ({ from, to }) => {
    expect(canMoveQuote(from, to)).toBe(false);
    expect(() => moveQuote(from, to)).toThrow(IllegalTransitionError);
  });

  it('refuses PAID → QUOTED with a typed error naming the change', () => {
    expect(() => moveQuote('PAID', 'QUOTED')).toThrow('A quote cannot move from PAID to QUOTED.');
  });

  it('is written QUOTED or MANUAL and ends at PAID or SUPERSEDED', () => {
    expect(quoteLifecycle.initial).toEqual(['QUOTED', 'MANUAL']);
    expect(QUOTE_STATUSES.filter((status) => quoteLifecycle.isFinal(status))).toEqual(['PAID', 'SUPERSEDED']);
  });
});
