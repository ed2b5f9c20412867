import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, fileProblem, uploadFailureMessage, uploadPercent } from './upload';

describe('fileProblem', () => {
  it('accepts pdf, doc, docx and txt up to 200,000,000 bytes', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.txt'])
      expect(fileProblem({ name, size: 10 })).toBeNull();
    expect(fileProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(fileProblem({ name: 'big.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'This file is larger than 200 MB.',
    );
  });
  it('refuses other types and empty files', () => {
    expect(fileProblem({ name: 'photo.png', size: 10 })).toMatch(/PDF, Word/);
    expect(fileProblem({ name: 'noextension', size: 10 })).toMatch(/PDF, Word/);
    expect(fileProblem({ name: 'empty.txt', size: 0 })).toBe('This file is empty.');
  });
  it('gives the picker the same list', () => {
    expect(UPLOAD_ACCEPT).toBe('.pdf,.doc,.docx,.txt');
  });
});

describe('uploadPercent', () => {
  it('rounds down so 100 means everything was sent', () => {
    expect(uploadPercent(0, 1000)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(999, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(2000, 1000)).toBe(100);
  });
  it('is 0 when the total is unknown', () => {
    expect(uploadPercent(500, 0)).toBe(0);
    expect(uploadPercent(500, Number.NaN)).toBe(0);
  });
});

describe('uploadFailureMessage', () => {
  const body = (message: string) => JSON.stringify({ error: { code: 'x', message } });
  it("shows the server's message for a 4xx", () => {
    expect(uploadFailureMessage(415, body('Only pdf, doc, docx and txt files can be read.'))).toBe(
      'Only pdf, doc, docx and txt files can be read.',
    );
    expect(uploadFailureMessage(413, body('Too large'))).toBe('Too large');
    expect(uploadFailureMessage(422, body('No text in this file'))).toBe('No text in this file');
  });
  it('stays silent otherwise (the progress just resets)', () => {
    expect(uploadFailureMessage(500, body('boom'))).toBeNull();
    expect(uploadFailureMessage(0, '')).toBeNull();
    expect(uploadFailureMessage(413, '<html>nginx</html>')).toBeNull();
  });
});
