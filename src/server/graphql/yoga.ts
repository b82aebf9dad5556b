import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { Database } from '../db';
import { summariseLogArguments } from '../error-summary';
import { moduleLogger } from '../log/logger';
import { buildContext, type GraphQLContext } from './context';
import { GRAPHQL_LIMITS } from './limits';
import { schema } from './schema';

export interface YogaOptions {
  db: () => Promise<Database>;
  production: boolean;
  introspection: boolean;
}

/**
 * yoga's log, reduced to error classes, codes and field paths: the errors it logs carry
 * the driver's message, which quotes the variables (a visitor's name, e-mail, phone).
 */
function safeLogger(production: boolean): YogaLogger {
  const log = moduleLogger('graphql');
  const quiet = () => {};
  return {
    debug: quiet,
    info: production ? quiet : (...args: unknown[]) => log.info(summariseLogArguments(args)),
    warn: (...args: unknown[]) => log.warn(summariseLogArguments(args)),
    error: (...args: unknown[]) => log.error(summariseLogArguments(args)),
  };
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** graphql-yoga with our limits; one instance serves every request of a process. */
export function createGraphQLServer(options: YogaOptions) {
  const armor = new EnvelopArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    // Suggestions ("did you mean …") leak the schema; off in production.
    blockFieldSuggestion: { enabled: options.production },
  });

  return createYoga<Record<string, unknown>, GraphQLContext>({
    schema,
    graphqlEndpoint: '/api/graphql',
    // Our client sends the operation's type alongside the standard fields (spec 1 §7).
    extraParamNames: ['operationType'],
    batching: false,
    graphiql: false,
    landingPage: false,
    maskedErrors: { isDev: !options.production },
    logging: safeLogger(options.production),
    plugins: [...armor.protect().plugins, ...(options.introspection ? [] : [disableIntrospection()])],
    context: async (initial) => buildContext(await options.db(), initial),
  });
}
