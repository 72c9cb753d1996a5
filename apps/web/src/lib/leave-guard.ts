/**
 * Asking before leaving a changed form (issue 36 item 3) with declarative routing. React Router's useBlocker needs
 * its data router, which would add ~14 KB to what /login downloads (issue 14), so the app's router runs on a
 * history that asks first: a form that holds unsaved changes registers a blocker while it does, and a navigation to
 * another page — a link, navigate(), Back or Forward — waits for its answer. Back and Forward have already moved
 * the address when they are heard: the step is undone, then taken again once the user agrees to leave.
 * Kept free of UI: this module is part of the sign-in route's bundle.
 */
import type { HistoryRouterProps } from 'react-router';

type History = HistoryRouterProps['history'];
type To = Parameters<History['push']>[0];

/** Holds a navigation: true when it asks first (and runs `proceed` on a yes); false lets it pass. */
export type LeaveBlocker = (proceed: () => void) => boolean;

const blockers = new Set<LeaveBlocker>();

/** Registers a blocker; the answer removes it. */
export function addLeaveBlocker(blocker: LeaveBlocker): () => void {
  blockers.add(blocker);
  return () => {
    blockers.delete(blocker);
  };
}

/** Runs `go` at once, or once the first blocker that holds it has its yes. */
export function whenLeaving(go: () => void): void {
  for (const blocker of blockers) if (blocker(go)) return;
  go();
}

/** `history`, but a move to another page (a path, not only a query) passes the blockers first. */
export function guardedHistory(history: History): History {
  let page = history.location.pathname;
  let isUndoing = false;
  const pathOf = (to: To) =>
    typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? page);
  const move = (to: To, go: () => void) => (pathOf(to) === page ? go() : whenLeaving(go));

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => move(to, () => history.push(to, state)),
    replace: (to, state) => move(to, () => history.replace(to, state)),
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (isUndoing) {
          isUndoing = false;
          return;
        }
        const { delta } = update;
        if (update.action === 'POP' && delta && update.location.pathname !== page) {
          let isAnswered = false;
          let isAsking = true;
          whenLeaving(() => {
            // No blocker holds: the step stands. A yes given later takes the undone step again.
            if (isAsking) isAnswered = true;
            else history.go(delta);
          });
          isAsking = false;
          if (!isAnswered) {
            isUndoing = true;
            history.go(-delta);
            return;
          }
        }
        page = update.location.pathname;
        listener(update);
      });
    },
  };
}
