/** The one error type of the platform: an HTTP status and the Chinese message a user should read. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** extra content sent with the error, e.g. an import's row-by-row report */
    readonly content?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, content?: unknown) => new AppError(400, message, content);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
