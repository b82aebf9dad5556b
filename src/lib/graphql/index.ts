// The one import islands and stores need: `import { createGraphQLClient } from '~/lib/graphql'`.
export {
  type CallOptions,
  createGraphQLClient,
  DEFAULT_ENDPOINT,
  DEFAULT_TIMEOUT_MS,
  type GraphQLClient,
  type GraphQLClientOptions,
  type GraphQLDocument,
  type GraphQLTiming,
  gql,
  type OperationKind,
  type TimingStatus,
  type Variables,
} from './client';
export {
  AbortedError,
  GraphQLClientError,
  type GraphQLErrorEntry,
  GraphQLOperationError,
  HttpError,
  NetworkError,
  TimeoutError,
  type UserMessage,
  userMessages,
} from './errors';
