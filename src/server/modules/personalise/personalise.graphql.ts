/** The personalise flow's queries (spec 3 §7); the mutation lives with the quote engine. */
import { builder } from '../../graphql/builder';
import { ImageRef, MoneyRef } from '../catalogue/catalogue.graphql';
import { contextFromPreferences } from '../catalogue/localize';
import { charge, chargeOne, DETAIL_WEIGHT } from '../catalogue/request-budget';
import { validate } from '../catalogue/validate';
import { isFeatureEnabled } from '../site/site.service';
import { TripLegRef } from '../trips/trip-objects.graphql';
import { listActivities, listActivitiesByStop } from './activities.service';
import { listCars } from './cars.service';
import { AllCarsSchema, ByIdSchema } from './personalise.inputs';
import { getPersonalised } from './personalise.service';
import type {
  Activity,
  ActivityRate,
  Car,
  MealPlanOption,
  Personalised,
  PersonalisedRoom,
  PersonalisedStay,
  PersonalisedStop,
} from './personalise.types';

const MealPlanOptionRef = builder.objectRef<MealPlanOption>('MealPlanOption').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    abbreviation: t.exposeString('abbreviation'),
  }),
});

const PersonalisedRoomRef = builder.objectRef<PersonalisedRoom>('PersonalisedRoom').implement({
  description: 'A room to choose: its facts and the meal plans it has rates for (price it with `liveRates`).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    roomCategoryName: t.exposeString('roomCategoryName'),
    roomDescription: t.exposeString('roomDescription'),
    type: t.exposeString('type'),
    beds: t.exposeInt('beds'),
    maxOccupancy: t.exposeInt('maxOccupancy'),
    maxAdults: t.exposeInt('maxAdults'),
    familyFriendly: t.exposeBoolean('familyFriendly'),
    quantity: t.exposeInt('quantity', { description: 'Units of this room the stay has.' }),
    mealPlans: t.field({ type: [MealPlanOptionRef], resolve: (room) => room.mealPlans }),
  }),
});

const PersonalisedStayRef = builder.objectRef<PersonalisedStay>('PersonalisedStay').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    tagline: t.exposeString('tagline'),
    propertyTypeLabel: t.exposeString('propertyTypeLabel'),
    averageSustainabilityScore: t.exposeFloat('averageSustainabilityScore'),
    image: t.field({ type: ImageRef, nullable: true, resolve: (stay) => stay.image }),
    isSuggested: t.exposeBoolean('isSuggested', { description: "The template's own stay for the stop." }),
    rooms: t.field({ type: [PersonalisedRoomRef], resolve: (stay) => stay.rooms }),
  }),
});

const PersonalisedDestinationRef = builder
  .objectRef<PersonalisedStop['destination']>('PersonalisedDestination')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      slug: t.exposeString('slug'),
      name: t.exposeString('name'),
      countryName: t.exposeString('countryName', { nullable: true }),
    }),
  });

const PersonalisedStopRef = builder.objectRef<PersonalisedStop>('PersonalisedStop').implement({
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The trip stop (stopId of the personalisation).' }),
    position: t.exposeInt('position'),
    nights: t.exposeInt('nights'),
    destination: t.field({ type: PersonalisedDestinationRef, resolve: (stop) => stop.destination }),
    stayId: t.exposeInt('stayId', { description: "The template's stay." }),
    roomId: t.exposeInt('roomId', { nullable: true, description: "The template's room." }),
    mealPlanId: t.exposeInt('mealPlanId', { nullable: true, description: "The template's meal plan." }),
    stays: t.field({
      type: [PersonalisedStayRef],
      description: "The template's stay first, then other stays in the destination.",
      resolve: (stop) => stop.stays,
    }),
  }),
});

const PersonalisedRef = builder.objectRef<Personalised>('Personalised').implement({
  description: 'A trip template for the personalise flow.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    numberOfNights: t.exposeInt('numberOfNights'),
    image: t.field({ type: ImageRef, nullable: true, resolve: (trip) => trip.image }),
    countryCodes: t.exposeStringList('countryCodes'),
    stops: t.field({ type: [PersonalisedStopRef], resolve: (trip) => trip.stops }),
    legs: t.field({ type: [TripLegRef], resolve: (trip) => trip.legs }),
  }),
});

const CarRef = builder.objectRef<Car>('Car').implement({
  description: 'A rental car, shown as "or similar".',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    category: t.exposeString('category'),
    description: t.exposeString('description'),
    doors: t.exposeInt('doors'),
    passengers: t.exposeInt('passengers'),
    isAutomatic: t.exposeBoolean('isAutomatic', { description: 'Automatic (true) or manual transmission.' }),
    isQuattro: t.exposeBoolean('isQuattro', { description: 'Four-wheel drive.' }),
    year: t.exposeInt('year'),
    countries: t.exposeStringList('countries', { description: 'Country codes where it can be picked up.' }),
    rate: t.field({ type: MoneyRef, description: 'Per day.', resolve: (car) => car.rate }),
    excess: t.field({ type: MoneyRef, resolve: (car) => car.excess }),
    fuelDeposit: t.field({ type: MoneyRef, resolve: (car) => car.fuelDeposit }),
    kilometers: t.exposeInt('kilometers', {
      nullable: true,
      description: 'Kilometres included per day; null means unlimited.',
    }),
    availableFrom: t.exposeString('availableFrom', { nullable: true }),
    image: t.field({ type: ImageRef, nullable: true, resolve: (car) => car.image }),
  }),
});

const DurationRef = builder.objectRef<Activity['duration']>('ActivityDuration').implement({
  fields: (t) => ({ hours: t.exposeInt('hours'), minutes: t.exposeInt('minutes') }),
});

const ActivityRateRef = builder.objectRef<ActivityRate>('ActivityRate').implement({
  fields: (t) => ({
    costAdult: t.field({ type: MoneyRef, resolve: (rate) => rate.costAdult }),
    costChild: t.field({ type: MoneyRef, resolve: (rate) => rate.costChild }),
    currency: t.exposeString('currency'),
    fromDate: t.exposeString('fromDate', { nullable: true }),
  }),
});

const ActivityRef = builder.objectRef<Activity>('Activity').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    destinationId: t.exposeInt('destinationId'),
    stopId: t.exposeInt('stopId', { nullable: true }),
    title: t.exposeString('title'),
    shortDescription: t.exposeString('shortDescription'),
    description: t.exposeString('description'),
    duration: t.field({ type: DurationRef, resolve: (activity) => activity.duration }),
    maxAdults: t.exposeInt('maxAdults'),
    autoAdd: t.exposeBoolean('autoAdd'),
    cancellationPolicy: t.exposeString('cancellationPolicy'),
    supplierName: t.exposeString('supplierName'),
    activityRates: t.field({ type: [ActivityRateRef], resolve: (activity) => activity.activityRates }),
    inclusionType: t.exposeString('inclusionType', { description: 'INCLUDED (added automatically) or OPTIONAL.' }),
  }),
});

builder.queryFields((t) => ({
  getPersonalised: t.field({
    type: PersonalisedRef,
    nullable: true,
    description: 'A trip for personalising: stops in order with their stays, rooms and meal plans. Null when unknown.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = validate(ctx, ByIdSchema, args);
      return chargeOne(ctx, await getPersonalised(ctx.db, contextFromPreferences(ctx.prefs), id));
    },
  }),
  personalizationCarsAndActivitiesFlag: t.boolean({
    description: 'WEB_PERSONALIZATION_CARS_AND_ACTIVITIES: the long flow (activities, car rental) or the short one.',
    resolve: (_root, _args, ctx) => isFeatureEnabled(ctx.db, 'WEB_PERSONALIZATION_CARS_AND_ACTIVITIES'),
  }),
  allCars: t.field({
    type: [CarRef],
    description:
      'Rental cars, cheapest first; with `fromDate` (YYYY-MM-DD) only those available by then; with `tripId` only those that trip can have (picked up in a country it visits), exactly the cars `makeTripPersonalization` accepts.',
    args: { fromDate: t.arg.string(), tripId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const { fromDate, tripId } = validate(ctx, AllCarsSchema, args);
      const cars = await listCars(ctx.db, contextFromPreferences(ctx.prefs), fromDate?.toString(), tripId);
      return charge(ctx, cars);
    },
  }),
  getActivities: t.field({
    type: [ActivityRef],
    description: 'Every activity, grouped by destination, included ones first.',
    resolve: async (_root, _args, ctx) =>
      charge(ctx, await listActivities(ctx.db, contextFromPreferences(ctx.prefs)), DETAIL_WEIGHT),
  }),
  getActivitiesByStopId: t.field({
    type: [ActivityRef],
    description: "Activities in a trip stop's destination, included ones first; none for an unknown stop.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { id } = validate(ctx, ByIdSchema, args);
      return charge(ctx, await listActivitiesByStop(ctx.db, contextFromPreferences(ctx.prefs), id), DETAIL_WEIGHT);
    },
  }),
}));
