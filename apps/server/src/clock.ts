/** Time is passed in, so tests can move it (expiring tokens) without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
