import { describe, expect, it } from 'vitest';
import { TOPIC_REQUIRED, canSaveTopicEdit, topicNameFromFile, topicNameProblem } from './topic-form';

describe('topicNameProblem', () => {
  it('requires a name that is not taken and not too long', () => {
    expect(topicNameProblem('  ', [])).toBe(TOPIC_REQUIRED);
    expect(topicNameProblem('Prices', ['Prices'])).toBe('There is already a topic named "Prices".');
    expect(topicNameProblem(' Prices ', ['Prices'])).toBe('There is already a topic named "Prices".');
    expect(topicNameProblem('x'.repeat(201), [])).toMatch(/at most 200/);
    expect(topicNameProblem('Hours', ['Prices'])).toBeNull();
  });
  it('lets a renamed topic keep its own name', () => {
    expect(topicNameProblem('Prices', ['Prices'], 'Prices')).toBeNull();
  });
});

describe('topicNameFromFile', () => {
  it('names a topic after the file without its extension', () => {
    expect(topicNameFromFile('tax_rules-2024.pdf')).toBe('tax rules 2024');
    expect(topicNameFromFile('C:\\docs\\Handbook.docx')).toBe('Handbook');
    expect(topicNameFromFile('.txt')).toBe('Uploaded file');
    expect(topicNameFromFile(`${'a'.repeat(300)}.txt`)).toHaveLength(200);
  });
});

describe('canSaveTopicEdit', () => {
  const saved = { topic: 'Prices', text: 'A coffee is 3 €.' };
  it('is disabled while the text and name are unchanged', () => {
    expect(canSaveTopicEdit(saved, { ...saved }, ['Prices'])).toBe(false);
    expect(canSaveTopicEdit(saved, { topic: 'Prices', text: 'A coffee is 4 €.' }, ['Prices'])).toBe(true);
  });
  it('counts a usable rename as a change, and refuses a taken or blank name', () => {
    expect(canSaveTopicEdit(saved, { topic: 'Price list', text: saved.text }, ['Prices'])).toBe(true);
    expect(canSaveTopicEdit(saved, { topic: 'Hours', text: 'new' }, ['Prices', 'Hours'])).toBe(false);
    expect(canSaveTopicEdit(saved, { topic: ' ', text: 'new' }, ['Prices'])).toBe(false);
  });
});
