/**
 * A stand-in for XMLHttpRequest (uploads use it for progress events): each send is answered by `handler`, after one
 * progress event at half way. Undone by the setup's `vi.unstubAllGlobals()`.
 */
import { vi } from 'vitest';

export interface XhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

export interface XhrAnswer {
  status: number;
  body: unknown;
}
export type XhrHandler = (request: XhrRequest) => XhrAnswer | Promise<XhrAnswer>;

/** An envelope answer like the fetch stub's `success`. */
export function xhrSuccess(data: unknown): XhrAnswer {
  return { status: 200, body: { isSuccessful: true, data } };
}

/** A failure about request fields: `{ uploadedFile: ['Invalid file. Please upload pdf file'] }`. */
export function xhrFieldFailure(errors: Record<string, string[]>, status = 400): XhrAnswer {
  const entries = Object.entries(errors).map(([fieldName, errorMessages]) => ({ fieldName, errorMessages }));
  return { status, body: { isSuccessful: false, data: null, errors: entries } };
}

/** Installs the fake; answers the list the requests are recorded in. A handler list is answered in order. */
export function stubXhr(handlers: XhrHandler | XhrHandler[]): XhrRequest[] {
  const requests: XhrRequest[] = [];
  const list = Array.isArray(handlers) ? handlers : [handlers];
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private request: XhrRequest = { method: '', url: '', headers: {}, body: new FormData() };

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const request = { ...this.request, body };
      const handler = list[Math.min(requests.length, list.length - 1)]!;
      requests.push(request);
      void Promise.resolve(handler(request)).then((answer) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = answer.status;
        this.statusText = answer.status === 200 ? 'OK' : 'Error';
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}
