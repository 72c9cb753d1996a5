/** Production logging (issue 14): the lines of one event-loop turn reach stdout in one write, none is lost. */
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { batchedStdout, loggerOptions } from './logging.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched stdout', () => {
  it('writes the lines of a turn at once, in order, after the turn', async () => {
    const writes: string[] = [];
    const sink = batchedStdout({ write: (chunk) => writes.push(chunk) }, () => undefined);
    sink.write('a\n');
    sink.write('b\n');
    sink.write('c\n');
    expect(writes).toEqual([]);
    await turn();
    expect(writes).toEqual(['a\nb\nc\n']);
    sink.write('d\n');
    await turn();
    expect(writes).toEqual(['a\nb\nc\n', 'd\n']);
  });

  it('writes at once past 64 KB, and what is pending when the process exits', async () => {
    const writes: string[] = [];
    let atExit = () => undefined as void;
    const sink = batchedStdout({ write: (chunk) => writes.push(chunk) }, (flush) => (atExit = flush));
    const big = `${'x'.repeat(40_000)}\n`;
    sink.write(big);
    sink.write(big);
    expect(writes).toEqual([big + big]);
    sink.write('last\n');
    atExit();
    expect(writes).toEqual([big + big, 'last\n']);
    await turn();
    expect(writes).toHaveLength(2);
  });

  it('carries the request logs and the errors of a Fastify app, credentials redacted', async () => {
    const lines: string[] = [];
    const sink = batchedStdout({ write: (chunk) => lines.push(...chunk.split('\n').filter(Boolean)) }, () => undefined);
    const app = Fastify({ logger: loggerOptions('info', { production: true, stream: sink }) });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    await app.inject({ method: 'GET', url: '/ok', headers: { authorization: 'Bearer secret-token' } });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    await turn();
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; level: number; req?: { url: string } });
    expect(logged.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url)).toEqual(['/ok', '/boom']);
    expect(logged.some((l) => l.level === 50 && l.msg === 'boom')).toBe(true);
    expect(lines.join('\n')).not.toContain('secret-token');
  });
});
