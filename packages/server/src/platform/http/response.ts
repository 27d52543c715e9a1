import { z } from 'zod';

/** Response schemas (schema.response) of the envelope: `{ status, message, content }`. */
export const envelopeOf = <T extends z.ZodType>(content: T) =>
  z.object({ status: z.number(), message: z.string(), content });

/** The paged envelope of spec doc 1 §7: each item wrapped as `{ content: item }`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  envelopeOf(
    z.object({
      content: z.array(z.object({ content: item })),
      metadata: z.object({ totalElements: z.number(), totalPages: z.number(), size: z.number(), number: z.number() }),
    }),
  );

/** A write answering only its message. */
export const okNull = envelopeOf(z.null());

/** A stored file as a record lists it. */
export const fileRefSchema = z.object({ fileId: z.string(), fileName: z.string(), size: z.number() });
