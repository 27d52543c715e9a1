import { useQuery } from '@tanstack/react-query';
import type { CaptchaAnswer } from '@risk/shared/api/system';
import { http } from '../../../lib/http.ts';
import { CAPTCHA_PATH } from '@risk/shared/api/system';

export const fetchCaptcha = () => http.get<CaptchaAnswer>(CAPTCHA_PATH);

/** A captcha image is used once: never served from cache, refreshed on demand. */
export const useCaptcha = () =>
  useQuery({ queryKey: ['auth', 'captcha'], queryFn: fetchCaptcha, gcTime: 0, staleTime: Infinity });
