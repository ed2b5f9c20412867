import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startHarness, type Harness } from '../../testing/harness';

// An office trained the way owners train one most often: documents pasted as topics, no Q&A pairs. Visitors
// ask in their own words, through the real route.
const GUIDE = `Harbour Museum — Visitor Guide

Opening hours

The museum is open Tuesday to Sunday, 10:00 to 17:00. We are closed on Mondays.

Tickets and prices

- Adult ticket: 16 euros.
- Seniors over 65: 11 euros.
- Children under 18: free.

Food and shops

The Galley Café on the ground floor serves soup, sandwiches and coffee.

Frequently asked questions

How long does a visit take?
Most visitors spend two to three hours.

Can I bring my dog?
Assistance dogs are welcome; other pets are not allowed inside.`;

const FAQ = `Speaker FAQ

Does it float?
No. The speaker sinks, so keep it away from pools and the sea.

What is the range?
Bluetooth 5.3 gives a range of about 30 metres in open air, less through walls.`;

describe('answering from pasted documents alone', () => {
  let h: Harness;
  let owner: string;
  let officeId: string;
  const NOINFO = 'Sorry, I only know about the Harbour Museum.';

  const req = (url: string, cookie: string | undefined, payload: unknown) =>
    h.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload as object });
  const ask = async (question: string) => {
    const res = await req('/api/openai/ask-question', undefined, { officeId, question });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().answer as string;
  };

  beforeAll(async () => {
    h = await startHarness({}, { workers: false });
    owner = await sessionFor(h, 'curator@example.com');
    officeId = (await req('/api/offices/newOffice', owner, { type: 'aiChat' })).json()._id;
    await req(`/api/offices/${officeId}/updateAssistant/0`, owner, { personality: { noinfo: NOINFO } });
    for (const [topic, text] of [
      ['Visitor guide', GUIDE],
      ['Speaker FAQ', FAQ],
    ]) {
      const saved = await req('/api/ai/save-page', owner, { officeId, topic, text, pageUrl: '' });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => {
    await h?.close();
  });

  it('answers questions worded differently from the text, from the passage that answers them', async () => {
    expect(await ask('what do seniors pay?')).toContain('11 euros');
    expect(await ask("When's it open?")).toContain('10:00 to 17:00');
    expect(await ask('can I get a sandwich')).toContain('Galley Café');
    expect(await ask('how long do people usually stay')).toContain('two to three hours');
    expect(await ask('will it float in the pool')).toContain('sinks');
    expect(await ask('how far can my phone be from the speaker')).toContain('30 metres');
  });

  it('answers a list item alone, without the heading glued to it', async () => {
    const answer = await ask('how much for an adult');
    expect(answer).toContain('16 euros');
    expect(answer).not.toContain('Tickets and prices');
  });

  it('gives the noinfo answer to small talk and to other subjects', async () => {
    expect(await ask('thanks so much!')).toBe(NOINFO);
    expect(await ask('how many bones are in the human body')).toBe(NOINFO);
    expect(await ask('who won the football world cup')).toBe(NOINFO);
  });

  it('answers from a changed document at once', async () => {
    await req('/api/ai/save-page', owner, {
      officeId,
      topic: 'Speaker FAQ',
      text: FAQ.replace('about 30 metres', 'about 50 metres'),
      pageUrl: '',
    });
    expect(await ask('how far can my phone be from the speaker')).toContain('50 metres');
    expect(await ask('what do seniors pay?')).toContain('11 euros');
  });
});
