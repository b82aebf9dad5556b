import { describe, expect, it } from 'vitest';
import { readFormBody } from './form-body';

const post = (body: BodyInit | null, type?: string) =>
  new Request('http://localhost/form', {
    method: 'POST',
    headers: type ? { 'content-type': type } : {},
    ...(body === null ? {} : { body }),
  });

describe('readFormBody', () => {
  it('reads a urlencoded and a multipart form', async () => {
    const plain = await readFormBody(
      post('email=a%40example.com&name=Gr%C3%BC%C3%9Fe', 'application/x-www-form-urlencoded'),
    );
    expect(plain.status === 'ok' && [plain.form.get('email'), plain.form.get('name')]).toEqual([
      'a@example.com',
      'Grüße',
    ]);
    const data = new FormData();
    data.set('email', 'b@example.com');
    const multipart = await readFormBody(new Request('http://localhost/form', { method: 'POST', body: data }));
    expect(multipart.status === 'ok' && multipart.form.get('email')).toBe('b@example.com');
  });

  it('reads an empty form as no fields', async () => {
    const empty = await readFormBody(post('', 'application/x-www-form-urlencoded; charset=utf-8'));
    expect(empty.status === 'ok' && [...empty.form.keys()]).toEqual([]);
  });

  it.each([
    ['no body and no type', post(null), 415],
    ['JSON', post('{"email":"a@example.com"}', 'application/json'), 415],
    ['text', post('email=a', 'text/plain'), 415],
    ['too large', post(`email=${'a'.repeat(70_000)}`, 'application/x-www-form-urlencoded'), 413],
    ['invalid UTF-8', post(new Uint8Array([0x65, 0x3d, 0xff, 0xfe]), 'application/x-www-form-urlencoded'), 400],
    ['a broken multipart body', post('--x\r\nnonsense', 'multipart/form-data; boundary=x'), 400],
    ['multipart without a boundary', post('a=1', 'multipart/form-data'), 400],
  ])('answers %s with %i', async (_name, request, status) => {
    const body = await readFormBody(request);
    expect(body.status === 'ok' ? 200 : body.httpStatus).toBe(status);
  });
});
