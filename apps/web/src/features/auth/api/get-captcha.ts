import { queryOptions, useQuery } from '@tanstack/react-query';
import { captchaSchema, type Captcha } from '@stoa/shared';
import { requestData } from '../../../lib/api-client.ts';

export function getCaptcha(): Promise<Captcha> {
  return requestData(captchaSchema, { url: '/Account/Captcha' });
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
