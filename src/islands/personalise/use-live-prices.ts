import { useEffect, useMemo, useState } from 'react';
import { api } from '~/stores/api';
import { currentCurrency } from '~/stores/preferences';
import { buildLiveRatesQuery, chunk, LIVE_RATES_PER_REQUEST, type PriceRequest, priceKey } from './live-prices';
import type { LiveRate } from './personalise.types';

/** A price: loading, known (null = cannot be booked for these dates and guests) or failed to load. */
export type PriceState = { status: 'loading' } | { status: 'done'; rate: LiveRate | null } | { status: 'failed' };

const known = new Map<string, LiveRate | null>();

/** The prices of `requests`, fetched in batches; answers are kept for the visit. */
export function useLivePrices(requests: readonly PriceRequest[]): (request: PriceRequest) => PriceState {
  const currency = currentCurrency();
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const signature = useMemo(
    () => [...new Set(requests.map((request) => priceKey(request, currency)))].sort().join(';'),
    [requests, currency],
  );

  // `signature` stands for `requests` and `currency`: the same prices asked again need no new fetch.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const missing = new Map<string, PriceRequest>();
    for (const request of requests) {
      const key = priceKey(request, currency);
      if (!known.has(key)) missing.set(key, request);
    }
    if (missing.size === 0) return;
    const controller = new AbortController();
    const batches = chunk([...missing.entries()], LIVE_RATES_PER_REQUEST);
    for (const batch of batches) {
      const { document, variables } = buildLiveRatesQuery(batch.map(([, request]) => request));
      api
        .query(document, variables, { signal: controller.signal })
        .then((data) => {
          if (controller.signal.aborted) return;
          if (!data) throw new Error('no live rates');
          for (const [i, [key]] of batch.entries()) known.set(key, data[`p${i}`] ?? null);
          setVersion((version) => version + 1);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setFailed((previous) => new Set([...previous, ...batch.map(([key]) => key)]));
        });
    }
    return () => controller.abort();
  }, [signature]);

  return (request) => {
    const key = priceKey(request, currency);
    if (known.has(key)) return { status: 'done', rate: known.get(key) ?? null };
    return failed.has(key) ? { status: 'failed' } : { status: 'loading' };
  };
}
