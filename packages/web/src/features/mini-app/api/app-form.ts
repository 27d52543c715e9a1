import type { Envelope } from '@risk/shared/wire';
import type { VerificationForm } from '@risk/shared/verification-form';
import { API_BASE } from '../../../lib/http.ts';
import { APP_PATH } from '@risk/shared/api/verification';

/** What the company fills in: the verification form without the district's level. */
export type CompanyAnswers = Omit<VerificationForm, 'level'>;

/** The H5 page's view of its one link. */
export interface AppFormView {
  companyName: string;
  creditCode: string;
  region: string;
  form: CompanyAnswers | null;
  fillAppStatus: number;
  /** the district's reason when it did not pass the answers */
  auditOpinion: string | null;
  expired: boolean;
}

/** A refused call of the public page, with the server's Chinese message. */
export class AppFormError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const appFormUrl = (token: string) => `${API_BASE}${APP_PATH}/${encodeURIComponent(token)}`;

/**
 * The page is public and opened by a company without an account, so it calls with plain fetch:
 * no token header, and none of the back office's 401/403 handling (which would send it to login).
 */
async function call<T>(token: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(appFormUrl(token), { ...init, headers: { 'Content-Type': 'application/json' } });
  } catch {
    throw new AppFormError(0, '网络连接失败，请检查网络后重试');
  }
  const body = (await res.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (!res.ok || !body)
    throw new AppFormError(
      res.status,
      body?.message || (res.status === 429 ? '操作过于频繁，请稍后再试' : '服务暂时不可用，请稍后重试'),
    );
  return body.content;
}

/** GET: the company and what it filled in before */
export const loadAppForm = (token: string) => call<AppFormView>(token);

/** POST: the answers, pending the district's audit */
export const submitAppForm = (token: string, answers: CompanyAnswers) =>
  call<null>(token, { method: 'POST', body: JSON.stringify(answers) });
