import { describe, expect, it } from 'vitest';
import { GraphQLOperationError, HttpError, NetworkError, TimeoutError, userMessages } from './errors';

const refused = (...errors: { message: string; extensions?: Record<string, unknown> }[]) =>
  new GraphQLOperationError(errors[0]?.message ?? 'failed', 'makeTripPersonalization', errors);

describe('the messages the server meant for the visitor', () => {
  it('are the per-field messages of a BAD_USER_INPUT answer, in order, with their fields', () => {
    const error = refused({
      message: 'This car is not available for this trip',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: [
          { field: 'personalization.cars.0.carId', message: 'This car is not available for this trip' },
          { field: 'customer.email', message: 'This has to be a valid email' },
        ],
      },
    });
    expect(userMessages(error)).toEqual([
      { field: 'personalization.cars.0.carId', message: 'This car is not available for this trip' },
      { field: 'customer.email', message: 'This has to be a valid email' },
    ]);
  });

  it("are the error's own message when it lists no fields", () => {
    const error = refused({
      message: 'Dieses Auto ist für diese Reise nicht verfügbar',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(userMessages(error)).toEqual([{ field: null, message: 'Dieses Auto ist für diese Reise nicht verfügbar' }]);
  });

  it('are none for server faults and failed requests: those get the generic message', () => {
    expect(
      userMessages(refused({ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } })),
    ).toEqual([]);
    expect(userMessages(refused({ message: 'Unexpected error.' }))).toEqual([]);
    expect(userMessages(new HttpError('x', 502))).toEqual([]);
    expect(userMessages(new NetworkError('x', 'x'))).toEqual([]);
    expect(userMessages(new TimeoutError('x', 1))).toEqual([]);
    expect(userMessages(new Error('bug'))).toEqual([]);
  });
});
