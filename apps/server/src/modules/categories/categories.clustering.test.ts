import { describe, expect, it } from 'vitest';
import { clusterDocuments, tokenize } from './categories.clustering';

const sunsets = [
  'a red sunset over the sea, watercolor',
  'golden sunset above a calm sea',
  'sunset on the sea with a small boat',
  'purple sunset and waves on the sea',
  'the sea at sunset, oil painting',
  'sunset reflections on a quiet sea',
];
const forests = [
  'a misty forest with tall trees',
  'autumn forest, orange trees',
  'trees in a dark forest at night',
  'a path through the forest trees',
  'pine trees of a snowy forest',
  'forest trees in spring light',
];
const docs = [...sunsets, ...forests].map((text, i) => ({ id: `i${i}`, text }));

describe('clustering images by their words', () => {
  it('drops stop words, short words and prompt filler', () => {
    expect(tokenize('A detailed photo of the Sea, at sunset!')).toEqual(['sea', 'sunset']);
  });

  it('finds the two subjects and names them by their top terms', async () => {
    const clusters = await clusterDocuments(docs, 2);
    expect(clusters).toHaveLength(2);
    const bySea = clusters.find((c) => c.ids.includes('i0'))!;
    const byForest = clusters.find((c) => c.ids.includes('i6'))!;
    expect([...bySea.ids].sort()).toEqual(['i0', 'i1', 'i2', 'i3', 'i4', 'i5']);
    expect([...byForest.ids].sort()).toEqual(['i10', 'i11', 'i6', 'i7', 'i8', 'i9']);
    expect(bySea.name).toMatch(/Sunset|Sea/);
    expect(byForest.name).toMatch(/Forest|Trees/);
    expect(await clusterDocuments(docs, 2)).toEqual(clusters);
  });

  it('leaves out of names a tag every image carries', async () => {
    const tagged = docs.map((d) => ({ ...d, text: `${d.text}\nlandscape` }));
    expect((await clusterDocuments(tagged, 2)).map((c) => c.name)).toEqual(['Sea Sunset', 'Forest Trees']);
  });

  it('never makes more clusters than distinct texts, and none for k = 0', async () => {
    const same = [1, 2, 3].map((i) => ({ id: `s${i}`, text: 'blue whale' }));
    expect(await clusterDocuments(same, 5)).toEqual([{ name: 'Blue Whale', ids: ['s1', 's2', 's3'] }]);
    expect(await clusterDocuments(docs, 0)).toEqual([]);
  });

  it('keeps names unique against existing ones', async () => {
    const same = [1, 2].map((i) => ({ id: `s${i}`, text: 'blue whale' }));
    expect((await clusterDocuments(same, 1, ['blue whale']))[0]!.name).toBe('Blue Whale 2');
    const empty = [{ id: 'e', text: 'the a of' }];
    expect((await clusterDocuments(empty, 1, ['Other']))[0]!.name).toBe('Other 2');
  });
});
