/**
 * Errors the API reports on purpose. Each has a stable code for clients and a
 * message a person can act on; the error handler turns them into JSON.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Facts a client needs to act, e.g. what a confirmed delete would remove. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const errors = {
  competitionNotFound: (id: string) =>
    new AppError(404, 'competition_not_found', `No competition with id '${id}'.`),
  pageNotFound: (slug: string) => new AppError(404, 'page_not_found', `No page '${slug}'.`),
  routeNotFound: (method: string, url: string) =>
    new AppError(404, 'not_found', `No API endpoint ${method} ${url.split('?')[0]}.`),
  tooManyLiveStreams: (cap: number) =>
    new AppError(
      429,
      'too_many_streams',
      `This address already has ${cap} live streams open. Close other tabs and try again.`,
    ),
  noDefaultCompetition: () =>
    new AppError(
      404,
      'no_competition',
      'This server holds no competition yet. Run `npm run seed`.',
    ),
};
