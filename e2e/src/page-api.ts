/** Calls from inside the signed-in page, with its bearer token, as the SPA makes them. */
import type { Page } from 'playwright-core';

export async function apiFromPage<T = unknown>(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const user = JSON.parse(localStorage.getItem('authUser') ?? 'null') as { jwtToken: string } | null;
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${user?.jwtToken ?? ''}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as { data: T; errors?: unknown } };
    },
    { method, url, body },
  );
}

export async function uploadFromPage(page: Page, formName: string, fileName: string, text: string) {
  return page.evaluate(
    async ({ formName, fileName, text }) => {
      const user = JSON.parse(localStorage.getItem('authUser') ?? 'null') as { jwtToken: string };
      const form = new FormData();
      form.append('uploadedFile', new Blob([text], { type: 'application/octet-stream' }), fileName);
      const response = await fetch(`/api/File/Upload?formName=${formName}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.jwtToken}` },
        body: form,
      });
      return { status: response.status, json: (await response.json()) as { data: { id: string } } };
    },
    { formName, fileName, text },
  );
}

/** A download's status, type and bytes (latin1 text), fetched with the page's token. */
export async function downloadFromPage(page: Page, url: string) {
  return page.evaluate(async (url) => {
    const user = JSON.parse(localStorage.getItem('authUser') ?? 'null') as { jwtToken: string };
    const r = await fetch(url, { headers: { authorization: `Bearer ${user.jwtToken}` } });
    const bytes = new Uint8Array(await r.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return { status: r.status, contentType: r.headers.get('content-type'), text };
  }, url);
}
