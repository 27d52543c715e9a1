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

/** A PostgreSQL unique violation (23505), as thrown by either driver. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * Runs a write whose uniqueness check can lose a race to a concurrent insert; the loser then
 * answers the same 400 message as the check, not a 500.
 */
export async function uniquely<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(message);
    throw err;
  }
}
