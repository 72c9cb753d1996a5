/**
 * The error summary at the top of a form (issue 36 item 3): after a refused submit — the form's own check or the
 * server's 400 field errors — it lists each problem as a link to its field, and focus moves to it, so neither a
 * keyboard nor a screen-reader user is left on Submit while the message sits out of view. A link focuses its field
 * (opening its step first) and scrolls it into view below the app bar. It shows the problems still open: a field
 * the user changes drops out, and the summary goes once none is left.
 */
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { focusField } from './focus-field.ts';
import type { FormProblem } from './form-problems.ts';

export const ERROR_SUMMARY_TITLE = 'Please correct the following';

export interface ErrorSummaryProps {
  problems: readonly FormProblem[];
  /** Counts the refused submits: each new one moves focus to the summary. */
  refusal: number;
  /** Shows the part of the form that holds `path` (a multi-step form's step) before its field is focused. */
  onReveal?: (path: string) => void;
}

export function ErrorSummary({ problems, refusal, onReveal }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasProblems = problems.length > 0;

  // Only a new refusal moves focus (to the summary, when it shows): a problem answered or a new one typed leaves it
  // where the user is.
  useEffect(() => {
    if (refusal === 0 || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    // jsdom has no scrollIntoView; a browser stops below the app bar (the theme's scroll padding).
    ref.current.scrollIntoView?.({ block: 'nearest' });
  }, [refusal]);

  if (!hasProblems) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    event.preventDefault();
    // The step's fields must be in the page before one of them can take focus.
    if (onReveal) flushSync(() => onReveal(path));
    const form = ref.current?.closest('form') ?? document;
    focusField(form, path);
  };

  return (
    <Alert
      ref={ref}
      severity="error"
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={{ '&:focus-visible, &:focus': { outline: '3px solid', outlineColor: 'error.main', outlineOffset: 2 } }}
    >
      <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {ERROR_SUMMARY_TITLE}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem.path}>
            <Link
              href={`#${problem.path}`}
              color="inherit"
              underline="always"
              onClick={(event) => follow(event, problem.path)}
            >
              {problem.text}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
