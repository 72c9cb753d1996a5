import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_WORKFLOW, MESSAGES, type TimelineEntry } from '@stoa/shared';
import { stubFileSaving } from '../../test/download-stub.ts';
import { failure, stubFetch } from '../../test/fetch-stub.ts';
import { renderAt } from '../../test/render.tsx';
import { RecordTimeline } from './record-timeline.tsx';
import { DOWNLOAD_TIMELINE } from './timeline-download.tsx';

const entry = (overrides: Partial<TimelineEntry>): TimelineEntry => ({
  at: '2026-03-10T04:00:00Z',
  action: 'Submit',
  fromStatus: 'Draft',
  toStatus: 'Submitted',
  actorName: 'Asha Rao',
  actorRole: 'OA Applicant',
  comments: null,
  ...overrides,
});

/** Unlabelled, as the server sent them before it labelled its entries: newest first. */
const UNLABELLED = [
  entry({
    at: '2026-03-12T09:30:00Z',
    action: 'Approve',
    fromStatus: 'PendingApplicantApproval',
    toStatus: 'PartiallyApproved',
    comments: 'Fine by us',
  }),
  entry({
    at: '2026-03-11T06:00:00Z',
    action: 'Forward',
    fromStatus: 'STOAApproved',
    toStatus: 'SLDCApproverIApproved',
    actorName: 'Ravi Menon',
    actorRole: 'SLDCApproverI',
  }),
  entry({}),
];

const items = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(() => vi.restoreAllMocks());

describe('RecordTimeline', { timeout: 20_000 }, () => {
  it("words unlabelled steps by the workflow's rows and status labels, oldest first, at IST", () => {
    renderAt(<RecordTimeline workflow={APPLICATION_WORKFLOW} entries={UNLABELLED} recordId={101} />);
    expect(items()).toEqual([
      'Submitby Asha Rao (OA Applicant)Mar 10, 2026 9:30 AMDraft → Pending SLDC Verification',
      'Verify and Forwardby Ravi Menon (SLDC Approver I)Mar 11, 2026 11:30 AM' +
        'Pending SLDC Approval → Pending SLDC Approver II',
      'Accept Allocationby Asha Rao (OA Applicant)Mar 12, 2026 3:00 PM' +
        'Pending Applicant Approval → Partially Approved (As per Margin Availability)“Fine by us”',
    ]);
  });

  it("reads the server's labels when the entry carries them", () => {
    const labelled = entry({ actionLabel: 'Accept', fromStatusLabel: null, toStatusLabel: 'Received' });
    renderAt(<RecordTimeline workflow={APPLICATION_WORKFLOW} entries={[labelled]} />);
    expect(items()).toEqual(['Acceptby Asha Rao (OA Applicant)Mar 10, 2026 9:30 AMReceived']);
    expect(screen.queryByRole('button', { name: DOWNLOAD_TIMELINE })).not.toBeInTheDocument();
  });

  it('says when nothing has happened yet, with nothing to download', () => {
    renderAt(<RecordTimeline workflow={APPLICATION_WORKFLOW} entries={[]} recordId={101} emptyText="A draft." />);
    expect(screen.getByText('A draft.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DOWNLOAD_TIMELINE })).not.toBeInTheDocument();
  });

  it('downloads the timeline as a PDF or an Excel file from the timeline routes', async () => {
    const saved = stubFileSaving();
    const file = (name: string) => () =>
      new Response('bytes', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
    const fetchMock = stubFetch({
      'GET /api/Timeline/Application/101/Pdf': file('timeline-101.pdf'),
      'GET /api/Timeline/Application/101/Xlsx': file('timeline-101.xlsx'),
    });
    const user = userEvent.setup();
    renderAt(<RecordTimeline workflow={APPLICATION_WORKFLOW} entries={UNLABELLED} recordId={101} />);
    await user.click(screen.getByRole('button', { name: DOWNLOAD_TIMELINE }));
    await user.click(screen.getByRole('menuitem', { name: 'PDF' }));
    await user.click(screen.getByRole('button', { name: DOWNLOAD_TIMELINE }));
    await user.click(screen.getByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(saved).toEqual(['timeline-101.pdf', 'timeline-101.xlsx']));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/Timeline/Application/101/Pdf',
      '/api/Timeline/Application/101/Xlsx',
    ]);
  });

  it('says when the download failed', async () => {
    stubFetch({ 'GET /api/Timeline/Application/101/Pdf': () => failure(['Not found'], 404, 'Not Found') });
    const user = userEvent.setup();
    renderAt(<RecordTimeline workflow={APPLICATION_WORKFLOW} entries={UNLABELLED} recordId={101} />);
    await user.click(screen.getByRole('button', { name: DOWNLOAD_TIMELINE }));
    await user.click(screen.getByRole('menuitem', { name: 'PDF' }));
    expect(await screen.findByText(MESSAGES.downloadFailed)).toBeInTheDocument();
  });

  it("names a return's reasons by label, and a resubmission's answers to them", () => {
    renderAt(
      <RecordTimeline
        workflow={APPLICATION_WORKFLOW}
        entries={[
          entry({
            action: 'Return',
            fromStatus: 'Submitted',
            toStatus: 'Returned',
            reasons: [{ code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents' }],
          }),
          entry({
            at: '2026-03-11T04:00:00Z',
            fromStatus: 'Returned',
            reasons: [{ code: 'INCOMPLETE_DOCUMENTS', label: 'Incomplete documents', answer: 'PPA uploaded' }],
          }),
        ]}
      />,
    );
    expect(within(screen.getByRole('list', { name: 'Reasons' })).getByText('Incomplete documents')).toBeInTheDocument();
    const answers = screen.getByRole('list', { name: 'Answers to the reasons' });
    expect(answers).toHaveTextContent('Incomplete documents: PPA uploaded');
  });
});
