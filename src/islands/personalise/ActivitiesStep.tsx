/** Step 3: activities per stop (getActivitiesByStopId); the included ones start chosen. */
import { useEffect, useState } from 'react';
import { gql } from '~/lib/graphql';
import { api } from '~/stores/api';
import { currentCurrency } from '~/stores/preferences';
import { chunk } from './live-prices';
import type { Action } from './personalise-state';
import { durationText, type Translator } from './personalise-messages';
import type { ActivityOption, StopData } from './personalise.types';

const FIELDS =
  'id title shortDescription duration { hours minutes } supplierName inclusionType activityRates { costAdult { amountMinor currency } costChild { amountMinor currency } }';
const PER_REQUEST = 25;

/** One query for many stops: s0, s1, … */
export function buildActivitiesQuery(stopIds: readonly number[]) {
  const declarations = stopIds.map((_, i) => `$s${i}: Int!`).join(', ');
  const fields = stopIds.map((_, i) => `s${i}: getActivitiesByStopId(id: $s${i}) { ${FIELDS} }`).join('\n  ');
  const variables = Object.fromEntries(stopIds.map((id, i) => [`s${i}`, id]));
  return {
    document: gql<Record<string, ActivityOption[] | null>>(
      `query activitiesByStops(${declarations}) {\n  ${fields}\n}`,
    ),
    variables,
  };
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'done'; byStop: Map<number, ActivityOption[]> };

const cache = new Map<string, Map<number, ActivityOption[]>>();

function useActivities(stopIds: readonly number[]): Loaded {
  const key = `${currentCurrency()}|${stopIds.join(',')}`;
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const known = cache.get(key);
    return known ? { status: 'done', byStop: known } : { status: 'loading' };
  });
  // `key` covers the stop ids and the currency.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (cache.has(key)) return;
    const controller = new AbortController();
    Promise.all(
      chunk(stopIds, PER_REQUEST).map(async (ids) => {
        const { document, variables } = buildActivitiesQuery(ids);
        const data = await api.query(document, variables, { signal: controller.signal });
        if (!data) throw new Error('no activities');
        return ids.map((id, i) => [id, data[`s${i}`] ?? []] as const);
      }),
    )
      .then((parts) => {
        const byStop = new Map(parts.flat());
        cache.set(key, byStop);
        if (!controller.signal.aborted) setLoaded({ status: 'done', byStop });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      });
    return () => controller.abort();
  }, [key]);
  return loaded;
}

interface Props {
  stops: StopData[];
  chosen: Readonly<Record<string, number[]>>;
  tr: Translator;
  dispatch(action: Action): void;
}

export function ActivitiesStep({ stops, chosen, tr, dispatch }: Props) {
  const { t } = tr;
  const loaded = useActivities(stops.map((stop) => stop.id));

  // A stop shown for the first time starts with its included activities chosen; the titles are kept for the summary.
  useEffect(() => {
    if (loaded.status !== 'done') return;
    const names = Object.fromEntries(
      [...loaded.byStop.values()].flat().map((activity) => [String(activity.id), activity.title]),
    );
    dispatch({ type: 'activityNames', names });
    for (const stop of stops) {
      if (chosen[stop.id]) continue;
      const included = (loaded.byStop.get(stop.id) ?? []).filter((activity) => activity.inclusionType === 'INCLUDED');
      dispatch({ type: 'activities', stopId: stop.id, ids: included.map((activity) => activity.id) });
    }
  }, [loaded, stops, chosen, dispatch]);

  if (loaded.status === 'loading')
    return (
      <p className="pz-note" role="status">
        {t('personalise.activities.loading')}
      </p>
    );
  if (loaded.status === 'failed')
    return (
      <p className="pz-note" role="status">
        {t('personalise.activities.failed')}
      </p>
    );
  return (
    <div className="pz-stops">
      {stops.map((stop) => {
        const activities = loaded.byStop.get(stop.id) ?? [];
        const ids = chosen[stop.id] ?? [];
        return (
          <section key={stop.id} className="pz-stop" aria-labelledby={`pz-activities-${stop.id}`}>
            <h3 id={`pz-activities-${stop.id}`} className="pz-stop__title">
              {t('personalise.hotels.stop', { n: stop.position + 1, destination: stop.destination.name })}
            </h3>
            {activities.length === 0 && <p className="pz-note">{t('personalise.activities.none')}</p>}
            {activities.map((activity) => {
              const rate = activity.activityRates[0];
              const id = `pz-activity-${stop.id}-${activity.id}`;
              const checked = ids.includes(activity.id);
              return (
                <div key={activity.id} className={`pz-choice pz-choice--check${checked ? ' pz-choice--chosen' : ''}`}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    aria-describedby={`${id}-about`}
                    onChange={(event) =>
                      dispatch({
                        type: 'activities',
                        stopId: stop.id,
                        ids: event.target.checked
                          ? [...ids, activity.id]
                          : ids.filter((other) => other !== activity.id),
                      })
                    }
                  />
                  <span className="pz-choice__body">
                    <label htmlFor={id} className="pz-choice__name">
                      {activity.title}
                      {activity.inclusionType === 'INCLUDED' && (
                        <span className="pz-badge">{t('personalise.activities.included')}</span>
                      )}
                    </label>
                    <span id={`${id}-about`} className="pz-hint">
                      {activity.shortDescription} · {durationText(tr, activity.duration)} ·{' '}
                      {t('personalise.activities.by', { supplier: activity.supplierName })}
                    </span>
                    {rate && (
                      <span className="pz-price">
                        {t('personalise.activities.price', {
                          adult: tr.money(rate.costAdult),
                          child: tr.money(rate.costChild),
                        })}
                      </span>
                    )}
                  </span>
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
