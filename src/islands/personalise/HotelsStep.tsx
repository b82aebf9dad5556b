/** Step 2: per stop, a stay and its rooms, with live prices for the dates and party. */
import { bookableStays, defaultStaySelection } from './hotel-selection';
import { mealPlanFor } from './hotel-prices';
import type { PriceRequest } from './live-prices';
import type { Action, RoomSelection, StopSelection } from './personalise-state';
import type { PersonaliseKey, Translator } from './personalise-messages';
import type { StopData } from './personalise.types';
import { type Coverage, type CoverageProblem, type Party, partyOnArrival } from './room-allocation';
import { RoomCard } from './RoomCard';
import type { PriceState } from './use-live-prices';

export interface StopView {
  stop: StopData;
  dates: { from: string; to: string };
  selection: StopSelection | undefined;
  coverage: Coverage;
  /** The sample price request per shown room id. */
  samples: Map<number, PriceRequest>;
  /** The stop's total when every booked unit is priced; null while loading or when one cannot be booked. */
  total: { amountMinor: number; currency: string } | null;
  unavailable: boolean;
}

interface Props {
  views: StopView[];
  party: Party;
  price(request: PriceRequest): PriceState;
  tr: Translator;
  dispatch(action: Action): void;
}

const PROBLEMS: Record<CoverageProblem, PersonaliseKey> = {
  noRooms: 'personalise.hotels.noRooms',
  notCovered: 'personalise.hotels.notCovered',
  tooManyRooms: 'personalise.hotels.tooManyRooms',
  overQuantity: 'personalise.hotels.notCovered',
};

function withRoom(selection: StopSelection, roomId: number, change: Partial<RoomSelection>, mealPlanId: number) {
  const exists = selection.rooms.some((room) => room.roomId === roomId);
  const rooms = exists
    ? selection.rooms.map((room) => (room.roomId === roomId ? { ...room, ...change } : room))
    : [...selection.rooms, { roomId, quantity: 0, mealPlanId, ...change }];
  return { ...selection, rooms, touched: true };
}

function StopSection({ view, party, price, tr, dispatch }: { view: StopView } & Omit<Props, 'views'>) {
  const { t } = tr;
  const { stop, selection, coverage, dates } = view;
  const stays = bookableStays(stop);
  const stay = stays.find((candidate) => candidate.id === selection?.stayId);
  const headingId = `pz-stop-${stop.id}`;
  const problemId = `pz-stop-${stop.id}-problem`;
  const arrivalParty = partyOnArrival(party, dates.from);
  const problem = !coverage.ok
    ? t(PROBLEMS[coverage.problem])
    : view.unavailable
      ? t('personalise.hotels.unavailable')
      : null;
  return (
    <section className="pz-stop" aria-labelledby={headingId}>
      <h3 id={headingId} className="pz-stop__title">
        {t('personalise.hotels.stop', { n: stop.position + 1, destination: stop.destination.name })}
      </h3>
      <p className="pz-hint">
        {t('personalise.date.range', { from: tr.date(dates.from), to: tr.date(dates.to) })} ·{' '}
        {tr.plural('personalise.nights', stop.nights)}
      </p>
      {stays.length === 0 ? (
        <p className="pz-note">{t('personalise.hotels.noStays')}</p>
      ) : (
        <>
          <fieldset className="pz-choices">
            <legend className="pz-label">{t('personalise.hotels.stay')}</legend>
            {stays.map((option) => (
              <label key={option.id} className={`pz-choice${option.id === stay?.id ? ' pz-choice--chosen' : ''}`}>
                <input
                  type="radio"
                  name={`pz-stay-${stop.id}`}
                  value={option.id}
                  checked={option.id === stay?.id}
                  onChange={() =>
                    dispatch({
                      type: 'stop',
                      stopId: stop.id,
                      selection: {
                        ...defaultStaySelection(option, arrivalParty, null, stop.mealPlanId),
                        touched: true,
                      },
                    })
                  }
                />
                <span className="pz-choice__body">
                  <span className="pz-choice__name">
                    {option.name}
                    {option.isSuggested && <span className="pz-badge">{t('personalise.hotels.suggested')}</span>}
                  </span>
                  <span className="pz-hint">
                    {option.propertyTypeLabel}
                    {option.tagline ? ` · ${option.tagline}` : ''}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {stay && selection && (
            <>
              <h4 className="pz-label">{t('personalise.hotels.rooms', { stay: stay.name })}</h4>
              <ul className="pz-rooms">
                {stay.rooms.map((room) => {
                  const mealPlanId = mealPlanFor(room, selection, stop);
                  const sample = view.samples.get(room.id);
                  const chosen = selection.rooms.find((entry) => entry.roomId === room.id);
                  return (
                    <RoomCard
                      key={room.id}
                      idPrefix={`pz-room-${stop.id}-${room.id}`}
                      room={room}
                      mealPlanId={mealPlanId}
                      quantity={chosen?.quantity ?? 0}
                      maxQuantity={Math.max(0, Math.min(room.quantity, arrivalParty.adults))}
                      price={sample ? price(sample) : { status: 'done', rate: null }}
                      tr={tr}
                      onQuantity={(quantity) =>
                        dispatch({
                          type: 'stop',
                          stopId: stop.id,
                          selection: withRoom(selection, room.id, { quantity }, mealPlanId ?? 0),
                        })
                      }
                      onMealPlan={(id) =>
                        dispatch({
                          type: 'stop',
                          stopId: stop.id,
                          selection: withRoom(selection, room.id, { mealPlanId: id }, id),
                        })
                      }
                    />
                  );
                })}
              </ul>
            </>
          )}
          {problem ? (
            <p id={problemId} className="pz-error pz-error--block" role="alert" tabIndex={-1} data-problem>
              {problem}
            </p>
          ) : (
            view.total && (
              <p className="pz-total" aria-live="polite">
                {t('personalise.hotels.stopTotal', { price: tr.money(view.total) })}
              </p>
            )
          )}
        </>
      )}
    </section>
  );
}

export function HotelsStep(props: Props) {
  return (
    <div className="pz-stops">
      {props.views.map((view) => (
        <StopSection key={view.stop.id} view={view} {...props} />
      ))}
    </div>
  );
}
