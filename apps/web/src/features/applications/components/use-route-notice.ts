import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Notice } from '../../../components/page-notice.tsx';
import { noticeOf } from '../../../lib/route-notice.ts';

/** The success text handed over on arrival (lib/route-notice), shown until dismissed or replaced. */
export function useRouteNotice() {
  const carried = noticeOf(useLocation().state);
  return useState<Notice | null>(carried ? { severity: 'success', message: carried } : null);
}
