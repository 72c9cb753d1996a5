import { createContext } from 'react';

/** True under the signed-in layout: a status page there is a section of the page, not a page of its own. */
export const InLayoutContext = createContext(false);
