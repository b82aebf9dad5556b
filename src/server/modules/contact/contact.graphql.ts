import { z } from 'zod';
import { ContactSchema, PHONE_EXAMPLE } from '~/lib/schemas/contact';
import { builder } from '../../graphql/builder';
import { validationError } from '../../graphql/errors';
import { receiveContact } from './contact.service';

const ContactResultRef = builder.objectRef<{ ok: boolean }>('ContactResult').implement({
  fields: (t) => ({ ok: t.exposeBoolean('ok') }),
});

builder.mutationFields((t) => ({
  contact: t.field({
    type: ContactResultRef,
    description: 'A message from the contact form (spec 2 §7); stored and queued for the sales team.',
    args: {
      name: t.arg.string({ required: true, description: 'First name.' }),
      lastName: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      message: t.arg.string({ required: true }),
      phone: t.arg.string(),
      country: t.arg.string(),
      language: t.arg.string({ description: 'en or de; the caller’s language when absent.' }),
    },
    resolve: async (_root, { name, ...rest }, ctx) => {
      const parsed = ContactSchema.safeParse({ firstName: name, ...rest });
      if (!parsed.success) {
        // Errors name the call's arguments (`name`, not the form's `firstName`); the phone
        // message shows an example number, the other messages ignore the value.
        const issues = parsed.error.issues.map((issue) =>
          issue.path[0] === 'firstName' ? { ...issue, path: ['name', ...issue.path.slice(1)] } : issue,
        );
        throw validationError((key) => ctx.t(key, { phone: PHONE_EXAMPLE }), new z.ZodError(issues));
      }
      await receiveContact(ctx.db, parsed.data, ctx.prefs.langCode);
      return { ok: true };
    },
  }),
}));
