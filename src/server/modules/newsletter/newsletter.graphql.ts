import { NewsletterSchema } from '~/lib/schemas/newsletter';
import { builder } from '../../graphql/builder';
import { validationError } from '../../graphql/errors';
import { subscribe } from './newsletter.service';

const SubscribeResultRef = builder.objectRef<{ ok: boolean }>('SubscribeResult').implement({
  fields: (t) => ({ ok: t.exposeBoolean('ok') }),
});

builder.mutationFields((t) => ({
  subscribe: t.field({
    type: SubscribeResultRef,
    description: 'Newsletter sign-up; safe to repeat.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const parsed = NewsletterSchema.safeParse(args);
      if (!parsed.success) throw validationError(ctx.t, parsed.error);
      await subscribe(ctx.db, parsed.data.email, ctx.prefs.langCode);
      return { ok: true };
    },
  }),
}));
