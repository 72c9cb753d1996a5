/** The SMTP sink of the browser tests: the server's test sink, plus waiting for a mail to arrive. */
import { codeIn, startSmtpSink, type SmtpSink } from '../../apps/server/src/test/smtp-sink.ts';

export { startSmtpSink, type SmtpSink };

/** Waits for the n-th mail to `to` (counting from 1) and returns its verification code. */
export async function waitForCode(sink: SmtpSink, to: string, nth = 1, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = sink.received.filter((m) => m.to.includes(to.toLowerCase()));
    const code = mails[nth - 1] ? codeIn(mails[nth - 1]!.raw) : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no mail #${nth} to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
