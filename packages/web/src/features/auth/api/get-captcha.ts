import { useQuery } from '@tanstack/react-query';
import { sessionCalls } from '@risk/shared/api/system';
import { api, callKey } from '../../../lib/http.ts';

export const fetchCaptcha = () => api.read(sessionCalls.captcha);

/** A captcha image is used once: never served from cache, refreshed on demand. */
export const useCaptcha = () =>
  useQuery({ queryKey: callKey(sessionCalls.captcha), queryFn: fetchCaptcha, gcTime: 0, staleTime: Infinity });
