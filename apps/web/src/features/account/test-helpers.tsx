/** Helpers shared by the account page tests: a marker page that shows the notice it was sent with. */
import { useLocation } from 'react-router';
import { noticeOf } from '../../lib/route-notice.ts';

export function NoticeProbe({ name }: { name: string }) {
  const notice = noticeOf(useLocation().state);
  return (
    <p>
      {name} page{notice ? `: ${notice}` : ''}
    </p>
  );
}
