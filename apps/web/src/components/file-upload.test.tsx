import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, UPLOAD_TOOLTIP } from '@stoa/shared';
import { completeLogin } from '../lib/auth-session.ts';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { stubXhr, xhrFieldFailure, xhrSuccess } from '../test/xhr-stub.ts';
import { FileUpload, type UploadedFileRef } from './file-upload.tsx';

const STORED = { id: '3b241101-e2bb-4255-8caf-4136c566a962', fileName: 'manual.pdf', kind: 'Pdf', sizeBytes: 120 };

function Harness({ tooltip }: { tooltip?: string }) {
  const [value, setValue] = useState<UploadedFileRef | null>(null);
  return (
    <>
      <FileUpload formName="UserManual" kinds={['Pdf']} value={value} onChange={setValue} tooltip={tooltip} />
      <output aria-label="Value">{value ? value.id : 'none'}</output>
    </>
  );
}

function pdf(name = 'manual.pdf') {
  return new File(['%PDF-1.4'], name, { type: 'application/pdf' });
}

// A user may pick "All files" in the browser's dialog: the accept filter is only a hint.
const setup = () => userEvent.setup({ applyAccept: false });

afterEach(() => vi.restoreAllMocks());

describe('FileUpload', () => {
  it("refuses a .exe at once with 'Invalid file. Please upload pdf file' and sends nothing", async () => {
    const requests = stubXhr(() => xhrSuccess(STORED));
    const user = setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload'), new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText('Invalid file. Please upload pdf file')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    expect(screen.getByLabelText('Upload')).toHaveAttribute('accept', '.pdf');
  });

  it("shows the server's first error message when it refuses the file", async () => {
    stubXhr(() => xhrFieldFailure({ uploadedFile: ['Invalid file. Please upload pdf file'] }));
    const user = setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload'), pdf('renamed.pdf'));
    expect(await screen.findByText('Invalid file. Please upload pdf file')).toBeInTheDocument();
    expect(screen.getByLabelText('Value')).toHaveTextContent('none');
  });

  it("says 'Unable to upload the file.' when the server gives no message", async () => {
    stubXhr(() => ({ status: 500, body: 'Internal Server Error' }));
    const user = setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload'), pdf());
    expect(await screen.findByText(MESSAGES.uploadFailed)).toBeInTheDocument();
  });

  it('uploads as multipart uploadedFile with the bearer token, then shows the name with View and Remove', async () => {
    completeLogin(buildSignedInUser({ jwtToken: 'jwt-up' }));
    const requests = stubXhr(() => xhrSuccess(STORED));
    const user = setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload'), pdf());
    expect(await screen.findByText('manual.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('Value')).toHaveTextContent(STORED.id);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/File/Upload?formName=UserManual' });
    expect(requests[0]!.headers).toMatchObject({ Authorization: 'Bearer jwt-up', 'X-App-Name': 'STOA-Portal-Web' });
    expect((requests[0]!.body.get('uploadedFile') as File).name).toBe('manual.pdf');

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByLabelText('Value')).toHaveTextContent('none');
    expect(screen.queryByText('manual.pdf')).not.toBeInTheDocument();
  });

  it('opens the file from File/Show with the session in a new tab on View', async () => {
    completeLogin(buildSignedInUser());
    stubXhr(() => xhrSuccess(STORED));
    const fetchMock = stubFetch({
      [`GET /api/File/Show/${STORED.fileName}`]: () =>
        new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shown');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Upload'), pdf());
    await user.click(await screen.findByRole('button', { name: 'View' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:shown', '_blank'));
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`/api/File/Show/manual.pdf?id=${STORED.id}`);
  });

  it('explains the accepted files in a tooltip (spec §5 by default)', async () => {
    const user = setup();
    const view = render(<Harness />);
    await user.hover(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(UPLOAD_TOOLTIP);
    view.unmount();
    render(<Harness tooltip="Upload pdf only" />);
    await user.hover(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Upload pdf only');
  });
});
