import { describe, expect, it } from 'vitest';
import { galleryImageSchemas, projectSchema } from './schemas/project.ts';
import { acceptUploadsPublicUrl, isAcceptedImageUrl } from './image-urls.ts';
import { ar } from './messages/ar.ts';
import { en } from './messages/en.ts';

describe('image addresses', () => {
  it.each(['/uploads/abc_DEF-123.webp', '/uploads/abc-480w.webp', 'https://images.example.com/villa.jpg', 'https://cdn.example.com/a/b.png?w=800'])('accepts %s', (url) =>
    expect(isAcceptedImageUrl(url)).toBe(true),
  );

  it.each([
    ['a backslash a browser reads as //', '/\\evil.test/x.png'],
    ['a protocol-relative address', '//evil.test/x.png'],
    ['plain http, which the page policy blocks', 'http://images.example.com/villa.jpg'],
    ['a climb out of the uploads', '/uploads/../data/site.db'],
    ['an empty segment', '/uploads//x.webp'],
    ['another same-site path', '/admin/logo.png'],
    ['a script address', 'javascript:alert(1)'],
    ['a backslash inside an https address', 'https://good.test\\@evil.test/x.png'],
    ['credentials in an https address', 'https://user:pass@evil.test/x.png'],
  ])('refuses %s', (_, url) => expect(isAcceptedImageUrl(url)).toBe(false));

  it('gives the gallery the same clear message', () => {
    const result = galleryImageSchemas.en.safeParse({ url: '/\\evil.test/x.png', alt: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(en.projects.imageUrlPattern);
    expect(galleryImageSchemas.ar.safeParse({ url: '/\\evil.test/x.png', alt: 'x' }).error?.issues[0]?.message).toBe(ar.projects.imageUrlPattern);
    expect(projectSchema.shape.imageUrl.safeParse('http://evil.test/x.png').error?.issues[0]?.message).toBe(en.projects.imageUrlPattern);
  });

  it('accepts the configured bucket address once the server announces it, and nothing beside it', () => {
    const bucket = 'http://127.0.0.1:4409/nile-uploads';
    expect(isAcceptedImageUrl(`${bucket}/abc.webp`)).toBe(false);
    acceptUploadsPublicUrl(bucket);
    expect(isAcceptedImageUrl(`${bucket}/abc.webp`)).toBe(true);
    expect(isAcceptedImageUrl(`${bucket}/../x.webp`)).toBe(false);
    expect(isAcceptedImageUrl('http://127.0.0.1:4409/other/abc.webp')).toBe(false);
  });
});
