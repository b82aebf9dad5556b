/** The choices so far, shown beside the details form before submitting. */
import { addDays } from './plain-date';
import { chosenActivityNames, type PersonaliseState } from './personalise-state';
import type { Translator } from './personalise-messages';
import type { TripData } from './personalise.types';
import type { Party } from './room-allocation';

interface Props {
  trip: TripData;
  state: PersonaliseState;
  party: Party;
  carsAndActivities: boolean;
  tr: Translator;
}

export function Summary({ trip, state, party, carsAndActivities, tr }: Props) {
  const { t } = tr;
  const activities = chosenActivityNames(
    state,
    trip.stops.map((stop) => stop.id),
  );
  const travellers = [
    tr.plural('personalise.adults', party.adults),
    ...(party.children.length > 0 ? [tr.plural('personalise.children', party.children.length)] : []),
  ].join(', ');
  return (
    <aside className="pz-summary" aria-labelledby="pz-summary-title">
      <h3 id="pz-summary-title">{t('personalise.summary.title')}</h3>
      <dl>
        <dt>{t('personalise.summary.dates')}</dt>
        <dd>
          {state.startDate &&
            t('personalise.date.range', {
              from: tr.date(state.startDate),
              to: tr.date(addDays(state.startDate, trip.numberOfNights)),
            })}
        </dd>
        <dt>{t('personalise.summary.travellers')}</dt>
        <dd>{travellers}</dd>
        <dt>{t('personalise.summary.stays')}</dt>
        <dd>
          <ul>
            {trip.stops.map((stop) => {
              const selection = state.stops[stop.id];
              const stay = stop.stays.find((candidate) => candidate.id === selection?.stayId);
              const rooms = (selection?.rooms ?? []).flatMap((chosen) => {
                const room = stay?.rooms.find((candidate) => candidate.id === chosen.roomId);
                return room && chosen.quantity > 0 ? [`${chosen.quantity} × ${room.roomCategoryName}`] : [];
              });
              return (
                <li key={stop.id}>
                  {stop.destination.name}: {stay ? `${stay.name} (${rooms.join(', ')})` : '–'}
                </li>
              );
            })}
          </ul>
        </dd>
        {carsAndActivities && (
          <>
            <dt>{t('personalise.summary.activities')}</dt>
            <dd>
              {activities.length > 0 ? (
                <ul>
                  {activities.map((name, i) => (
                    // The same activity may be chosen at two stops.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={i}>{name}</li>
                  ))}
                </ul>
              ) : (
                t('personalise.summary.noActivities')
              )}
            </dd>
            <dt>{t('personalise.summary.car')}</dt>
            <dd>
              {state.car
                ? `${state.car.quantity} × ${t('personalise.car.orSimilar', { name: state.car.name })}`
                : t('personalise.summary.noCar')}
            </dd>
          </>
        )}
      </dl>
    </aside>
  );
}
