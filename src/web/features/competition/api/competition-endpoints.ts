/**
 * The competition's endpoint declarations, imported when first called: their
 * schemas bring zod, which every page's frame reads through these, so it loads
 * beside the first screen instead of before it (decision 025).
 */
export const competitionEndpoints = async () =>
  (await import('../../../../shared/contract/competitions')).competitionEndpoints;
