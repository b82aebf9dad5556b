import { z } from 'zod';
import { REFERRAL_CODE } from '~/stores/preferences.rules';
import { systemClock } from '../../clock';
import { builder } from '../../graphql/builder';
import { validationError } from '../../graphql/errors';
import { recordReferralHit } from './referral.service';

const ReferralPageHitSchema = z.object({ referralCode: z.string().regex(REFERRAL_CODE, 'error.validation') });

const OkRef = builder.objectRef<{ ok: boolean }>('ReferralPageHitResult').implement({
  fields: (t) => ({ ok: t.exposeBoolean('ok') }),
});

builder.mutationFields((t) => ({
  referralPageHit: t.field({
    type: OkRef,
    description: 'Registers a visit that came with a referral code; ok confirms it (spec 1 §4).',
    args: { referralCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const parsed = ReferralPageHitSchema.safeParse(args);
      if (!parsed.success) throw validationError(ctx.t, parsed.error);
      await recordReferralHit(ctx.db, parsed.data.referralCode, systemClock());
      return { ok: true };
    },
  }),
}));
