/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream format): text goes in as the network hands it
 * over, whole events come out. The notification stream is read with fetch (EventSource cannot send the bearer
 * token), so the browser's own parser is not available. A chunk may end anywhere: inside a line, between the CR
 * and the LF of a CRLF, or between the last line of an event and its blank line.
 */

export interface SseEvent {
  /** The `event:` field; 'message' when the event named none; 'retry' for a block with a `retry:` and no data. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The `id:` field of this event, when it had one. */
  id?: string;
  /** The `retry:` field (milliseconds) of this block, when it had a valid one. */
  retry?: number;
}

export interface SseParser {
  /** Feeds the next piece of decoded text; answers the events it completed, in order. */
  push(chunk: string): SseEvent[];
}

interface EventFields {
  event: string;
  data: string[];
  id?: string;
  retry?: number;
}

export function createSseParser(): SseParser {
  let pending = '';
  // A chunk that ended with CR: an LF at the start of the next one belongs to the same line break.
  let afterCr = false;
  let fields: EventFields = { event: '', data: [] };

  const takeLine = (line: string, out: SseEvent[]) => {
    if (line !== '') {
      readField(line, fields);
      return;
    }
    // Spec: a blank line with no data dispatches nothing (and forgets the event name). This client also hands over
    // a lone `retry:` — the server's "closing: come back in this long".
    const { id, retry } = fields;
    const extra = { ...(id === undefined ? {} : { id }), ...(retry === undefined ? {} : { retry }) };
    if (fields.data.length > 0) out.push({ event: fields.event || 'message', data: fields.data.join('\n'), ...extra });
    else if (retry !== undefined) out.push({ event: 'retry', data: '', retry });
    fields = { event: '', data: [] };
  };

  return {
    push(chunk) {
      let text = afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
      afterCr = text.endsWith('\r');
      text = pending + text;
      const lines = text.split(/\r\n|\r|\n/);
      // The last piece has no line break after it yet (a lone trailing CR has been counted as one).
      pending = afterCr ? '' : (lines.pop() ?? '');
      if (afterCr) lines.pop();
      const out: SseEvent[] = [];
      for (const line of lines) takeLine(line, out);
      return out;
    },
  };
}

/** One `name: value` line; comments (a leading ':') and fields this client does not use are skipped. */
function readField(line: string, fields: EventFields): void {
  if (line.startsWith(':')) return;
  const colon = line.indexOf(':');
  const name = colon === -1 ? line : line.slice(0, colon);
  let value = colon === -1 ? '' : line.slice(colon + 1);
  if (value.startsWith(' ')) value = value.slice(1);
  if (name === 'event') fields.event = value;
  else if (name === 'data') fields.data.push(value);
  else if (name === 'id' && !value.includes('\0')) fields.id = value;
  else if (name === 'retry' && /^\d+$/.test(value)) fields.retry = Number(value);
}
