/** What a limit counts and over what span: the vocabulary the limits and their words share. */

/** `visits` counts claims, as every limit did before limits named what they count. */
export const limitMeasures = ['visits', 'units', 'dollars'] as const;
export type LimitMeasure = (typeof limitMeasures)[number];

/** `rolling-12-months`: the 12 months up to and including the service date. */
export const limitPeriods = ['pregnancy', 'rolling-12-months', 'day'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
