/**
 * Company identity rules shared by the pool, the registry store, imports and the search box.
 */

/**
 * Normalises a company name for matching and search: full-width to half-width
 * (NFKC), Chinese and Latin brackets alike, no spaces, Latin letters in lower case. So
 * `北京（朝阳）科技` and `北京(朝阳) 科技` compare equal.
 */
export function normalizeCompanyName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[【〔［[｛{〖]/g, '(')
    .replace(/[】〕］\]｝}〗]/g, ')')
    .replace(/\s+/g, '')
    .toLowerCase();
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a unified social credit code (GB 32100-2015). */
export function creditCodeCheckChar(first17: string): string {
  const sum = [...first17].reduce((s, ch, i) => s + CREDIT_CHARS.indexOf(ch) * CREDIT_WEIGHTS[i], 0);
  return CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

/** An 18-character unified social credit code with a valid check character. */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

export const CREDIT_CODE_MESSAGE = '统一社会信用代码格式不正确（18位，含校验位）';

/** Phone numbers show masked in lists and exports: 138****1234. */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return phone ?? null;
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** A person's name as a log keeps it under the gm suite: the first character, the rest starred (张**). */
export function maskName(name: string | null | undefined): string | null {
  if (!name) return name ?? null;
  const chars = [...name];
  return chars.length === 1 ? '*' : chars[0] + '*'.repeat(chars.length - 1);
}
