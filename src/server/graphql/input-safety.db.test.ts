/**
 * The class tests of issue 9 items 5 and 6, generated from the built schema: every string
 * argument and input-object string field gets a NUL and a lone surrogate (refused as
 * BAD_USER_INPUT, nothing written), and every argument of every operation gets a few
 * malformed or wrong-typed values (never an internal error).
 */
import { sql } from 'drizzle-orm';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../../../tests/setup/test-database';
import { queryRows } from '../db/raw';
import { seedDatabase } from '../db/seed';
import { type Loose, catalogueCaller } from '../modules/catalogue/catalogue.test-caller';
import { clearCatalogueCache } from '../modules/catalogue/memo';
import { daysFromToday } from '../modules/enquiry/enquiry.test-helpers';
import { schema } from './schema';

const database = setupTestDatabase();
const call = catalogueCaller(() => database.db);

type Path = (string | number)[];
type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

const operations: Operation[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ kind: 'query' as const, field })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ kind: 'mutation' as const, field })),
];

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  comments: 'Quiet rooms',
  promoCode: 'SPRING',
};

/** Well-formed arguments for the operations a filler value would not get far with. */
let samples: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  await seedDatabase(database.db, { scale: 1, today: new Date() });
  clearCatalogueCache(database.db);
  const [trip] = await queryRows<{ id: number }>(database.db, sql`select id from trips order by id limit 1`);
  const [rate] = await queryRows<{ room_id: number; meal_plan_id: number }>(
    database.db,
    sql`select room_id, meal_plan_id from room_rates order by id limit 1`,
  );
  samples = {
    contact: { name: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello', phone: '+4420794600' },
    makeWizardEnquiry: {
      enquiry: { ...customer, destinations: ['botswana'], themes: [], dates: { exact: false } },
      id: null,
      referralCode: null,
    },
    makeTripPersonalization: {
      id: trip?.id ?? 1,
      customer,
      enquire: { startDate: daysFromToday(90), adults: 2, children: [] },
      source: 'google',
      medium: 'cpc',
    },
    liveRates: {
      roomId: rate?.room_id ?? 1,
      mealPlanId: rate?.meal_plan_id ?? 1,
      fromDate: daysFromToday(60),
      toDate: daysFromToday(63),
      adults: 2,
      children: [],
    },
    subscribe: { email: 'ada@example.com' },
    referralPageHit: { referralCode: 'FRIEND2026' },
    search: { query: 'okavango' },
  };
}, 120_000);

/** A value GraphQL accepts for the type: required fields filled, optional ones left out. */
function filler(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return filler(type.ofType);
  if (isListType(type)) return [filler(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, filler(field.type)]),
    );
  }
  if (isScalarType(type)) return { String: 'abc', ID: 'abc', Int: 1, Float: 1, Boolean: true }[type.name] ?? 'abc';
  return null;
}

function baseArguments(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
  const sample = samples[field.name];
  if (sample) return structuredClone(sample);
  return Object.fromEntries(
    field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => [arg.name, filler(arg.type)]),
  );
}

/** Every place in an argument a value can go: the argument itself, list items, input fields (recursively). */
function leaves(type: GraphQLInputType, path: Path, seen: string[] = []): { path: Path; type: GraphQLInputType }[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const here = [{ path, type }];
  if (isListType(inner)) return [...here, ...leaves(inner.ofType, [...path, 0], seen)];
  if (isInputObjectType(inner) && !seen.includes(inner.name)) {
    return [
      ...here,
      ...Object.values(inner.getFields()).flatMap((field) =>
        leaves(field.type, [...path, field.name], [...seen, inner.name]),
      ),
    ];
  }
  return here;
}

/** A copy of `root` with `value` at `path`; missing objects and lists on the way are made. */
function setAt(root: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(root);
  let node: Loose = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = typeof path[index + 1] === 'number';
    if (node[key] === null || node[key] === undefined || typeof node[key] !== 'object')
      node[key] = nextIsIndex ? [] : {};
    if (nextIsIndex && node[key].length === 0) node[key].push({});
    node = node[key];
  });
  return copy;
}

function operationText({ kind, field }: Operation): string {
  const declared = field.args.map((arg: GraphQLArgument) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} ${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

const isInternal = (answer: { errors?: { message: string; extensions?: { code?: string } }[] }) =>
  (answer.errors ?? []).some(
    (error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.',
  );

/** Every string place of every operation's arguments, from the built schema. */
function stringPlaces(operation: Operation) {
  return operation.field.args.flatMap((arg) =>
    leaves(arg.type, [arg.name]).filter(({ type }) => {
      const inner = isNonNullType(type) ? type.ofType : type;
      return isScalarType(inner) && (inner.name === 'String' || inner.name === 'ID');
    }),
  );
}

describe('every string argument and input field refuses NUL and lone surrogates', () => {
  it('answers BAD_USER_INPUT in the caller language and writes nothing', async () => {
    const before = await tableCounts();
    const failures: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      for (const { path } of stringPlaces(operation)) {
        for (const bad of ['Ada\u0000Lovelace', 'Ada\uD800']) {
          const variables = setAt(baseArguments(operation.field), path, bad);
          const answer = await call(operationText(operation), variables, { langCode: 'de' });
          checked += 1;
          const error = answer.errors?.[0];
          if (error?.extensions?.code !== 'BAD_USER_INPUT' || !/Zeichen/.test(error.message)) {
            failures.push(
              `${operation.field.name} ${path.join('.')} ${JSON.stringify(bad)}: ${JSON.stringify(answer)}`,
            );
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  }, 180_000);
});

/** A few malformed or wrong-typed values per kind of input. */
function badValues(type: GraphQLInputType): unknown[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  const wrongType = [null, {}, true];
  if (isListType(inner))
    return [[], Array.from({ length: 500 }, () => filler(inner.ofType)), 'x', [null], ...wrongType];
  if (isInputObjectType(inner)) return [{}, { unknownField: 1 }, [], 'x', ...wrongType];
  if (isEnumType(inner)) return ['NOPE', 'x', 1, ...wrongType];
  if (isScalarType(inner) && (inner.name === 'Int' || inner.name === 'Float')) {
    return [-1, 0, 2_147_483_647, -2_147_483_648, 1.5, 1e300, '1', 'x', ...wrongType];
  }
  return ['', ' ', 'x', '2027-1-1', '2027-02-30', '0000-00-00', '-1', 'x'.repeat(20_000), '\u{1F600}', 7, ...wrongType];
}

describe('every operation answers malformed arguments without an internal error', () => {
  it.each(operations.map((operation) => [operation.field.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      const failures: string[] = [];
      for (const arg of operation.field.args) {
        for (const { path, type } of leaves(arg.type, [arg.name])) {
          for (const bad of badValues(type)) {
            const variables = setAt(baseArguments(operation.field), path, bad);
            const answer = await call(operationText(operation), variables);
            if (isInternal(answer)) failures.push(`${path.join('.')} = ${JSON.stringify(bad)?.slice(0, 40)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
