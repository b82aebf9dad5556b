/**
 * A lead's statuses (spec 3 §3) and the moves between them (docs/decisions/030). An enquiry
 * is written NEW, or QUOTED when a quote was built at once; DRAFT is a lead not yet submitted.
 * LOST can be reopened as NEW when the traveller comes back; PAID is final.
 */
import { LEAD_STATUSES, type LeadStatus } from '../../db/schema/booking-values';
import { lifecycle } from './lifecycle';

export { LEAD_STATUSES, type LeadStatus };

export const leadLifecycle = lifecycle<LeadStatus>('lead', ['DRAFT', 'NEW', 'QUOTED'], {
  DRAFT: ['NEW', 'LOST'],
  NEW: ['PRE-QUALIFIED', 'ASSIGNED', 'CONTACTED', 'QUOTED', 'LOST'],
  'PRE-QUALIFIED': ['ASSIGNED', 'CONTACTED', 'QUOTED', 'LOST'],
  ASSIGNED: ['CONTACTED', 'QUOTED', 'LOST'],
  CONTACTED: ['QUOTED', 'LOST'],
  QUOTED: ['CONTACTED', 'ACCEPTED', 'LOST'],
  ACCEPTED: ['PAID', 'LOST'],
  PAID: [],
  LOST: ['NEW'],
});

export const canMoveLead = (from: LeadStatus, to: LeadStatus) => leadLifecycle.canMove(from, to);
export const moveLead = (from: LeadStatus, to: LeadStatus) => leadLifecycle.move(from, to);
