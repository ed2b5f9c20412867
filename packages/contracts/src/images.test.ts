import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  CategoryRequestBody,
  CategoryRequestReply,
  CategoryThumbBody,
  CheckSafeBody,
  CreateImageBody,
  CreateImageReply,
  DeleteBulkBody,
  ImageIdeasBody,
  ImageItem,
  ImageSource,
  MineAllBody,
  NewCategoryBody,
  QueueReply,
  RegenerateBody,
  ReportBody,
  ReportType,
  RestartBody,
  SimilarBody,
  SizeName,
  UpdateCategoryBody,
} from './index';

/** The issues of a failed parse as "path: message", or [] when it parses. */
function issues(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/** Expects exactly one issue, on `field`, whose message names the field. */
function expectFieldError(schema: z.ZodMiniType, value: unknown, field: string) {
  const found = issues(schema, value);
  expect(found).toHaveLength(1);
  const [path, message] = found[0]!.split(': ');
  expect(path).toBe(field);
  expect(message).toContain(
    field
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop(),
  );
}

describe('enums', () => {
  it('has the spec lists', () => {
    expect(SizeName.options).toEqual(['square', 'landscape', 'portrait', 'custom']);
    expect(ImageSource.options).toEqual(['web', 'mobile', 'app', 'mobileapp', 'macweb', 'macapp']);
    expect(ReportType.options).toEqual(['inappropriate', 'explicit', 'offensive', 'violence', 'other']);
  });
});

describe('CreateImageBody (POST /images/)', () => {
  const valid = { description: 'a red fox in snow', model: 'photo2' };

  it('accepts a minimal body and fills the defaults', () => {
    expect(CreateImageBody.parse(valid)).toEqual({ ...valid, startGenerate: true, source: 'web', number: 1 });
  });

  it('accepts a full body, including the wizard’s', () => {
    const full = {
      name: 'Fox',
      startGenerate: true,
      description: 'a red fox',
      tags: ['fox', 'snow'],
      model: 'gemini25',
      size: 'custom',
      width: 2048,
      height: 256,
      quality: 'ultra',
      templateId: 't1',
      source: 'macapp',
      number: 4,
      steps: 60,
      seed: 4_294_967_295,
      language: 'en',
      length: 5,
      audio: true,
      videoImages: ['upload-1.png'],
    };
    expect(CreateImageBody.parse(full)).toEqual(full);
    expect(CreateImageBody.parse({ ...valid, steps: 5, seed: 0 })).toMatchObject({ steps: 5, seed: 0 });
  });

  it.each([
    [{ description: '  ' }, 'description'],
    [{ description: 'x'.repeat(4001) }, 'description'],
    [{ model: '' }, 'model'],
    [{ size: 'huge' }, 'size'],
    [{ width: 255 }, 'width'],
    [{ width: 2049 }, 'width'],
    [{ height: 100 }, 'height'],
    [{ height: 512.5 }, 'height'],
    [{ source: 'desktop' }, 'source'],
    [{ number: 0 }, 'number'],
    [{ number: 5 }, 'number'],
    [{ steps: 4 }, 'steps'],
    [{ steps: 61 }, 'steps'],
    [{ seed: -1 }, 'seed'],
    [{ seed: 4_294_967_296 }, 'seed'],
    [{ seed: '42' }, 'seed'],
    [{ startGenerate: 'yes' }, 'startGenerate'],
    [{ tags: 'fox' }, 'tags'],
    [{ tags: ['x'.repeat(101)] }, 'tags.0'],
    [{ length: 0 }, 'length'],
    [{ audio: 1 }, 'audio'],
    [{ videoImages: Array(11).fill('a') }, 'videoImages'],
    [{ language: 'x'.repeat(36) }, 'language'],
  ])('rejects %j naming %s', (patch, field) => {
    expectFieldError(CreateImageBody, { ...valid, ...patch }, field);
  });

  it('requires description and model', () => {
    expect(issues(CreateImageBody, {})).toEqual([
      'description: description must be text',
      'model: model must be text',
    ]);
  });
});

describe('replies', () => {
  it('parses the create and queue replies', () => {
    expect(CreateImageReply.parse({ filename: 'f', _id: 'i', credits: 12 })).toEqual({
      filename: 'f',
      _id: 'i',
      credits: 12,
    });
    expect(CreateImageReply.parse({ filename: 'f', _id: 'i', credits: 0, error: 'x' }).error).toBe('x');
    expect(QueueReply.parse({ count: 2, startedCount: 1 })).toEqual({ count: 2, startedCount: 1 });
    expect(QueueReply.safeParse({ count: -1, startedCount: 0 }).success).toBe(false);
  });

  it('parses an image item with the spec’s field names', () => {
    const item = {
      _id: 'i1',
      filename: 'fox-1',
      name: 'Fox',
      description: 'a fox',
      tags: ['fox'],
      model: 'photo2',
      width: 1024,
      height: 768,
      size: 'landscape',
      imageUrl: '/api/media/public/fox-1.png',
      imageThumbUrl: '/api/media/public/fox-1-thumb.webp',
      private: false,
      shareLink: null,
      userId: 'u1',
      likes: 3,
      views: 10,
      liked: false,
      featured: false,
      requestedOn: '2026-01-01T00:00:00.000Z',
      startedOn: '2026-01-01T00:00:01.000Z',
      finishedOn: '2026-01-01T00:00:09.000Z',
      message: null,
      credits: 2,
      steps: 30,
      categoryId: null,
      public: true,
      access: { canManage: false, canSwitchPrivacy: false, canReport: true },
    };
    expect(ImageItem.parse(item)).toEqual(item);
    expect(ImageItem.safeParse({ ...item, size: 'wide' }).success).toBe(false);
  });

  it('reads a category request or none', () => {
    expect(CategoryRequestReply.parse({ categoryRequest: null })).toEqual({ categoryRequest: null });
    expect(
      CategoryRequestReply.parse({ categoryRequest: { createdOn: 'a', finishedOn: null } }),
    ).toBeTruthy();
  });
});

describe('MineAllBody (POST /images/mine/all)', () => {
  it('pages by 20 from 0 by default, pictures unless videos are asked for', () => {
    expect(MineAllBody.parse({})).toEqual({ index: 0, limit: 20, media: 'image' });
    expect(MineAllBody.parse({ media: 'video' }).media).toBe('video');
    expect(MineAllBody.safeParse({ media: 'music' }).error?.issues[0]?.message).toBe(
      "media must be 'image' or 'video'",
    );
    expect(MineAllBody.parse({ index: 40, limit: 100, keywords: 'fox', models: ['photo2'] })).toMatchObject({
      limit: 100,
    });
  });
  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ index: -1 }, 'index'],
    [{ size: 'big' }, 'size'],
    [{ models: 'photo2' }, 'models'],
  ])('rejects %j naming %s', (body, field) => {
    expectFieldError(MineAllBody, body, field);
  });
});

describe('small bodies', () => {
  it('accepts valid bodies', () => {
    expect(RestartBody.parse({ id: 'i1' })).toEqual({ id: 'i1' });
    expect(RegenerateBody.parse({})).toEqual({});
    expect(RegenerateBody.parse({ newDescription: 'x', newLyrics: 'y', private: true })).toMatchObject({
      private: true,
    });
    expect(SimilarBody.parse({ keywords: ' sea ' })).toEqual({
      keywords: 'sea',
      index: 0,
      limit: 20,
    });
    expect(CheckSafeBody.parse({ text: 'hello' })).toEqual({ text: 'hello' });
    expect(ReportBody.parse({ type: 'violence' })).toEqual({ type: 'violence' });
  });

  it.each([
    [RestartBody, {}, 'id'],
    [RestartBody, { id: ' ' }, 'id'],
    [RegenerateBody, { private: 'yes' }, 'private'],
    [SimilarBody, { keywords: 'sea', limit: 21 }, 'limit'],
    [SimilarBody, { keywords: ' ' }, 'keywords'],
    [SimilarBody, { keywords: 'sea', index: -1 }, 'index'],
    [SimilarBody, { keywords: 'sea', index: 10_001 }, 'index'],
    [SimilarBody, { keywords: 'sea', index: '1' }, 'index'],
    [SimilarBody, { keywords: 'sea', tags: 'neon' }, 'tags'],
    [SimilarBody, { keywords: 'sea', models: 'art' }, 'models'],
    [SimilarBody, { keywords: 'sea', size: 'huge' }, 'size'],
    [SimilarBody, { keywords: 'sea', safe: 'yes' }, 'safe'],
    [CheckSafeBody, { text: 1 }, 'text'],
    [ReportBody, { type: 'spam' }, 'type'],
    [ReportBody, {}, 'type'],
  ] as const)('rejects an invalid field (%#)', (schema, body, field) => {
    expectFieldError(schema, body, field);
  });
});

describe('ImageIdeasBody (POST /openai/create-image-name-description)', () => {
  it('accepts keywords with the generator settings', () => {
    expect(ImageIdeasBody.parse({ keywords: 'fox, snow' })).toEqual({
      keywords: 'fox, snow',
      source: 'web',
      isVideo: false,
    });
    expect(
      ImageIdeasBody.parse({
        keywords: 'fox',
        isVideo: true,
        length: 10,
        audio: true,
        videoImages: ['a.png'],
      }),
    ).toMatchObject({ isVideo: true, length: 10 });
  });
  it.each([
    [{ keywords: '' }, 'keywords'],
    [{ keywords: 'fox', steps: 100 }, 'steps'],
    [{ keywords: 'fox', seed: 1.5 }, 'seed'],
    [{ keywords: 'fox', source: 'tv' }, 'source'],
    [{ keywords: 'fox', isVideo: 'no' }, 'isVideo'],
  ])('rejects %j naming %s', (body, field) => {
    expectFieldError(ImageIdeasBody, body, field);
  });
});

describe('category bodies', () => {
  it('accepts valid bodies', () => {
    expect(CategoryRequestBody.parse({ count: 5 })).toEqual({ count: 5 });
    expect(NewCategoryBody.parse({ name: '  Pets ' })).toEqual({ name: 'Pets' });
    expect(
      UpdateCategoryBody.parse({ categoryId: 'c1', categoryUpdates: [{ categoryId: 'c2', _id: 'i1' }] }),
    ).toEqual({ categoryId: 'c1', categoryUpdates: [{ categoryId: 'c2', _id: 'i1' }] });
    expect(UpdateCategoryBody.parse({ categoryId: 'c1', categoryName: 'Cats' })).toEqual({
      categoryId: 'c1',
      categoryUpdates: [],
      categoryName: 'Cats',
    });
    expect(CategoryThumbBody.parse({ categoryId: 'c1', imageThumbUrl: '/t.webp' })).toBeTruthy();
    expect(DeleteBulkBody.parse({ categoryId: 'c1', ids: ['a', 'b'] })).toEqual({
      categoryId: 'c1',
      ids: ['a', 'b'],
    });
  });

  it.each([
    [CategoryRequestBody, { count: 101 }, 'count'],
    [CategoryRequestBody, { count: 'abc' }, 'count'],
    [NewCategoryBody, { name: '   ' }, 'name'],
    [UpdateCategoryBody, { categoryId: '' }, 'categoryId'],
    [
      UpdateCategoryBody,
      { categoryId: 'c', categoryUpdates: [{ categoryId: 'c2' }] },
      'categoryUpdates.0._id',
    ],
    [UpdateCategoryBody, { categoryId: 'c', categoryName: ' ' }, 'categoryName'],
    [CategoryThumbBody, { categoryId: 'c' }, 'imageThumbUrl'],
    [DeleteBulkBody, { categoryId: 'c', ids: [] }, 'ids'],
    [DeleteBulkBody, { categoryId: 'c', ids: 'a' }, 'ids'],
  ] as const)('rejects an invalid field (%#)', (schema, body, field) => {
    expectFieldError(schema, body, field);
  });
});
