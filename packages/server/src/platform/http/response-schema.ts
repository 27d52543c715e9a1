import { z } from 'zod';

/**
 * Response schemas of routes (`schema.response[200]`): the envelope around a content schema and
 * the paged envelope around an item schema (spec doc 1 §7). The serializer then sends only the
 * declared fields, so a column added to a table never leaks by accident.
 */
export const envelopeOf = <T extends z.ZodType>(content: T) =>
  z.object({ status: z.number(), message: z.string(), content });

export const pageOf = <T extends z.ZodType>(item: T) =>
  envelopeOf(
    z.object({
      content: z.array(z.object({ content: item })),
      metadata: z.object({
        totalElements: z.number(),
        totalPages: z.number(),
        size: z.number(),
        number: z.number(),
      }),
    }),
  );

/** The answer of a write without content. */
export const emptyEnvelope = envelopeOf(z.null());

/** A time as it travels: ISO text (services answer `toISOString()`). */
export const isoTime = z.string();
