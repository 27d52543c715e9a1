/** Uploads and imports: at most 10 MB per file (a larger file gets a clear message). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
