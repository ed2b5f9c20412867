import { describe, expect, it } from 'vitest';
import { inVoice } from './lyric-voice';

describe('lyric voice', () => {
  it('turns a line of we into a line of I, verbs and all', () => {
    expect(inVoice('we were young and we were #end#', 'I')).toBe('I was young and I was #end#');
    expect(inVoice('our hearts are burning #end#', 'I')).toBe('my heart is burning #end#');
    expect(inVoice('we lost ourselves #end#', 'I')).toBe('I lost myself #end#');
    expect(inVoice('we’re young and we’re #end#', 'I')).toBe('I’m young and I’m #end#');
    expect(inVoice('the river carried us #end#', 'I')).toBe('the river carried me #end#');
    expect(inVoice('we met #end#', 'I')).toBe('I met you #end#');
  });

  it('turns a line of I into a line of we', () => {
    expect(inVoice('I was dreaming of #kw# #end#', 'we')).toBe('we were dreaming of #kw# #end#');
    expect(inVoice('I’m here #end#', 'we')).toBe('we’re here #end#');
    expect(inVoice('I wasn’t ready for the rain', 'we')).toBe('we weren’t ready for the rain');
    expect(inVoice('we weren’t ready for the rain', 'I')).toBe('I wasn’t ready for the rain');
    expect(inVoice('you make me feel #end#', 'we')).toBe('you make us feel #end#');
    expect(inVoice('in my heart', 'we')).toBe('in our heart');
  });

  it('keeps “you” and “you and I” as they are, and a line already in the voice', () => {
    expect(inVoice('you and I were floating #end#', 'we')).toBe('you and I were floating #end#');
    expect(inVoice('just you and me #end#', 'I')).toBe('just you and me #end#');
    expect(inVoice('I swore I’d never #end#', 'I')).toBe('I swore I’d never #end#');
    expect(inVoice('we were singing #end#', 'we')).toBe('we were singing #end#');
  });
});
