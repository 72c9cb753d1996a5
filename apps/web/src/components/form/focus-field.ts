/**
 * Focusing the field of a form's dotted path, from the error summary's link (issue 36 item 3). Every bound input
 * carries its path as its `name` (form-fields.tsx, react-hook-form's register); a field that has no input of its own
 * (an upload, a list) marks its box with `data-field`. The field is focused without the browser's own scroll, then
 * its box — label, input and message — is scrolled into view below the app bar (the theme's scroll padding).
 */

/** The attribute that names the path of a field drawn without a named input (an upload, a list's rows). */
export const FIELD_PATH_ATTRIBUTE = 'data-field';

const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]), select, textarea, button, [href], [tabindex]:not([tabindex="-1"])';

/** The box of a field: its MUI form control, else a marked box, else the element itself. */
function boxOf(element: Element): Element {
  return element.closest(`.MuiFormControl-root, [${FIELD_PATH_ATTRIBUTE}]`) ?? element;
}

function named(root: ParentNode, path: string): Element | null {
  const quoted = CSS.escape(path);
  return root.querySelector(`[name="${quoted}"], [${FIELD_PATH_ATTRIBUTE}="${quoted}"]`);
}

/**
 * The element of `path`, or of the nearest enclosing path that has one ('units.1' → 'units'), or else the first
 * field under it ('units' → the first row's input).
 */
export function fieldElement(root: ParentNode, path: string): Element | null {
  const segments = path.split('.');
  for (let length = segments.length; length > 0; length -= 1) {
    const found = named(root, segments.slice(0, length).join('.'));
    if (found) return found;
  }
  return root.querySelector(`[name^="${CSS.escape(`${path}.`)}"]`);
}

/** Is focus on `element` one a user can see and type in (not a hidden input that kept it)? */
function holdsFocus(box: Element): boolean {
  const active = document.activeElement;
  return active !== null && box.contains(active) && active.matches(FOCUSABLE);
}

/**
 * Focuses the field of `path` inside `root` and brings its box into view; false when the form shows no such field.
 * The element of the path is focused first (a date box's hidden input hands focus on to the day), else the box's
 * first control (an upload's button, a list's first input).
 */
export function focusField(root: ParentNode, path: string): boolean {
  const element = fieldElement(root, path);
  if (!element) return false;
  const box = boxOf(element);
  if (element instanceof HTMLElement) element.focus({ preventScroll: true });
  if (!holdsFocus(box)) box.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  box.scrollIntoView?.({ block: 'nearest' });
  return true;
}
