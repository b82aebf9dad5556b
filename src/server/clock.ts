/** Time as the services see it; tests pass their own `now` instead of waiting. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
