import { builder } from '../../graphql/builder';

/** The GraphQL shapes of docs/decisions/012; the zod schemas in ~/lib/schemas/enquiry check the values. */
const ChildInput = builder.inputType('ChildInput', {
  fields: (t) => ({ dateOfBirth: t.string({ required: true, description: 'DD-MM-YYYY or YYYY-MM-DD.' }) }),
});

const TravelDatesInput = builder.inputType('TravelDatesInput', {
  fields: (t) => ({
    exact: t.boolean(),
    startDate: t.string({ description: 'YYYY-MM-DD, with exact dates.' }),
    endDate: t.string({ description: 'YYYY-MM-DD, the departure day, with exact dates.' }),
    month: t.int({ description: '1–12, when not exact.' }),
    year: t.int(),
    duration: t.string({ description: 'ONE_WEEK, TWO_WEEKS, THREE_WEEKS or MORE_THAN_THREE_WEEKS.' }),
    flightBooked: t.boolean(),
  }),
});

export const WizardEnquiryInput = builder.inputType('WizardEnquiryInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    promoCode: t.string(),
    preferredCommunication: t.string({ description: 'EMAIL or PHONE.' }),
    comments: t.string(),
    dates: t.field({ type: TravelDatesInput }),
    destinations: t.stringList({ description: 'Destination or country slugs.' }),
    themes: t.stringList({ description: 'Experience slugs.' }),
    travellingType: t.string({ description: 'ALONE, PARTNER, FAMILY or GROUP.' }),
    adults: t.int(),
    children: t.field({ type: [ChildInput] }),
    familyRoom: t.boolean(),
    budget: t.int({ description: 'Per person for the whole trip, whole units of budgetCurrency.' }),
    budgetCurrency: t.string(),
    submissionId: t.string({ description: 'A random id made once per wizard run: a retry is recognised by it.' }),
  }),
});

export const PersonalizationCustomerInput = builder.inputType('PersonalizationCustomerInput', {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    promoCode: t.string(),
    preferredCommunication: t.string({ description: 'EMAIL or PHONE.' }),
    comments: t.string(),
  }),
});

export const PersonalizationEnquireInput = builder.inputType('PersonalizationEnquireInput', {
  fields: (t) => ({
    startDate: t.string({ required: true }),
    adults: t.int({ required: true }),
    children: t.field({ type: [ChildInput] }),
    submissionId: t.string(),
  }),
});

const PersonalizationRoomInput = builder.inputType('PersonalizationRoomInput', {
  fields: (t) => ({ roomId: t.int({ required: true }), quantity: t.int(), mealPlanId: t.int() }),
});

const PersonalizationStopInput = builder.inputType('PersonalizationStopInput', {
  fields: (t) => ({
    stopId: t.int({ required: true }),
    stayId: t.int({ required: true }),
    rooms: t.field({ type: [PersonalizationRoomInput], required: true }),
  }),
});

const PersonalizationActivityInput = builder.inputType('PersonalizationActivityInput', {
  fields: (t) => ({ activityId: t.int({ required: true }), stopId: t.int({ required: true }) }),
});

const PersonalizationCarInput = builder.inputType('PersonalizationCarInput', {
  fields: (t) => ({ carId: t.int({ required: true }), quantity: t.int() }),
});

export const PersonalizationInput = builder.inputType('PersonalizationInput', {
  fields: (t) => ({
    stops: t.field({ type: [PersonalizationStopInput] }),
    activities: t.field({ type: [PersonalizationActivityInput] }),
    cars: t.field({ type: [PersonalizationCarInput] }),
  }),
});

export interface EnquiryResultShape {
  ok: boolean;
  status: 'QUOTED' | 'MANUAL';
  reference: string | null;
  quoteId: number | null;
  quotePath: string | null;
  message: string | null;
}

export const EnquiryResultRef = builder.objectRef<EnquiryResultShape>('EnquiryResult').implement({
  description: 'What became of an enquiry: QUOTED with the quote’s address, or MANUAL (a consultant prepares it).',
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    status: t.exposeString('status'),
    reference: t.exposeString('reference', { nullable: true }),
    quoteId: t.exposeInt('quoteId', { nullable: true }),
    quotePath: t.exposeString('quotePath', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
  }),
});
