/**
 * The one phone rule: zod schemas, web form rules and spreadsheet row checks all read it here.
 * A mobile number is 11 digits from 13–19; a contact phone may also be a landline with area code.
 */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const MOBILE_MESSAGE = '请输入正确的11位手机号码';
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
export const PHONE_MESSAGE = '请输入正确的手机或座机号码';

/** The rule of a mobile number field (accounts): its pattern and message, as a form rule reads them. */
export const mobileRule = { pattern: MOBILE_PATTERN, message: MOBILE_MESSAGE } as const;
/** The rule of a contact phone field (mobile or landline). */
export const phoneRule = { pattern: PHONE_PATTERN, message: PHONE_MESSAGE } as const;
