import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { bomEncoding, guessLegacyEncoding, looksBinary, looksLikeTextBytes, utf16ByZeros } from './txt-text';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('encoding detection', () => {
  it('reads byte-order marks, telling UTF-32 LE from UTF-16 LE', () => {
    expect(bomEncoding(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe('utf-8');
    expect(bomEncoding(bytes(0xff, 0xfe, 0x41, 0x00))).toBe('utf-16le');
    expect(bomEncoding(bytes(0xfe, 0xff, 0x00, 0x41))).toBe('utf-16be');
    expect(bomEncoding(bytes(0xff, 0xfe, 0x00, 0x00))).toBe('utf-32le');
    expect(bomEncoding(bytes(0x00, 0x00, 0xfe, 0xff))).toBe('utf-32be');
    expect(bomEncoding(bytes(0x41, 0x42))).toBeUndefined();
  });

  it('recognises UTF-16 without a mark by its zero bytes', () => {
    const text = 'Honey bees dance on the comb.';
    expect(utf16ByZeros(iconv.encode(text, 'utf-16le'))).toBe('utf-16le');
    expect(utf16ByZeros(iconv.encode(text, 'utf-16be'))).toBe('utf-16be');
    expect(utf16ByZeros(Buffer.from(text))).toBeUndefined();
  });

  it('reads Latin-1-looking legacy text as windows-1252, as browsers do', () => {
    const french =
      "Il était une fois une reine des abeilles qui vivait près de la rivière, dans une ruche où l'été " +
      'durait longtemps. « Déjà ! » disaient les ouvrières en récoltant le pollen des fleurs du verger.';
    expect(guessLegacyEncoding(iconv.encode(french, 'windows-1252'))).toBe('windows-1252');
  });
});

describe('text or binary', () => {
  it('takes text starting like a magic number for text, and binary headers for binary', () => {
    expect(looksLikeTextBytes(Buffer.from('BMW and Mercedes make cars.\r\n'))).toBe(true);
    expect(looksLikeTextBytes(iconv.encode('Honey bees dance.', 'utf-16le'))).toBe(true);
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52);
    expect(looksLikeTextBytes(png)).toBe(false);
  });

  it('calls decoded text binary when it has NULs or many control codes', () => {
    expect(looksBinary('Bees.\n\tHoney.\r\n')).toBe(false);
    expect(looksBinary('Bees\u0000')).toBe(true);
    expect(looksBinary('a\u0001b\u0002c\u0003d\u0004')).toBe(true);
  });
});
