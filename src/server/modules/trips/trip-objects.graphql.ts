/** GraphQL object types mirroring the trip DTOs of catalogue.types.ts. */
import { builder } from '../../graphql/builder';
import {
  CountryRefType,
  ExperienceRefType,
  FacilityRef,
  FaqRef,
  ImageRef,
  MoneyRef,
} from '../catalogue/catalogue.graphql';
import type {
  BudgetBand,
  FilteredTrips,
  MonthRate,
  TripDetail,
  TripLeg,
  TripStop,
  TripSummary,
} from '../catalogue/catalogue.types';
import type { FieldsOf } from '../catalogue/graphql-fields';
import { RoomRef, staySummaryFields } from '../stays/stays.graphql';

const tripSummaryFields = (t: FieldsOf<TripSummary>) => ({
  id: t.exposeInt('id'),
  slug: t.exposeString('slug'),
  title: t.exposeString('title'),
  shortDescription: t.exposeString('shortDescription'),
  numberOfNights: t.exposeInt('numberOfNights'),
  isFeatured: t.exposeBoolean('isFeatured'),
  priority: t.exposeInt('priority'),
  countries: t.field({ type: [CountryRefType], resolve: (trip) => trip.countries }),
  experiences: t.field({ type: [ExperienceRefType], resolve: (trip) => trip.experiences }),
  from: t.exposeString('from', { description: "The first stop's destination." }),
  to: t.exposeString('to', { description: "The last stop's destination (the same as `from` for a single place)." }),
  priceFrom: t.field({
    type: MoneyRef,
    description: 'Lowest price per person for the whole trip.',
    resolve: (trip) => trip.priceFrom,
  }),
  image: t.field({ type: ImageRef, nullable: true, resolve: (trip) => trip.image }),
  sustainabilityRating: t.exposeFloat('sustainabilityRating'),
  hasFlexibleCancellation: t.exposeBoolean('hasFlexibleCancellation'),
});

export const TripRef = builder.objectRef<TripSummary>('Trip').implement({
  description: 'An inspirational trip as lists show it.',
  fields: (t) => tripSummaryFields(t),
});

const StopDestinationRef = builder.objectRef<TripStop['destination']>('TripStopDestination').implement({
  description: "A stop's destination: enough to name and map it (its page has the rest).",
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    countryName: t.exposeString('countryName', { nullable: true }),
  }),
});

const StopStayRef = builder.objectRef<TripStop['stay']>('TripStopStay').implement({
  fields: (t) => ({
    ...staySummaryFields(t),
    rooms: t.field({ type: [RoomRef], resolve: (stay) => stay.rooms }),
    facilities: t.field({ type: [FacilityRef], resolve: (stay) => stay.facilities }),
  }),
});

const TripStopRef = builder.objectRef<TripStop>('TripStop').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    position: t.exposeInt('position'),
    nights: t.exposeInt('nights'),
    description: t.exposeString('description'),
    destination: t.field({ type: StopDestinationRef, resolve: (stop) => stop.destination }),
    stay: t.field({ type: StopStayRef, resolve: (stop) => stop.stay }),
    roomId: t.exposeInt('roomId', { nullable: true, description: 'The room the template suggests.' }),
    mealPlanId: t.exposeInt('mealPlanId', { nullable: true }),
  }),
});

export const TripLegRef = builder.objectRef<TripLeg>('TripLeg').implement({
  fields: (t) => ({
    position: t.exposeInt('position'),
    mode: t.exposeString('mode', { description: 'DRIVING, FLIGHT or TRANSFER.' }),
    durationMinutes: t.exposeInt('durationMinutes'),
    distanceKm: t.exposeInt('distanceKm'),
    co2InG: t.exposeInt('co2InG'),
  }),
});

const MonthRateRef = builder.objectRef<MonthRate>('MonthRate').implement({
  fields: (t) => ({
    year: t.exposeInt('year'),
    month: t.exposeInt('month'),
    rate: t.field({ type: MoneyRef, resolve: (rate) => rate.rate }),
    ratePerNight: t.field({ type: MoneyRef, resolve: (rate) => rate.ratePerNight }),
  }),
});

const TimeToGoRef = builder.objectRef<TripDetail['timeToGo'][number]>('TimeToGo').implement({
  fields: (t) => ({
    month: t.exposeInt('month'),
    rate: t.exposeInt('rate', { description: '1 possible, 2 good, 3 best.' }),
    experience: t.exposeString('experience'),
  }),
});

export const TripDetailRef = builder.objectRef<TripDetail>('TripDetail').implement({
  description: 'An inspirational trip in full: route, stays, prices by month, inclusions, questions.',
  fields: (t) => ({
    ...tripSummaryFields(t),
    description: t.exposeString('description'),
    totalCo2InG: t.exposeInt('totalCo2InG'),
    co2Text: t.exposeString('co2Text'),
    stops: t.field({ type: [TripStopRef], resolve: (trip) => trip.stops }),
    legs: t.field({ type: [TripLegRef], resolve: (trip) => trip.legs }),
    monthRates: t.field({ type: [MonthRateRef], resolve: (trip) => trip.monthRates }),
    timeToGo: t.field({ type: [TimeToGoRef], resolve: (trip) => trip.timeToGo }),
    inclusions: t.exposeStringList('inclusions'),
    exclusions: t.exposeStringList('exclusions'),
    faq: t.field({ type: [FaqRef], resolve: (trip) => trip.faq }),
    cancellationPolicy: t.exposeString('cancellationPolicy'),
    gallery: t.field({ type: [ImageRef], resolve: (trip) => trip.gallery }),
    seoTitle: t.exposeString('seoTitle'),
    seoDescription: t.exposeString('seoDescription'),
  }),
});

const budgetFields = (t: FieldsOf<BudgetBand>) => ({
  level: t.exposeString('level', { description: 'basic, medium or fancy.' }),
  currency: t.exposeString('currency'),
  minMinor: t.exposeInt('minMinor', { description: 'Per person per trip, minor units, inclusive.' }),
  maxMinor: t.exposeInt('maxMinor', { nullable: true, description: 'Exclusive; null for the open top band.' }),
});

export const BudgetBandRef = builder.objectRef<BudgetBand>('BudgetBand').implement({
  fields: (t) => budgetFields(t),
});

const BudgetCountRef = builder.objectRef<FilteredTrips['budgets'][number]>('BudgetBandCount').implement({
  fields: (t) => ({ ...budgetFields(t), count: t.exposeInt('count') }),
});

const DurationCountRef = builder.objectRef<FilteredTrips['durations'][number]>('DurationCount').implement({
  fields: (t) => ({
    duration: t.exposeString('duration', { description: '1, 2, 3 or 3+ weeks (≤7, 8–14, 15–21, >21 nights).' }),
    count: t.exposeInt('count'),
  }),
});

export const FilteredTripsRef = builder.objectRef<FilteredTrips>('FilteredTrips').implement({
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'All trips.' }),
    filtered: t.exposeInt('filtered', { description: 'Trips matching the filters (all pages).' }),
    budgets: t.field({
      type: [BudgetCountRef],
      description: 'Per band, the trips that would match with that budget chosen.',
      resolve: (result) => result.budgets,
    }),
    durations: t.field({ type: [DurationCountRef], resolve: (result) => result.durations }),
    trips: t.field({ type: [TripRef], description: 'This page of matches.', resolve: (result) => result.trips }),
  }),
});
