/**
 * GET /InterState/DownloadFile/{fileId} (spec §7.3): a document of an inter-state registration, served to whoever
 * may see the record (the owner, the SLDC roles, the TRANSCO). The documents table opens it with the session
 * (lib/download-file openFile); File/Show would ask the registrations' record check, which knows only their records.
 */
export function interStateFilePath(fileId: string): string {
  return `/InterState/DownloadFile/${encodeURIComponent(fileId)}`;
}
