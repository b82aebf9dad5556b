import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTE_SETTINGS, defaultSettingRows, readQuoteSettings } from './quote.settings';

describe('readQuoteSettings', () => {
  it('falls back to the code defaults when nothing is stored', () => {
    expect(readQuoteSettings([])).toEqual(DEFAULT_QUOTE_SETTINGS);
  });

  it('takes stored values key by key, deposit shares one by one', () => {
    const read = readQuoteSettings([
      { key: 'quote.balance_due_days', value: 45 },
      { key: 'quote.deposit_percent', value: { ACCOMMODATION: 25 } },
    ]);
    expect(read.balanceDueDays).toBe(45);
    expect(read.depositPercent.ACCOMMODATION).toBe(25);
    expect(read.depositPercent.FLIGHT).toBe(100);
    expect(read.expiryDays).toBe(7);
    expect(DEFAULT_QUOTE_SETTINGS.depositPercent.ACCOMMODATION).toBe(30);
  });

  it('ignores a stored value of the wrong shape', () => {
    const read = readQuoteSettings([
      { key: 'quote.balance_due_days', value: 'sixty' },
      { key: 'quote.service_fee_percent', value: 400 },
    ]);
    expect(read.balanceDueDays).toBe(60);
    expect(read.serviceFeePercent).toBe(DEFAULT_QUOTE_SETTINGS.serviceFeePercent);
  });

  it('seeds exactly the defaults', () => {
    expect(readQuoteSettings(defaultSettingRows())).toEqual(DEFAULT_QUOTE_SETTINGS);
  });
});
