/** One room of the chosen stay: its facts, meal plan, live price and how many to book. */
import type { PriceState } from './use-live-prices';
import { perPersonPerNight } from './live-prices';
import type { Translator } from './personalise-messages';
import type { RoomOption } from './personalise.types';
import { Stepper } from './Stepper';

interface Props {
  idPrefix: string;
  room: RoomOption;
  mealPlanId: number | null;
  quantity: number;
  maxQuantity: number;
  price: PriceState;
  tr: Translator;
  onQuantity(quantity: number): void;
  onMealPlan(mealPlanId: number): void;
}

function PriceLine({ price, tr }: { price: PriceState; tr: Translator }) {
  if (price.status === 'loading') return <p className="pz-price pz-price--muted">{tr.t('personalise.room.loading')}</p>;
  if (price.status === 'failed')
    return <p className="pz-price pz-price--muted">{tr.t('personalise.room.priceFailed')}</p>;
  if (!price.rate) return <p className="pz-price pz-price--off">{tr.t('personalise.room.unavailable')}</p>;
  const perPerson = { amountMinor: perPersonPerNight(price.rate), currency: price.rate.ratePerNight.currency };
  return (
    <p className="pz-price">
      <strong>{tr.t('personalise.room.rate', { price: tr.money(perPerson) })}</strong>
      <span className="pz-hint">{price.rate.information}</span>
    </p>
  );
}

export function RoomCard({
  idPrefix,
  room,
  mealPlanId,
  quantity,
  maxQuantity,
  price,
  tr,
  onQuantity,
  onMealPlan,
}: Props) {
  const { t } = tr;
  const titleId = `${idPrefix}-title`;
  const quantityLabel = `${idPrefix}-quantity-label`;
  const limitId = `${idPrefix}-limit`;
  return (
    <li className={`pz-room${quantity > 0 ? ' pz-room--chosen' : ''}`} aria-labelledby={titleId}>
      <h4 id={titleId} className="pz-room__title">
        {room.roomCategoryName}
      </h4>
      {room.roomDescription && <p className="pz-room__text">{room.roomDescription}</p>}
      <dl className="pz-facts">
        <div>
          <dt>{t('personalise.room.type')}</dt>
          <dd>{room.type}</dd>
        </div>
        <div>
          <dt>{t('personalise.room.maxOccupancy')}</dt>
          <dd>{room.maxOccupancy}</dd>
        </div>
        <div>
          <dt>{t('personalise.room.beds')}</dt>
          <dd>{room.beds}</dd>
        </div>
        <div>
          <dt>{t('personalise.room.familyFriendly')}</dt>
          <dd>{room.familyFriendly ? t('personalise.room.yes') : t('personalise.room.no')}</dd>
        </div>
      </dl>
      <div className="pz-field">
        <label htmlFor={`${idPrefix}-meal`}>{t('personalise.room.mealPlan')}</label>
        <select
          id={`${idPrefix}-meal`}
          value={mealPlanId ?? ''}
          onChange={(event) => onMealPlan(Number(event.target.value))}
        >
          {room.mealPlans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
      </div>
      <PriceLine price={price} tr={tr} />
      <div className="pz-room__quantity">
        <span id={quantityLabel} className="pz-label">
          {t('personalise.room.quantity')}
        </span>
        <Stepper
          id={`${idPrefix}-quantity`}
          labelId={`${quantityLabel} ${titleId}`}
          value={quantity}
          min={0}
          max={maxQuantity}
          fewerLabel={t('personalise.room.fewer', { room: room.roomCategoryName })}
          moreLabel={t('personalise.room.more', { room: room.roomCategoryName })}
          describedBy={limitId}
          onChange={onQuantity}
        />
        <span id={limitId} className="pz-hint">
          {t('personalise.room.maxAllowed', { value: maxQuantity })}
        </span>
      </div>
    </li>
  );
}
