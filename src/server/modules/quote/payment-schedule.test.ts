import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { buildPaymentSchedule, type ScheduledItem } from './payment-schedule';
import { DEFAULT_QUOTE_SETTINGS } from './quote.settings';

const day = (iso: string) => Temporal.PlainDate.from(iso);
const today = day('2027-01-10');
const items: ScheduledItem[] = [
  { category: 'ACCOMMODATION', totalMinor: 500_000 },
  { category: 'ACTIVITY', totalMinor: 20_000 },
  { category: 'ACTIVITY', totalMinor: 150_000, prepaid: true },
  { category: 'FLIGHT', totalMinor: 80_000 },
  { category: 'FEE', totalMinor: 12_000 },
  { category: 'LEVY_TAX', totalMinor: 1_000 },
  { category: 'TRANSFER', totalMinor: 10_000 },
  { category: 'SERVICE_FEE', totalMinor: 30_500 },
  { category: 'DISCOUNT', totalMinor: -50_000 },
];
const schedule = (start: string, list = items) =>
  buildPaymentSchedule(list, DEFAULT_QUOTE_SETTINGS, day(start), today, 'EUR');

describe('buildPaymentSchedule', () => {
  it('takes each component’s share as the deposit and the rest 60 days before the start', () => {
    const [deposit, balance] = schedule('2027-06-01');
    // 30% of 500,000 + 20,000 + 10,000 − 50,000 = 144,000; all of the permit, flight, fee, levy, service fee.
    const expected = 144_000 + 150_000 + 80_000 + 12_000 + 1_000 + 30_500;
    expect(deposit).toEqual({
      kind: 'DEPOSIT',
      amountMinor: expected,
      currency: 'EUR',
      dueDate: null,
      percentage: ((expected * 100) / 753_500).toFixed(2),
    });
    expect(balance).toMatchObject({ kind: 'BALANCE', amountMinor: 753_500 - expected, dueDate: '2027-04-02' });
  });

  it('asks for everything at once when the start is less than 60 days away', () => {
    expect(schedule('2027-03-01')).toEqual([
      { kind: 'FULL', amountMinor: 753_500, currency: 'EUR', dueDate: null, percentage: '100.00' },
    ]);
    // Exactly 60 days away: the balance would be due today, so it is all due now.
    expect(schedule('2027-03-11')[0]?.kind).toBe('FULL');
    expect(schedule('2027-03-12').map((payment) => payment.kind)).toEqual(['DEPOSIT', 'BALANCE']);
  });

  it('is one full payment when the deposit is already everything', () => {
    expect(schedule('2027-06-01', [{ category: 'FLIGHT', totalMinor: 10_000 }])).toEqual([
      { kind: 'FULL', amountMinor: 10_000, currency: 'EUR', dueDate: null, percentage: '100.00' },
    ]);
  });

  it('uses the shares from the settings', () => {
    const payments = buildPaymentSchedule(
      [{ category: 'ACCOMMODATION', totalMinor: 100_000 }],
      { depositPercent: { ...DEFAULT_QUOTE_SETTINGS.depositPercent, ACCOMMODATION: 50 }, balanceDueDays: 30 },
      day('2027-03-01'),
      today,
      'GBP',
    );
    expect(payments).toEqual([
      { kind: 'DEPOSIT', amountMinor: 50_000, currency: 'GBP', dueDate: null, percentage: '50.00' },
      { kind: 'BALANCE', amountMinor: 50_000, currency: 'GBP', dueDate: '2027-01-30', percentage: '50.00' },
    ]);
  });

  it('always adds up to the total', () => {
    for (const start of ['2027-04-01', '2027-09-15', '2028-01-01']) {
      const payments = schedule(start);
      expect(payments.reduce((sum, payment) => sum + payment.amountMinor, 0)).toBe(753_500);
    }
  });
});
