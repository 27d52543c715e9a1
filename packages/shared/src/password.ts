import { z } from 'zod';
import { MSG } from './messages.ts';

/** At least 8 characters from at least 3 of: upper case, lower case, digits, other characters. */
export function isStrongPassword(pw: string): boolean {
  if (pw.length < 8 || pw.length > 64) return false;
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(pw)).length;
  return classes >= 3;
}

export const strongPassword = z.string({ error: MSG.passwordRule }).refine(isStrongPassword, MSG.passwordRule);
