import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../test/factories.ts';
import { stubFetch, success } from '../test/fetch-stub.ts';
import { stubXhr, xhrSuccess } from '../test/xhr-stub.ts';
import { ApiRequestError } from './api-client.ts';
import { completeLogin, getSession } from './auth-session.ts';
import { uploadFile } from './upload-file.ts';

const STORED = { id: '3b241101-e2bb-4255-8caf-4136c566a962', fileName: 'challan.pdf', kind: 'Pdf', sizeBytes: 9 };
const file = () => new File(['%PDF-1.4'], 'challan.pdf', { type: 'application/pdf' });

describe('uploadFile', () => {
  it('reports progress and answers the stored file', async () => {
    stubXhr(() => xhrSuccess(STORED));
    const progress: number[] = [];
    await expect(uploadFile(file(), { formName: 'TdsChallan', onProgress: (p) => progress.push(p) })).resolves.toEqual(
      STORED,
    );
    expect(progress).toEqual([50]);
  });

  it('refreshes the token once after a 401 and sends the upload again with the new one', async () => {
    completeLogin(buildSignedInUser({ jwtToken: 'jwt-1', refreshToken: 'refresh-1' }));
    stubFetch({
      'POST /api/Account/refresh-token': () => success(buildSignedInUser({ jwtToken: 'jwt-2', refreshToken: 'r-2' })),
    });
    const requests = stubXhr([
      () => ({ status: 401, body: { isSuccessful: false, data: null, errors: [] } }),
      () => xhrSuccess(STORED),
    ]);
    await expect(uploadFile(file(), { formName: 'TdsChallan' })).resolves.toEqual(STORED);
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer jwt-1', 'Bearer jwt-2']);
    expect(getSession().user?.jwtToken).toBe('jwt-2');
  });

  it('fails with the answer when the refresh fails too, and the session ends', async () => {
    completeLogin(buildSignedInUser());
    stubFetch({ 'POST /api/Account/refresh-token': () => new Response('', { status: 401 }) });
    const requests = stubXhr(() => ({ status: 401, body: { isSuccessful: false, data: null, errors: [] } }));
    const error = await uploadFile(file(), { formName: 'TdsChallan' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(requests).toHaveLength(1);
    expect(getSession().user).toBeNull();
  });
});
