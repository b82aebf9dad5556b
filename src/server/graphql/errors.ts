import { GraphQLError } from 'graphql';
import type { core } from 'zod';
import type { MessageKey } from '~/i18n/messages';
import type { Translate } from '~/i18n/t';
import { builder } from './builder';

/**
 * Expected failures (quote expired, room gone, bad input) are returned as typed
 * results with a stable code and a message key, never thrown; the message is the
 * key translated into the caller's language.
 */
export interface UserErrorShape {
  code: string;
  messageKey: MessageKey;
  message: string;
  field: string | null;
}

export const UserErrorRef = builder.objectRef<UserErrorShape>('UserError').implement({
  description: "An expected failure: a stable code, a message key and the message in the caller's language.",
  fields: (t) => ({
    code: t.exposeString('code'),
    messageKey: t.exposeString('messageKey'),
    message: t.exposeString('message'),
    field: t.exposeString('field', { nullable: true }),
  }),
});

export function userError(
  t: Translate,
  code: string,
  messageKey: MessageKey,
  field: string | null = null,
): UserErrorShape {
  return { code, messageKey, message: t(messageKey), field };
}

/** Turns a zod failure (classic or zod/mini) into one GraphQL error per bad field, in the caller's language. */
export function validationError(t: Translate, error: core.$ZodError): GraphQLError {
  return badUserInput(
    t,
    error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
  );
}

/** The BAD_USER_INPUT error: one entry per bad field (dotted path), messages translated when they are keys. */
export function badUserInput(t: Translate, issues: { path: readonly PropertyKey[]; message: string }[]): GraphQLError {
  const fields = issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: isMessageKey(issue.message) ? t(issue.message) : issue.message,
  }));
  const first = fields[0];
  return new GraphQLError(first ? first.message : t('error.validation'), {
    extensions: { code: 'BAD_USER_INPUT', fields, http: { status: 200 } },
  });
}

function isMessageKey(value: string): value is MessageKey {
  return /^[a-z][\w]*(\.[\w]+)+$/.test(value);
}
