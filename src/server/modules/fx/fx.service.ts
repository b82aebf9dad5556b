import { desc } from 'drizzle-orm';
import { CURRENCIES, type Currency, isCurrency } from '~/lib/currency';
import type { Database } from '../../db';
import { fxRates } from '../../db/schema';
import { memo } from '../catalogue/memo';
import type { FxRates } from './fx.rates';

/** The latest stored euro rate of every currency, cached for a minute per process. */
export function loadFxRates(db: Database): Promise<FxRates> {
  return memo(db, 'fx-rates', async () => {
    const rows = await db
      .selectDistinctOn([fxRates.currency], { currency: fxRates.currency, rate: fxRates.rate })
      .from(fxRates)
      .orderBy(fxRates.currency, desc(fxRates.takenOn));
    const rates = new Map<Currency, string>();
    for (const row of rows) if (isCurrency(row.currency)) rates.set(row.currency, row.rate);
    return rates;
  });
}

/** Currencies a price can be shown in today (EUR always; others once a rate is stored). */
export async function availableCurrencies(db: Database): Promise<Currency[]> {
  const rates = await loadFxRates(db);
  return CURRENCIES.filter((currency) => currency === 'EUR' || rates.has(currency));
}
