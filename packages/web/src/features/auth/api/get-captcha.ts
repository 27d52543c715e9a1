import { useQuery } from '@tanstack/react-query';
import type { CaptchaAnswer } from '@risk/shared/schemas/auth';
import { http } from '../../../lib/http.ts';

export const fetchCaptcha = () => http.get<CaptchaAnswer>('/iams/v1/auth/code');

/** A captcha image is used once: never served from cache, refreshed on demand. */
export const useCaptcha = () =>
  useQuery({ queryKey: ['auth', 'captcha'], queryFn: fetchCaptcha, gcTime: 0, staleTime: Infinity });
