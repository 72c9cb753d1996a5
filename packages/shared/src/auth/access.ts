/**
 * The one access table (ARCHITECTURE §6, STYLE rule 4): which role may open which page (spec §2.2, pages.ts), which
 * nav items each role sees (spec §2.7, nav.ts) and which role may call which API permission or upload for which form
 * (api-access.ts). The server's guard, the web's route guards and the web's nav all read it; nothing else decides
 * access by role. In three modules so /login downloads only the pages (the package has no side effects).
 */
export * from './pages.ts';
export * from './nav.ts';
export * from './api-access.ts';
