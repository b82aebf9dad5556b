/**
 * The personalise flow (spec 3 §2, §4): Date, Hotels, Activities, Car Rental, Your Details,
 * then success; Date, Hotels, Details when the cars-and-activities flag is off. The trip
 * comes from the page; prices, activities and cars from the API.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { gql } from '~/lib/graphql';
import { api } from '~/stores/api';
import { $campaign, $referralCode } from '~/stores/preferences';
import { ActivitiesStep } from './ActivitiesStep';
import { CarStep } from './CarStep';
import { DateStep } from './DateStep';
import { DetailsStep } from './DetailsStep';
import { stepComplete } from './flow-checks';
import { planStops, priceRequestsOf, stopTotal } from './hotel-prices';
import { HotelsStep, type StopView } from './HotelsStep';
import { createTranslator, type PersonaliseKey, type PersonaliseMessages } from './personalise-messages';
import { initialState, reducer } from './personalise-state';
import { type FormStep, nextStep, previousStep, type StepId, stepsFor } from './personalise-steps';
import { buildPersonalization, MAKE_TRIP_PERSONALIZATION, readRefusal } from './personalise-submit';
import { dateIsValid, partyOf, validateCustomer, validateDate } from './personalise-validation';
import type { TripData } from './personalise.types';
import { SuccessStep } from './SuccessStep';
import { StepProgress } from './StepProgress';
import { Summary } from './Summary';
import { useLivePrices } from './use-live-prices';
import { newSubmissionId, useStepHistory } from './use-step-history';

interface Props {
  trip: TripData;
  carsAndActivities: boolean;
  messages: PersonaliseMessages;
  locale: 'en' | 'de';
}

const FLAG = gql<{ personalizationCarsAndActivitiesFlag: boolean }>(
  'query personalizationCarsAndActivitiesFlag { personalizationCarsAndActivitiesFlag }',
);

const TITLES: Record<StepId, PersonaliseKey> = {
  date: 'personalise.date.title',
  hotels: 'personalise.hotels.title',
  activities: 'personalise.activities.title',
  car: 'personalise.car.title',
  details: 'personalise.details.title',
  success: 'personalise.success.title',
};
const LABELS: Record<FormStep, PersonaliseKey> = {
  date: 'personalise.step.date',
  hotels: 'personalise.step.hotels',
  activities: 'personalise.step.activities',
  car: 'personalise.step.car',
  details: 'personalise.step.details',
};

export default function PersonaliseFlow({ trip, carsAndActivities, messages, locale }: Props) {
  const tr = useMemo(() => createTranslator(messages, locale), [messages, locale]);
  const { t } = tr;
  const [state, dispatch] = useReducer(reducer, '', initialState);
  const [flag, setFlag] = useState(carsAndActivities);
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const steps = stepsFor(flag);
  const isComplete = useCallback((current: typeof state, day: string) => stepComplete(trip, current, day), [trip]);
  const { ready, today, go } = useStepHistory({ tripId: trip.id, state, dispatch, steps, isComplete });
  const heading = useRef<HTMLHeadingElement>(null);
  const stepRoot = useRef<HTMLElement>(null);
  const shownStep = useRef<StepId | null>(null);
  const [errorFocus, setErrorFocus] = useState(0);

  // The page rendered with the flag as it was; ask again, so a cached page follows a change.
  useEffect(() => {
    api
      .query(FLAG)
      .then((data) => {
        if (typeof data?.personalizationCarsAndActivitiesFlag === 'boolean') {
          setFlag(data.personalizationCarsAndActivitiesFlag);
        }
      })
      .catch(() => undefined);
  }, []);

  // A step the flow no longer has (the flag went off) moves on to the next one it has.
  useEffect(() => {
    if (ready && state.step !== 'success' && !steps.includes(state.step))
      go(nextStep(steps, state.step) ?? 'date', 'replace');
  }, [ready, steps, state.step, go]);

  const party = useMemo(() => partyOf(state), [state]);
  const dateErrors = validateDate(state, today);
  const dateOk = ready && dateIsValid(dateErrors);
  const partyKey = `${party.adults}|${party.children.join(',')}`;

  // partyKey stands for party (a new object on every change of state).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (dateOk) dispatch({ type: 'defaults', stops: trip.stops, party });
  }, [dateOk, partyKey, trip.stops]);

  const plans = useMemo(
    () => (dateOk ? planStops(trip.stops, state.stops, party, state.startDate) : []),
    [dateOk, trip.stops, state.stops, party, state.startDate],
  );
  const requests = useMemo(() => (state.step === 'hotels' ? priceRequestsOf(plans) : []), [plans, state.step]);
  const price = useLivePrices(requests);
  const views: StopView[] = plans.map((plan) => ({
    ...plan,
    ...stopTotal(plan.units, (request) => {
      const known = price(request);
      return known.status === 'done' ? known.rate : undefined;
    }),
  }));
  const customerErrors = { ...validateCustomer(state.customer) };

  // Focus the new step's heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (!ready) return;
    if (shownStep.current !== null && shownStep.current !== state.step) {
      heading.current?.focus();
      heading.current?.scrollIntoView({ block: 'start' });
      setSubmitError(null);
    }
    shownStep.current = state.step;
  }, [ready, state.step]);

  // After a refused "next", the first mistake takes the focus (and comes into view).
  useEffect(() => {
    if (errorFocus === 0) return;
    stepRoot.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem]')?.focus();
  }, [errorFocus]);

  function blocked(step: StepId): boolean {
    if (step === 'date') return !dateIsValid(dateErrors);
    if (step === 'hotels') return views.some((view) => !view.coverage.ok || view.unavailable);
    if (step === 'details') return Object.keys(customerErrors).length > 0;
    return false;
  }

  async function submit() {
    setSubmitting(true);
    setSubmitError(null);
    setServerErrors({});
    try {
      const campaign = $campaign.get();
      const variables = buildPersonalization(state, trip, flag, {
        referralCode: $referralCode.get(),
        source: campaign.source,
        medium: campaign.medium,
      });
      const data = await api.mutation(MAKE_TRIP_PERSONALIZATION, variables);
      const result = data.makeTripPersonalization;
      if (!result.ok) {
        setSubmitError(result.message || t('personalise.submit.failed'));
        return;
      }
      dispatch({ type: 'result', result });
      go('success');
    } catch (error) {
      // The server's own words when it refused something; the generic sentence only when it explained nothing.
      const { byField, others } = readRefusal(error);
      setServerErrors(byField);
      if (others.length > 0) setSubmitError(others.join(' '));
      else
        setSubmitError(t(Object.keys(byField).length > 0 ? 'personalise.errors.summary' : 'personalise.submit.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  function onNext() {
    if (blocked(state.step)) {
      setShowErrors(true);
      setErrorFocus((count) => count + 1);
      return;
    }
    setShowErrors(false);
    const target = nextStep(steps, state.step);
    if (target === 'success') void submit();
    else if (target) go(target);
  }

  const back = previousStep(steps, state.step);
  const shownErrors = showErrors && blocked(state.step);
  const detailErrors = Object.fromEntries(
    Object.entries(showErrors ? customerErrors : {}).map(([field, key]) => [field, t(key)]),
  );

  return (
    <div className="pz">
      {state.step !== 'success' && (
        <StepProgress steps={steps} current={state.step} labels={LABELS} tr={tr} onGo={(step) => go(step)} />
      )}
      <section className="pz-step" aria-labelledby="pz-step-title" ref={stepRoot}>
        <h2 id="pz-step-title" ref={heading} tabIndex={-1}>
          {t(TITLES[state.step])}
        </h2>
        {state.step === 'hotels' && <p className="pz-lead">{t('personalise.hotels.lead')}</p>}
        {state.step === 'activities' && <p className="pz-lead">{t('personalise.activities.lead')}</p>}
        {state.step === 'car' && (
          <p className="pz-lead">
            {t('personalise.car.lead', { days: tr.plural('personalise.days', trip.numberOfNights) })}
          </p>
        )}
        {state.step === 'details' && <p className="pz-lead">{t('personalise.details.lead')}</p>}
        {shownErrors && state.step !== 'hotels' && (
          <p className="pz-error pz-error--block" role="alert">
            {t('personalise.errors.summary')}
          </p>
        )}

        {/* Server-rendered and inert until hydrated: nothing typed before then would be kept. */}
        {state.step === 'date' && (
          <fieldset className="pz-frame" disabled={!ready}>
            <DateStep
              state={state}
              nights={trip.numberOfNights}
              today={today}
              errors={showErrors ? dateErrors : null}
              tr={tr}
              dispatch={dispatch}
            />
          </fieldset>
        )}
        {state.step === 'hotels' && (
          <HotelsStep views={views} party={party} price={price} tr={tr} dispatch={dispatch} />
        )}
        {state.step === 'activities' && (
          <ActivitiesStep stops={trip.stops} chosen={state.activities} tr={tr} dispatch={dispatch} />
        )}
        {state.step === 'car' && (
          <CarStep
            state={state}
            tripId={trip.id}
            days={trip.numberOfNights}
            adults={party.adults}
            childCount={party.children.length}
            tr={tr}
            dispatch={dispatch}
          />
        )}
        {state.step === 'details' && (
          <DetailsStep
            customer={state.customer}
            errors={{ ...detailErrors, ...serverErrors }}
            summary={<Summary trip={trip} state={state} party={party} carsAndActivities={flag} tr={tr} />}
            tr={tr}
            dispatch={dispatch}
          />
        )}
        {state.step === 'success' && state.result && (
          <SuccessStep
            result={state.result}
            tr={tr}
            onRestart={() => {
              dispatch({ type: 'reset', submissionId: newSubmissionId() });
              go('date');
            }}
          />
        )}

        {submitError && (
          <p className="pz-error pz-error--block" role="alert">
            {submitError}
          </p>
        )}
        {state.step !== 'success' && (
          <div className="pz-nav">
            {back && (
              <button type="button" className="pz-secondary" onClick={() => go(back)}>
                {t('personalise.nav.back')}
              </button>
            )}
            <button type="button" className="button pz-nav__next" disabled={!ready || submitting} onClick={onNext}>
              {state.step === 'details'
                ? t(submitting ? 'personalise.nav.submitting' : 'personalise.nav.submit')
                : t('personalise.nav.next')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
