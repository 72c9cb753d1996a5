import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

/** Feeds the chunks in order and collects every event they complete. */
function parse(...chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe('createSseParser', () => {
  it('reads a named event and its data; an unnamed one is a message', () => {
    expect(parse('event: Ready\ndata: {}\n\n')).toEqual([{ event: 'Ready', data: '{}' }]);
    expect(parse('data: hello\n\n')).toEqual([{ event: 'message', data: 'hello' }]);
  });

  it('answers every event of a chunk, in order', () => {
    const chunk =
      'event: Ready\ndata: {}\n\nevent: BroadcastMessage\ndata: {}\n\nevent: BroadcastMessage\ndata: {"n":2}\n\n';
    expect(parse(chunk).map((e) => `${e.event} ${e.data}`)).toEqual([
      'Ready {}',
      'BroadcastMessage {}',
      'BroadcastMessage {"n":2}',
    ]);
  });

  it('puts an event split anywhere across chunks back together, and holds it until its blank line', () => {
    const parser = createSseParser();
    expect(parser.push('ev')).toEqual([]);
    expect(parser.push('ent: Broadcast')).toEqual([]);
    expect(parser.push('Message\nda')).toEqual([]);
    expect(parser.push('ta: {}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'BroadcastMessage', data: '{}' }]);
  });

  it('gives the same events whatever the chunk boundaries', () => {
    const text = 'event: Ready\ndata: {}\n\n: ping\n\nevent: SessionEnded\ndata: {}\n\n';
    const whole = parse(text);
    expect(whole.map((e) => e.event)).toEqual(['Ready', 'SessionEnded']);
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse(text.slice(0, cut), text.slice(cut))).toEqual(whole);
    }
    expect(parse(...text.split(''))).toEqual(whole);
  });

  it('skips comments, keep-alive pings and fields it does not use', () => {
    expect(parse(': ping\n\n')).toEqual([]);
    expect(parse(':ok\nevent: Ready\nid: 4\nretry: 100\n: between\nfoo: bar\ndata: {}\n\n')).toEqual([
      { event: 'Ready', data: '{}', id: '4', retry: 100 },
    ]);
  });

  it('accepts CRLF and lone CR line ends, also with the CR and the LF in different chunks', () => {
    expect(parse('event: Ready\r\ndata: {}\r\n\r\n')).toEqual([{ event: 'Ready', data: '{}' }]);
    expect(parse('event: Ready\rdata: {}\r\r')).toEqual([{ event: 'Ready', data: '{}' }]);
    expect(parse('event: Ready\r', '\ndata: {}\r', '\n\r', '\n')).toEqual([{ event: 'Ready', data: '{}' }]);
    // A CR then an LF in the next chunk is one line end, not a line end and a blank line.
    expect(parse('data: a\r', '\ndata: b\r\n\r\n')).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('joins data lines with a newline and strips one space after the colon only', () => {
    expect(parse('data:one\ndata:  two\ndata\n\n')).toEqual([{ event: 'message', data: 'one\n two\n' }]);
  });

  it('dispatches nothing for an event without data, and forgets its name', () => {
    expect(parse('event: Ready\n\ndata: {}\n\n')).toEqual([{ event: 'message', data: '{}' }]);
  });

  it('keeps an unfinished event out until the stream goes on', () => {
    expect(parse('event: Ready\ndata: {}\n')).toEqual([]);
  });
});

describe('createSseParser: id and retry (issue 35)', () => {
  it('keeps an event id and a retry with the event, and hands over a lone retry', () => {
    const parser = createSseParser();
    expect(
      parser.push('retry: 2000\nevent: Ready\ndata: {}\n\nid: 12\nevent: BroadcastMessage\ndata: {"id":12}\n\n'),
    ).toEqual([
      { event: 'Ready', data: '{}', retry: 2000 },
      { event: 'BroadcastMessage', data: '{"id":12}', id: '12' },
    ]);
    expect(parser.push('retry: 500\n\nretry: soon\n\n')).toEqual([{ event: 'retry', data: '', retry: 500 }]);
  });
});
