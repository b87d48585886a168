import fc from 'fast-check';

/** Path parameters as a stranger would write them: valid, out of range, of the wrong type, or hostile. */
export const paramValue = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', '9007199254740993', '99999999999999999999999', 'NaN', 'abc', '%00', '..%2F..%2Fetc', '%F0%9F%8F%9B', ' 1', '0x10'),
  fc.string({ maxLength: 40 }).map((value) => encodeURIComponent(value) || 'x'),
  fc.constant('a'.repeat(3000)),
);

export const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz-boundary',
  'multipart/form-data',
  'image/png',
  'application/json; charset=utf-16',
  ';;;',
);

/** Mostly the site's own origin, so requests get past the origin check and reach the handlers. */
export const origin = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>('http://localhost') },
  { weight: 1, arbitrary: fc.constantFrom<string | undefined>(undefined, 'https://evil.test', 'null', 'http://localhost:1', 'http://localhost.evil.test') },
);

const deeplyNested = fc.integer({ min: 50, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

const multipartBody = fc
  .record({
    field: fc.constantFrom('image', 'file', 'image[]', ''),
    filename: fc.constantFrom('a.png', '../../etc/passwd', 'x'.repeat(300), 'photo.jpg\u0000.php'),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      fc.constant('\x89PNG\r\n\x1a\n'),
    ),
    closed: fc.boolean(),
  })
  .map(
    ({ field, filename, data, closed }) =>
      `--fuzz-boundary\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${data}\r\n${closed ? '--fuzz-boundary--\r\n' : ''}`,
  );

/** Bodies of the wrong type, shape, size and nesting; valid JSON and broken bytes alike. */
export const body = fc.oneof(
  { weight: 4, arbitrary: fc.json({ depthSize: 'small' }) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          title: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
          slug: fc.oneof(fc.string(), fc.constant('a-valid-slug')),
          email: fc.oneof(fc.emailAddress(), fc.string()),
          password: fc.oneof(fc.string(), fc.constant('x'.repeat(10_000))),
          approved: fc.oneof(fc.boolean(), fc.string(), fc.constant(1)),
          featured: fc.oneof(fc.boolean(), fc.constant('true')),
          galleryImages: fc.oneof(fc.array(fc.anything(), { maxLength: 3 }), fc.string()),
          imageUrl: fc.constantFrom('/uploads/a.webp', '/\\evil.test/x.png', 'javascript:alert(1)', 'https://example.com/a.png', ''),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"x":1}}}', '{', '\u0000', '[]', 'null', '""') },
  { weight: 1, arbitrary: deeplyNested },
  { weight: 1, arbitrary: fc.integer({ min: 200_000, max: 400_000 }).map((size) => JSON.stringify({ message: 'x'.repeat(size) })) },
  { weight: 1, arbitrary: multipartBody },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

export const cookieKind = fc.oneof(
  { weight: 5, arbitrary: fc.constant('admin') },
  { weight: 1, arbitrary: fc.constantFrom('none', 'pending', 'garbage', 'expired-format', 'huge') },
);

export const queryString = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?page=0', '?page=-1', '?page=abc', '?page=1e9', '?admin=x', '?action=%00', '?action=user.approved&admin=1', '?page=2&page=3'),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }).map((entries) => `?${new URLSearchParams(entries)}`),
);

export const otherMethod = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
