/**
 * A quote version's statuses and the moves between them (docs/decisions/030). A version is
 * written QUOTED (built by the engine) or MANUAL (written by a consultant); either is accepted,
 * runs out (EXPIRED) or is replaced by a newer version (SUPERSEDED). An accepted version is
 * PAID when its schedule is settled; a paid deposit shows on the payment rows, not here.
 */
import { QUOTE_STATUSES, type QuoteStatus } from '../../db/schema/booking-values';
import { lifecycle } from '../lead/lifecycle';

export { QUOTE_STATUSES, type QuoteStatus };

export const quoteLifecycle = lifecycle<QuoteStatus>('quote', ['QUOTED', 'MANUAL'], {
  QUOTED: ['ACCEPTED', 'EXPIRED', 'SUPERSEDED'],
  MANUAL: ['ACCEPTED', 'EXPIRED', 'SUPERSEDED'],
  ACCEPTED: ['PAID'],
  EXPIRED: ['SUPERSEDED'],
  PAID: [],
  SUPERSEDED: [],
});

export const canMoveQuote = (from: QuoteStatus, to: QuoteStatus) => quoteLifecycle.canMove(from, to);
export const moveQuote = (from: QuoteStatus, to: QuoteStatus) => quoteLifecycle.move(from, to);
