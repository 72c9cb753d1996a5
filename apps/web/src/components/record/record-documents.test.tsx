import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FileDetail, FileValidationRequest } from '@stoa/shared';
import { ApiRequestError } from '../../lib/api-client.ts';
import { PageNotice, type Notice } from '../page-notice.tsx';
import { RecordDocuments, VERIFICATION_SAVED } from './record-documents.tsx';

const PAN: FileDetail = {
  fileId: '0f1e2d3c-4b5a-4697-8877-665544332211',
  fileName: 'pan.pdf',
  documentType: 'panCard',
  label: 'PAN Card',
  isValid: null,
  comments: null,
};

function Harness({
  save,
  files = [PAN],
}: {
  save: (r: FileValidationRequest) => Promise<unknown>;
  files?: FileDetail[];
}) {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <RecordDocuments
        files={files}
        fileUrl={(f) => `/File/Show/${f.fileName}?id=${f.fileId}`}
        verify={{ save, isSaving: false }}
        onNotice={setNotice}
      />
    </>
  );
}

async function markValidAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    within(screen.getByRole('radiogroup', { name: 'Verification of PAN Card' })).getByLabelText('Valid'),
  );
  await user.click(screen.getByRole('button', { name: 'Save verification' }));
}

describe('RecordDocuments', () => {
  it("tells the page the marks were saved, or the server's reason when they were not", async () => {
    const user = userEvent.setup();
    const save = vi.fn<(r: FileValidationRequest) => Promise<unknown>>().mockResolvedValueOnce([]);
    save.mockRejectedValueOnce(
      new ApiRequestError(400, 'Bad Request', {
        errors: [{ fieldName: 'files', errorMessages: ['The document is not part of this registration.'] }],
      }),
    );
    render(<Harness save={save} />);
    await markValidAndSave(user);
    expect(await screen.findByText(VERIFICATION_SAVED)).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith({ files: [{ fileId: PAN.fileId, isValid: true, comments: null }] });

    await user.click(screen.getByRole('button', { name: 'Save verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The document is not part of this registration.');
  });

  it('starts the marks again from the record when its documents change', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve([]));
    const { rerender } = render(<Harness save={save} />);
    const group = () => screen.getByRole('radiogroup', { name: 'Verification of PAN Card' });
    await user.click(within(group()).getByLabelText('Invalid'));
    expect(within(group()).getByLabelText('Invalid')).toBeChecked();
    rerender(<Harness save={save} files={[{ ...PAN, isValid: true }]} />);
    expect(within(group()).getByLabelText('Valid')).toBeChecked();
  });
});
