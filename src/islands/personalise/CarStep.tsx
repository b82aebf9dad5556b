/** Step 4: a rental car for the whole trip (allCars for this trip: only cars the submit accepts), or none. */
import { useEffect, useState } from 'react';
import { gql } from '~/lib/graphql';
import { api } from '~/stores/api';
import { carsNeeded, MAX_CARS } from './car-choice';
import type { Action, PersonaliseState } from './personalise-state';
import type { Translator } from './personalise-messages';
import type { CarOption } from './personalise.types';
import { Stepper } from './Stepper';

const ALL_CARS = gql<{ allCars: CarOption[] }, { fromDate: string; tripId: number }>(`query allCars(
  $fromDate: String
  $tripId: Int
) {
  allCars(fromDate: $fromDate, tripId: $tripId) {
    id name category description doors passengers isAutomatic isQuattro countries kilometers
    rate { amountMinor currency } excess { amountMinor currency } fuelDeposit { amountMinor currency }
  }
}`);

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'done'; cars: CarOption[] };

function useCars(fromDate: string, tripId: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    api
      .query(ALL_CARS, { fromDate, tripId }, { signal: controller.signal })
      .then((data) => {
        if (!data) throw new Error('no cars');
        if (!controller.signal.aborted) setLoaded({ status: 'done', cars: data.allCars });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      });
    return () => controller.abort();
  }, [fromDate, tripId]);
  return loaded;
}

interface Props {
  state: PersonaliseState;
  tripId: number;
  days: number;
  adults: number;
  childCount: number;
  tr: Translator;
  dispatch(action: Action): void;
}

export function CarStep({ state, tripId, days, adults, childCount, tr, dispatch }: Props) {
  const { t } = tr;
  const guests = adults + childCount;
  const loaded = useCars(state.startDate, tripId);
  const chosenId = state.car?.carId ?? null;
  // A car chosen earlier that the trip can no longer have (another start date) is let go.
  useEffect(() => {
    if (loaded.status === 'done' && chosenId !== null && !loaded.cars.some((car) => car.id === chosenId))
      dispatch({ type: 'car', car: null });
  }, [loaded, chosenId, dispatch]);
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([tr.locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  if (loaded.status === 'loading')
    return (
      <p className="pz-note" role="status">
        {t('personalise.car.loading')}
      </p>
    );
  if (loaded.status === 'failed')
    return (
      <p className="pz-note" role="status">
        {t('personalise.car.failed')}
      </p>
    );
  const cars = loaded.cars;
  const chosen = state.car;
  return (
    <fieldset className="pz-choices">
      <legend className="pz-label">{t('personalise.car.choice')}</legend>
      {cars.length === 0 && <p className="pz-note">{t('personalise.car.noneForTrip')}</p>}
      <label className={`pz-choice${chosen ? '' : ' pz-choice--chosen'}`}>
        <input type="radio" name="pz-car" checked={!chosen} onChange={() => dispatch({ type: 'car', car: null })} />
        <span className="pz-choice__body">
          <span className="pz-choice__name">{t('personalise.car.none')}</span>
        </span>
      </label>
      {cars.map((car) => {
        const selected = chosen?.carId === car.id;
        const quantity = selected ? chosen.quantity : carsNeeded(car, guests);
        const total = { amountMinor: car.rate.amountMinor * days * quantity, currency: car.rate.currency };
        return (
          <div key={car.id} className={`pz-choice pz-car${selected ? ' pz-choice--chosen' : ''}`}>
            <input
              id={`pz-car-${car.id}`}
              type="radio"
              name="pz-car"
              checked={selected}
              aria-describedby={`pz-car-${car.id}-about`}
              onChange={() =>
                dispatch({ type: 'car', car: { carId: car.id, quantity: carsNeeded(car, guests), name: car.name } })
              }
            />
            <span className="pz-choice__body">
              <label htmlFor={`pz-car-${car.id}`} className="pz-choice__name">
                {t('personalise.car.orSimilar', { name: car.name })}
              </label>
              <span id={`pz-car-${car.id}-about`} className="pz-hint">
                {car.category} · {tr.plural('personalise.car.passengers', car.passengers)} ·{' '}
                {tr.plural('personalise.car.doors', car.doors)} ·{' '}
                {car.isAutomatic ? t('personalise.car.automatic') : t('personalise.car.manual')}
                {car.isQuattro ? ` · ${t('personalise.car.quattro')}` : ''}
              </span>
              <span className="pz-room__text">{car.description}</span>
              <span className="pz-hint">
                {car.kilometers === null
                  ? t('personalise.car.unlimited')
                  : t('personalise.car.kilometers', { kilometers: tr.number(car.kilometers) })}{' '}
                · {t('personalise.car.excess', { price: tr.money(car.excess) })} ·{' '}
                {t('personalise.car.fuelDeposit', { price: tr.money(car.fuelDeposit) })} ·{' '}
                {t('personalise.car.countries', { countries: car.countries.map(countryName).join(', ') })}
              </span>
              <span className="pz-price">
                <strong>{t('personalise.car.rate', { price: tr.money(car.rate) })}</strong>
                <span className="pz-hint">
                  {t('personalise.car.total', { price: tr.money(total), days: tr.plural('personalise.days', days) })}
                </span>
              </span>
              {selected && (
                <span className="pz-room__quantity">
                  <span id={`pz-car-${car.id}-quantity-label`} className="pz-label">
                    {t('personalise.car.quantity')}
                  </span>
                  <Stepper
                    id={`pz-car-${car.id}-quantity`}
                    labelId={`pz-car-${car.id}-quantity-label`}
                    value={chosen.quantity}
                    min={1}
                    max={MAX_CARS}
                    fewerLabel={t('personalise.car.fewer')}
                    moreLabel={t('personalise.car.more')}
                    onChange={(next) => dispatch({ type: 'car', car: { ...chosen, quantity: next } })}
                  />
                  {car.passengers * chosen.quantity < guests && (
                    <span className="pz-error">
                      {t('personalise.car.seats', { party: tr.party(adults, childCount, 'accusative') })}
                    </span>
                  )}
                </span>
              )}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
