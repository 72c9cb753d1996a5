/**
 * The spec's wire format sends MD5 hex of passwords and verification codes (spec §5 Login, §7.1). This is transport
 * compatibility only: the server stores a slow salted hash of this value, never the MD5 itself (ARCHITECTURE §6).
 */
import { md5 } from 'js-md5';

export function md5Hex(text: string): string {
  return md5(text);
}

export const MD5_HEX_PATTERN = /^[a-f0-9]{32}$/i;
