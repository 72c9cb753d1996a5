/**
 * The SLDC's marks on the documents of a submitted registration: Valid or Invalid per document with a comment,
 * checked with the shared fileValidationRequestSchema (an invalid document needs a reason) before they are sent.
 */
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TableCell from '@mui/material/TableCell';
import { fileValidationRequestSchema, type FileDetail, type FileValidationRequest } from '@stoa/shared';
import { TextInput } from '../../../components/text-input.tsx';

interface Mark {
  isValid: boolean | null;
  comments: string;
}

export const NOTHING_MARKED = 'Mark the documents Valid or Invalid before saving.';

export interface Verification {
  marks: Record<string, Mark>;
  errors: Record<string, string>;
  formError: string | null;
  setMark: (fileId: string, patch: Partial<Mark>) => void;
  /** The request for the marked documents, or null (with the errors shown) when it does not pass the rules. */
  build: () => FileValidationRequest | null;
}

export function useVerification(files: readonly FileDetail[]): Verification {
  const [marks, setMarks] = useState<Record<string, Mark>>(() =>
    Object.fromEntries(files.map((f) => [f.fileId, { isValid: f.isValid, comments: f.comments ?? '' }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setMark = (fileId: string, patch: Partial<Mark>) => {
    setMarks((current) => ({
      ...current,
      [fileId]: { ...(current[fileId] ?? { isValid: null, comments: '' }), ...patch },
    }));
    setErrors(({ [fileId]: _cleared, ...rest }) => rest);
  };

  const build = (): FileValidationRequest | null => {
    const marked = files.flatMap((f) => {
      const mark = marks[f.fileId];
      return mark && mark.isValid !== null
        ? [{ fileId: f.fileId, isValid: mark.isValid, comments: mark.comments }]
        : [];
    });
    setFormError(marked.length === 0 ? NOTHING_MARKED : null);
    if (marked.length === 0) return null;
    const parsed = fileValidationRequestSchema.safeParse({ files: marked });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const index = issue.path[1];
      const file = typeof index === 'number' ? marked[index] : undefined;
      if (file && !found[file.fileId]) found[file.fileId] = issue.message;
    }
    setErrors(found);
    return null;
  };

  return { marks, errors, formError, setMark, build };
}

/** The Verification and Comments cells of one document in verify mode. */
export function VerificationControls({ file, verification }: { file: FileDetail; verification: Verification }) {
  const mark = verification.marks[file.fileId] ?? { isValid: null, comments: '' };
  const error = verification.errors[file.fileId];
  const value = mark.isValid === null ? '' : String(mark.isValid);
  return (
    <>
      <TableCell>
        <RadioGroup
          row
          aria-label={`Verification of ${file.label}`}
          value={value}
          onChange={(event) => verification.setMark(file.fileId, { isValid: event.target.value === 'true' })}
        >
          <FormControlLabel value="true" control={<Radio size="small" />} label="Valid" />
          <FormControlLabel value="false" control={<Radio size="small" />} label="Invalid" />
        </RadioGroup>
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <TextInput
          label="Comments"
          inputProps={{ 'aria-label': `Comments on ${file.label}` }}
          value={mark.comments}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => verification.setMark(file.fileId, { comments: event.target.value })}
        />
      </TableCell>
    </>
  );
}
