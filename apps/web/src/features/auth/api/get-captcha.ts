import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Captcha } from '@stoa/shared';
import { isRecord, requestData, type DataCheck } from '../../../lib/api-client.ts';

/** The shared `captchaSchema` as a plain check: the /login route downloads no zod (issue 14; get-captcha.test.ts). */
export const captchaCheck: DataCheck<Captcha> = {
  safeParse(data) {
    if (!isRecord(data) || typeof data.captchaId !== 'string' || typeof data.image !== 'string')
      return { success: false };
    return { success: true, data: { captchaId: data.captchaId, image: data.image } };
  },
};

export function getCaptcha(): Promise<Captcha> {
  return requestData(captchaCheck, { url: '/Account/Captcha' });
}

/**
 * Captchas are single use and expire, so one is never reused from cache nor swapped on window focus under a user
 * who is typing its answer; the form refetches explicitly after every attempt.
 */
export function captchaQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}

/** The SVG document as an <img> source. */
export function captchaImageSrc(image: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`;
}
