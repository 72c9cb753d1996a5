/**
 * The verifier's marks on a record's documents while it edits them: Valid or Invalid per document with a comment,
 * checked with the shared fileValidationRequestSchema (an invalid document needs a reason) before they are sent.
 */
import { useState } from 'react';
import { fileValidationRequestSchema, type FileDetail, type FileValidationRequest } from '@stoa/shared';

export interface DocumentMark {
  isValid: boolean | null;
  comments: string;
}

export const NOTHING_MARKED = 'Mark the documents Valid or Invalid before saving.';

export interface DocumentVerification {
  marks: Readonly<Record<string, DocumentMark>>;
  /** A message per file id. */
  errors: Readonly<Record<string, string>>;
  formError: string | null;
  setMark: (fileId: string, patch: Partial<DocumentMark>) => void;
  /** The request for the marked documents, or null (with the errors shown) when it does not pass the rules. */
  build: () => FileValidationRequest | null;
}

export function useDocumentVerification(files: readonly FileDetail[]): DocumentVerification {
  const [marks, setMarks] = useState<Record<string, DocumentMark>>(() =>
    Object.fromEntries(files.map((f) => [f.fileId, { isValid: f.isValid, comments: f.comments ?? '' }])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setMark = (fileId: string, patch: Partial<DocumentMark>) => {
    setMarks((current) => ({
      ...current,
      [fileId]: { ...(current[fileId] ?? { isValid: null, comments: '' }), ...patch },
    }));
    setErrors(({ [fileId]: _answered, ...rest }) => rest);
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
