/** Arguments of the personalise queries; messages are message keys (docs/decisions/002). */
import { z } from 'zod';
import { IdSchema } from '../catalogue/inputs';
import { PlainDateSchema } from '../rates/rates.inputs';

export const ByIdSchema = z.object({ id: IdSchema });

export const AllCarsSchema = z.object({ fromDate: PlainDateSchema.optional(), tripId: IdSchema.optional() });
