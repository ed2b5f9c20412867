import { describe, expect, it } from 'vitest';
import { AiSession } from './ai-session';

const picture = { width: 512, height: 384 };
const square = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
  { x: 10, y: 10 },
];

describe('the AI tools’ session', () => {
  it('starts each tool’s settings afresh when the tool changes', () => {
    const session = new AiSession();
    session.enter('fluxdevcanny', 'a fox', picture);
    session.change({ prompt: 'a wolf', steps: 40 });
    session.enter('kontext', 'a fox', picture);
    expect(session.get().settings).toMatchObject({ prompt: '', imageWeight: 0.4, promptWeight: 2.5 });
    session.enter('fluxdevcanny', 'a fox', picture);
    expect(session.get().settings).toMatchObject({ prompt: 'a fox', steps: 25 });
  });

  it('keeps the lasso between the two area edits, and drops it for other tools', () => {
    const session = new AiSession();
    session.enter('inpaint2', '', picture);
    session.addPath(square);
    session.enter('inpaint5', '', picture);
    expect(session.get().paths).toHaveLength(1);
    session.enter('rembg', '', picture);
    expect(session.get().paths).toHaveLength(0);
  });

  it('keeps a rectangle being typed like the lasso, and drops it after a result', () => {
    const session = new AiSession();
    const rectangle = { x: 10, y: 20, width: 30, height: 40 };
    session.enter('inpaint2', '', picture);
    session.setRectangle(rectangle);
    session.enter('inpaint5', '', picture);
    expect(session.get().rectangle).toEqual(rectangle);
    session.finish({ tool: 'inpaint5', kind: 'done', credits: 1 }, picture);
    expect(session.get().rectangle).toBeNull();
    session.setRectangle(rectangle);
    session.enter('upscale', '', picture);
    expect(session.get().rectangle).toBeNull();
  });

  it('after a result clears the lasso and starts expand from the new size, keeping the position', () => {
    const session = new AiSession();
    session.enter('outpaint-model2', '', picture);
    session.changeOutpaint({ anchor: 'left', width: 768 });
    session.finish({ tool: 'outpaint-model2', kind: 'done', credits: 0 }, { width: 768, height: 384 });
    expect(session.get().settings?.outpaint).toMatchObject({ width: 896, height: 384, anchor: 'left' });
    expect(session.get().outcome).toEqual({ tool: 'outpaint-model2', kind: 'done', credits: 0 });
  });

  it('keeps everything after a failure, to try again', () => {
    const session = new AiSession();
    session.enter('inpaint2', '', picture);
    session.addPath(square);
    session.finish({ tool: 'inpaint2', kind: 'error', message: 'No.' });
    expect(session.get().paths).toHaveLength(1);
    expect(session.get().run).toBeNull();
  });
});
