import type { Insertable, ItemsTable } from '@muse/db';
import { expect } from 'vitest';
import { accountFor, cookieOf, readCodeFromOutbox, type Harness } from '../../testing/harness';

/**
 * Test data of the account-erasure test: an account ("Vera") with rows in every module, made the way the
 * product makes them where that is quick (signing in over a guest, claiming, liking, reporting, inviting),
 * written directly where a flow needs engines or a provider; and a bystander ("Bob") whose data touches
 * hers: her likes, reports, messages and membership in his office, an extension of his track, his card she
 * redeemed. The test then deletes Vera and checks what is left.
 */

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

export interface Seeded {
  vera: Person & { guestId: string };
  bob: Person;
  /** files of Vera's that must be gone afterwards */
  veraFiles: string[];
  /** files that must stay (Bob's, and the picture of the card she paid for) */
  keptFiles: string[];
  bobImage: string;
  bobTrack: string;
  bobExtension: string;
  bobOffice: string;
  bobCard: string;
  veraPaidCard: string;
  /** a word only Vera's image description has (the search index must forget it) */
  veraWord: string;
}

const now = () => new Date().toISOString();
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function item(
  id: string,
  userId: string,
  over: Partial<Insertable<ItemsTable>> = {},
): Insertable<ItemsTable> {
  return {
    id,
    kind: 'image',
    filename: id,
    userId,
    description: 'a quiet harbour',
    model: 'art',
    width: 64,
    height: 64,
    private: 0,
    likes: 0,
    requestedOn: now(),
    startedOn: now(),
    finishedOn: now(),
    imageKey: `public/images/${id}.png`,
    thumbKey: `public/images/thumbs/${id}.webp`,
    createdAt: now(),
    updatedAt: now(),
    ...over,
  };
}

function track(id: string, userId: string): Insertable<ItemsTable> {
  const base = `private/music/${id}/run1`;
  return item(id, userId, {
    kind: 'music',
    musicType: 'song',
    lyrics: '[Verse]\nboats',
    keywords: 'boats',
    imageKey: `${base}.png`,
    thumbKey: `${base}-thumb.webp`,
    audioKey: `${base}.mp3`,
    midiKey: `${base}.mid`,
    stateKey: `private/music-state/${id}/run1.json`,
    lengthSeconds: 10,
  });
}

/** Signs in by email over a guest session, as a visitor who tried Muse first does: the guest merges. */
async function signInOverGuest(h: Harness, email: string): Promise<Person & { guestId: string }> {
  const guest = await h.app.inject({ method: 'POST', url: '/api/auth/guest' });
  const guestCookie = cookieOf(guest);
  const guestId = guest.json<{ userId: string }>().userId;
  const before = now();
  await h.app.inject({ method: 'POST', url: '/api/auth/email/start', payload: { email } });
  const code = await readCodeFromOutbox(h, email, before);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/email/verify',
    headers: { cookie: guestCookie },
    payload: { email, code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json<{ userId: string }>().userId, email, cookie: cookieOf(res), guestId };
}

export async function seedEveryModule(h: Harness): Promise<Seeded> {
  const { db, blobs, services } = h.ctx;
  const vera = await signInOverGuest(h, 'vera@example.com');
  const bob = await accountFor(h, 'bob@example.com');
  const post = (url: string, cookie: string, payload: object = {}) =>
    h.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const put = async (key: string) => {
    await blobs.put(key, Buffer.from(key), {
      contentType: 'application/octet-stream',
      visibility: key.startsWith('public/') ? 'public' : 'private',
    });
    return key;
  };

  // auth and users: another device's session, a wrong-code record, an email confirmation, an identity.
  await accountFor(h, vera.email);
  await db
    .insertInto('signInFailures')
    .values({
      email: vera.email,
      address: '203.0.113.9',
      failures: 1,
      lastFailureAt: now(),
      nextTryAt: now(),
    })
    .execute();
  await db
    .insertInto('emailVerifications')
    .values({
      id: 'ev-vera',
      userId: vera.id,
      email: vera.email,
      codeHash: 'x',
      createdAt: now(),
      expiresAt: later(1),
      consumedAt: null,
    })
    .execute();
  await services.users.linkIdentity('google', 'google-sub-vera', vera.id);

  // credits: a purchase, a download key that names her, an admin grant (audit log).
  await services.credits.grant(vera.id, 100, {
    reason: 'purchase:credits-small',
    idempotencyKey: 'seed-buy',
  });
  await services.credits.spend(vera.id, 1, {
    reason: 'download picture',
    idempotencyKey: `download:bob-image:${vera.id}`,
  });
  // Vera is an admin too (the test's ADMIN_EMAILS): she granted Bob credits, and an admin granted her some.
  const admin = await accountFor(h, 'admin@example.com');
  const asAdmin = (p: { id: string; email: string }) => ({
    userId: p.id,
    sessionId: 's',
    email: p.email,
    isGuest: false,
    isAdmin: true,
  });
  await services.admin.grantCredits(asAdmin({ id: admin.userId, email: admin.email }), vera.id, 5, 'sorry');
  await services.admin.grantCredits(asAdmin(vera), bob.userId, 5, 'thanks');

  // images: hers (public and private, with files and a watermarked copy), likes and a report on Bob's.
  const veraWord = 'zanzibarian';
  const files: string[] = [];
  const keptFiles: string[] = [];
  await db
    .insertInto('items')
    .values([
      item('vera-public', vera.id, { description: `a ${veraWord} sunset` }),
      item('vera-private', vera.id, {
        private: 1,
        imageKey: 'private/images/vera-private.png',
        thumbKey: 'private/images/thumbs/vera-private.webp',
      }),
      item('bob-image', bob.userId),
      track('vera-track', vera.id),
      track('bob-track', bob.userId),
    ])
    .execute();
  for (const id of ['vera-public', 'bob-image'])
    (id === 'bob-image' ? keptFiles : files).push(
      await put(`public/images/${id}.png`),
      await put(`public/images/thumbs/${id}.webp`),
    );
  files.push(
    await put('private/images/vera-private.png'),
    await put('private/images/thumbs/vera-private.webp'),
    await put('private/downloads/vera-public/muse-vera-public.png'),
  );
  for (const [id, list] of [
    ['vera-track', files],
    ['bob-track', keptFiles],
  ] as const) {
    for (const ext of ['.png', '-thumb.webp', '.mp3', '.mid'])
      list.push(await put(`private/music/${id}/run1${ext}`));
    list.push(await put(`private/music-state/${id}/run1.json`));
  }
  expect((await post('/api/images/bob-image/like', vera.cookie)).statusCode).toBe(200);
  expect((await post('/api/images/bob-image/report', vera.cookie, { type: 'other' })).statusCode).toBe(200);
  expect((await post('/api/images/vera-public/like', bob.cookie)).statusCode).toBe(200);
  await db
    .insertInto('itemReactions')
    .values({ itemId: 'bob-track', userId: vera.id, value: 1, createdAt: now() })
    .execute();
  await db.updateTable('items').set({ likes: 2 }).where('id', '=', 'bob-track').execute();

  // categories: a board and an auto-sort request.
  await db
    .insertInto('categories')
    .values({ id: 'vera-board', userId: vera.id, name: 'Sunsets', imageThumbUrl: null, createdAt: now() })
    .execute();
  await db.updateTable('items').set({ categoryId: 'vera-board' }).where('id', '=', 'vera-public').execute();
  await db
    .insertInto('categoryRequests')
    .values({
      id: 'vera-sort',
      userId: vera.id,
      count: 3,
      createdOn: now(),
      finishedOn: now(),
      message: null,
    })
    .execute();

  // music: her extension of Bob's track, Bob's extension of hers, her like of Bob's, runs and feedback.
  const extension = (id: string, itemId: string, userId: string, likes = 0) => ({
    id,
    itemId,
    userId,
    continueExtensionId: null,
    startSeconds: 0,
    endSeconds: 10,
    overlapSeconds: 2,
    extensionSeconds: 10,
    lengthSeconds: 20,
    description: 'more',
    complexity: 1,
    previousLength: 10,
    previousFilename: itemId,
    model: 'mozart',
    seed: 1,
    likes,
    requestedOn: now(),
    startedOn: now(),
    finishedOn: now(),
    message: null,
    audioKey: `private/music/${itemId}/ext-${id}.mp3`,
    stateKey: `private/music-state/${itemId}/ext-${id}.json`,
    createdAt: now(),
  });
  await db
    .insertInto('musicExtensions')
    .values([
      extension('vera-ext', 'bob-track', vera.id),
      extension('bob-ext-on-vera', 'vera-track', bob.userId),
      extension('bob-ext', 'bob-track', bob.userId, 1),
    ])
    .execute();
  for (const [id, itemId, list] of [
    ['vera-ext', 'bob-track', files],
    ['bob-ext-on-vera', 'vera-track', files],
    ['bob-ext', 'bob-track', keptFiles],
  ] as const) {
    list.push(await put(`private/music/${itemId}/ext-${id}.mp3`));
    list.push(await put(`private/music-state/${itemId}/ext-${id}.json`));
  }
  await db
    .insertInto('musicExtensionReactions')
    .values({ extensionId: 'bob-ext', userId: vera.id, value: 1, createdAt: now() })
    .execute();
  await db
    .insertInto('musicRuns')
    .values({ id: 'vera-run', userId: vera.id, itemId: 'vera-track', createdAt: now() })
    .execute();
  await db
    .insertInto('musicFeedback')
    .values([
      { id: 'fb-1', userId: vera.id, email: null, review: 'lovely', feedback: null, createdAt: now() },
      // Sent signed out, with her address typed in another case.
      { id: 'fb-2', userId: null, email: 'Vera@Example.com', review: null, feedback: 'hi', createdAt: now() },
    ])
    .execute();

  // subscriptions and payments: a plan (with its credits), orders open and paid, a promo code used.
  await services.subscriptions.activate({
    userId: vera.id,
    tier: 'premium',
    period: { months: 1 },
    type: 'sandbox',
    externalId: 'order-vera-paid',
  });
  const order = (id: string, status: string) => ({
    id,
    userId: vera.id,
    productId: 'premium-month',
    kind: 'subscription',
    priceCents: 999,
    promoCode: status === 'paid' ? 'UPGRADE' : null,
    status,
    provider: 'sandbox',
    providerRef: `ref-${id}`,
    meta: '{}',
    createdAt: now(),
    paidOn: status === 'paid' ? now() : null,
    fulfilledOn: status === 'paid' ? now() : null,
  });
  await db
    .insertInto('orders')
    .values([order('order-vera-paid', 'paid'), order('order-vera-open', 'open')])
    .execute();
  await db
    .insertInto('promoRedemptions')
    .values({ userId: vera.id, code: 'UPGRADE', orderId: 'order-vera-paid', redeemedAt: now() })
    .execute();

  // gifts: her draft (with its picture), her paid card, and Bob's card she redeemed.
  const card = (id: string, buyerId: string, amount: number | null) => ({
    id,
    buyerId,
    tier: '1month',
    imageUrl: `/api/media/public/gifts/cards/${id}/picture.png`,
    width: 64,
    height: 64,
    amount,
    orderId: null,
    source: 'purchase',
    reason: null,
    createdAt: now(),
    paidOn: amount === null ? null : now(),
    redeemedBy: id === 'bob-card' ? vera.id : null,
    redeemedOn: id === 'bob-card' ? now() : null,
  });
  await db
    .insertInto('giftCards')
    .values([
      card('vera-draft', vera.id, null),
      card('vera-paid', vera.id, 1999),
      card('bob-card', bob.userId, 1999),
    ])
    .execute();
  files.push(await put('public/gifts/cards/vera-draft/picture.png'));
  keptFiles.push(await put('public/gifts/cards/vera-paid/picture.png'));

  // earning: the daily claim (and the email reward of the guest merge), active days, referrals both ways.
  expect((await post('/api/user/credits/daily', vera.cookie)).statusCode).toBe(200);
  await db
    .insertInto('activityDays')
    .values({ userId: vera.id, day: '2026-01-02' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const carol = await accountFor(h, 'carol@example.com');
  await db
    .insertInto('referrals')
    .values([
      {
        id: 'ref-bob-vera',
        sharerId: bob.userId,
        friendId: vera.id,
        imageRef: null,
        createdOn: now(),
        claimedOn: null,
        friendEmailKey: vera.email,
      },
      {
        id: 'ref-vera-carol',
        sharerId: vera.id,
        friendId: carol.userId,
        imageRef: null,
        createdOn: now(),
        claimedOn: null,
        friendEmailKey: carol.email,
      },
    ])
    .execute();

  // games: a high score and a served question.
  await db
    .insertInto('gameHighscores')
    .values({ userId: vera.id, game: 'guess', level: 1, highscore: 7, updatedOn: now() })
    .execute();
  await db
    .insertInto('insightRounds')
    .values({
      id: 'round-vera',
      userId: vera.id,
      day: '2026-01-02',
      questionId: 'q1',
      askedOn: now(),
      answeredOn: null,
      correct: null,
    })
    .execute();

  // offices: hers with training, vectors, Bob as member and his messages; Bob's with her in it.
  const created = await post('/api/offices/newOffice', vera.cookie, { type: 'aiChat', name: 'Vera shop' });
  expect(created.statusCode, created.body).toBe(200);
  const veraOffice = created.json<{ _id: string }>()._id;
  const bobOffice = (
    await post('/api/offices/newOffice', bob.cookie, { type: 'aiChat', name: 'Bob shop' })
  ).json<{
    _id: string;
  }>()._id;
  await db
    .insertInto('officeTopics')
    .values({
      officeId: veraOffice,
      topic: 'Hours',
      text: 'Open at nine.',
      pageUrl: '',
      extraFields: null,
      createdAt: now(),
      updatedAt: now(),
    })
    .execute();
  await db
    .insertInto('officeQuestions')
    .values({
      id: 'qa-vera',
      officeId: veraOffice,
      topic: 'Hours',
      question: 'When?',
      answer: 'Nine.',
      value: 0,
      createdAt: now(),
    })
    .execute();
  await db
    .insertInto('officeVectors')
    .values({
      officeId: veraOffice,
      kind: 'qa',
      sourceId: 'qa-vera',
      position: 0,
      text: 'When?',
      textHash: 'h',
      model: 'm',
      dimensions: 1,
      vector: new Uint8Array(4),
      createdAt: now(),
    })
    .execute();
  await db
    .insertInto('officeVectorState')
    .values({ officeId: veraOffice, trainedAt: now(), model: 'm', items: 1, updatedAt: now() })
    .execute();
  // Invitations first: an invitation to someone already a member is not stored.
  expect(
    (await post(`/api/offices/${veraOffice}/members`, vera.cookie, { email: 'dana@example.com' })).statusCode,
  ).toBe(200);
  expect(
    (await post(`/api/offices/${bobOffice}/members`, bob.cookie, { email: vera.email })).statusCode,
  ).toBe(200);
  await db
    .insertInto('officeMembers')
    .values([
      { officeId: veraOffice, userId: bob.userId, addedAt: now() },
      { officeId: bobOffice, userId: vera.id, addedAt: now() },
    ])
    .execute();
  const message = (id: string, officeId: string, userId: string, role: string, seq: number) => ({
    id,
    officeId,
    userId,
    date: '2026-01-02',
    role,
    content: `${role} says hello`,
    createdAt: now(),
    seq,
  });
  await db
    .insertInto('officeMessages')
    .values([
      message('m1', bobOffice, vera.id, 'user', 0),
      message('m2', bobOffice, vera.id, 'assistant', 1),
      message('m3', bobOffice, bob.userId, 'user', 0),
      message('m4', veraOffice, bob.userId, 'user', 0),
    ])
    .execute();
  // transcripts, feedback and dialog forms: hers in Bob's office, Bob's in hers, a demo request with her
  // address sent signed out, and the feedback popup's review.
  const transcript = { question: 'Please enter your name.', answer: 'Vera', sessionId: 'run-vera' };
  for (const [officeId, cookie] of [
    [bobOffice, vera.cookie],
    [veraOffice, bob.cookie],
  ] as const) {
    expect((await post('/api/transcripts', cookie, { ...transcript, officeId })).statusCode).toBe(200);
    expect((await post('/api/forms/submit', cookie, { officeId, answers: [] })).statusCode).toBe(200);
  }
  const demoForm = {
    name: 'V',
    company: 'C',
    role: 'R',
    email: 'Vera@Example.com',
    interests: ['Buy academy courses'],
  };
  expect(
    (await post('/api/feedback', '', { source: 'demoform', formData: demoForm, officeId: bobOffice }))
      .statusCode,
  ).toBe(200);
  expect((await post('/api/feedback', vera.cookie, { source: 'images', review: 'lovely' })).statusCode).toBe(
    200,
  );
  expect(
    (
      await post('/api/feedback', bob.cookie, {
        source: 'demoform',
        formData: { ...demoForm, email: bob.email },
        officeId: veraOffice,
      })
    ).statusCode,
  ).toBe(200);

  // polls: one she started in Bob's office (she is an admin here), her vote there, Bob's vote in hers.
  expect(
    (await post('/api/polls', vera.cookie, { officeId: bobOffice, pollType: 'yesno', question: 'Tea?' }))
      .statusCode,
  ).toBe(200);
  const dialogPoll = JSON.stringify({ pollType: 'yesno', question: 'Coffee?' });
  for (const [officeId, cookie] of [
    [bobOffice, vera.cookie],
    [veraOffice, bob.cookie],
  ] as const)
    expect(
      (await post('/api/polls/dialog-vote', cookie, { officeId, poll: dialogPoll, value: 'yes' })).statusCode,
    ).toBe(200);

  // interviews: one she submitted in Bob's office, and one Bob submitted whose result goes to her address.
  // Both are evaluated and mailed before the test erases her (a late mail would name her again).
  const interview = {
    answers: [
      {
        question: 'Tell me about a hard bug.',
        answer: 'I found a leak and fixed it.',
        category: 'Debugging',
      },
    ],
  };
  const interviewIds: string[] = [];
  for (const [email, cookie, officeId] of [
    ['bob@example.com', vera.cookie, bobOffice],
    ['Vera@Example.com', bob.cookie, bobOffice],
  ] as const) {
    const res = await post(`/api/openai/submitInterview?jobTitle=Developer&email=${email}`, cookie, {
      ...interview,
      officeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    interviewIds.push(res.json<{ id: string }>().id);
  }
  for (const id of interviewIds) {
    for (let i = 0; ; i++) {
      if ((await h.app.inject({ url: `/api/user/interview/${id}` })).statusCode === 200) break;
      if (i > 600) throw new Error(`interview ${id} was not evaluated`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  for (let i = 0; ; i++) {
    const mails = await db
      .selectFrom('mailOutbox')
      .select('subject')
      .where('to', '=', 'vera@example.com')
      .execute();
    if (mails.some((m) => m.subject.startsWith('Interview Evaluation'))) break;
    if (i > 400) throw new Error('the interview mail to Vera never arrived');
    await new Promise((r) => setTimeout(r, 25));
  }

  // SAT math: her practice result in a lesson of the shipped SAT math office.
  const lesson = { officeId: 'satmath', section: 'algebra', lesson: 1 };
  const questions = (await post('/api/ai/questions/satmath', vera.cookie, lesson)).json<{
    data: { _id: string }[];
  }>().data;
  const practice = await post('/api/ai/satmath/result', vera.cookie, {
    ...lesson,
    topic: 'Linear equations',
    timeSpent: 300,
    questions: questions.map((q) => q._id),
    correctAnswers: questions.slice(1).map((q) => q._id),
  });
  expect(practice.statusCode, practice.body).toBe(200);

  // voice answers: a clip she spoke in Bob's office (row and private file).
  const clipKey = 'private/voice-clips/clip-vera.wav';
  await h.ctx.blobs.put(clipKey, Buffer.from('RIFF'), { contentType: 'audio/wav', visibility: 'private' });
  files.push(clipKey);
  await db
    .insertInto('voiceClips')
    .values({
      id: 'clip-vera',
      userId: vera.id,
      officeId: bobOffice,
      mode: 'input',
      blobKey: clipKey,
      mimeType: 'audio/wav',
      bytes: 4,
      text: 'hello',
      createdAt: now(),
    })
    .execute();

  // image editor: an upload she kept for a tool, and a finished run of a tool on her picture (its files).
  const uploadKey = await put(`private/edit-uploads/${vera.id}/mask-vera.png`);
  const resultKey = await put(`private/edits/${vera.id}/edit-vera.png`);
  files.push(uploadKey, resultKey);
  await db
    .insertInto('editorUploads')
    .values({ filename: 'mask-vera.png', userId: vera.id, blobKey: uploadKey, createdAt: now() })
    .execute();
  await db
    .insertInto('imageEdits')
    .values({
      id: 'edit-vera',
      userId: vera.id,
      sourceItemId: 'vera-public',
      tool: 'rembg',
      params: '{}',
      inputKey: `private/edits/${vera.id}/edit-vera-input.png`,
      maskKey: null,
      resultKey,
      width: 64,
      height: 64,
      requestedOn: now(),
      startedOn: now(),
      finishedOn: now(),
    })
    .execute();

  // asset library: her public picture (through the API) and a copy of an uploaded picture, tagged.
  const added = await post('/api/assets', vera.cookie, { type: 'image', filename: 'vera-public' });
  expect(added.statusCode, added.body).toBe(200);
  const assetKey = await put(`private/assets/${vera.id}/asset-vera.png`);
  files.push(assetKey);
  await db
    .insertInto('assets')
    .values({
      id: 'asset-vera',
      userId: vera.id,
      type: 'image',
      itemId: null,
      blobKey: assetKey,
      filename: 'upload-vera.png',
      name: 'Upload',
      description: '',
      width: 64,
      height: 64,
      poll: null,
      createdAt: now(),
      updatedAt: now(),
    })
    .execute();
  await db.insertInto('assetTags').values({ assetId: 'asset-vera', tag: 'stage' }).execute();

  // characters (Ultimate): a saved character and its reference picture's copy.
  const characterKey = await put(`private/characters/${vera.id}/character-vera.png`);
  files.push(characterKey);
  await db
    .insertInto('characters')
    .values({
      id: 'character-vera',
      userId: vera.id,
      name: 'Pip',
      description: 'a small fox',
      blobKey: characterKey,
      source: 'upload',
      filename: 'upload-vera.png',
      width: 64,
      height: 64,
      createdAt: now(),
      updatedAt: now(),
    })
    .execute();

  // notifications: one she wrote for everyone (she is an admin here) and answered, one written for her.
  const written = await post('/api/admin/notifications', vera.cookie, {
    title: 'News',
    showInput: true,
    actions: [{ buttonText: 'Send', response: 'send', default: true }],
  });
  expect(written.statusCode, written.body).toBe(200);
  const forHer = await post('/api/admin/notifications', vera.cookie, {
    title: 'Yours',
    target: { type: 'user', email: vera.email },
  });
  expect(forHer.statusCode, forHer.body).toBe(200);
  for (const [id, response] of [
    [written.json<{ _id: string }>()._id, 'send'],
    [forHer.json<{ _id: string }>()._id, 'close'],
  ])
    expect(
      (await post('/api/notifications/response', vera.cookie, { id, response, text: 'Hi' })).statusCode,
    ).toBe(200);

  return {
    vera: { ...vera },
    bob: { id: bob.userId, email: bob.email, cookie: bob.cookie },
    veraFiles: files,
    keptFiles,
    bobImage: 'bob-image',
    bobTrack: 'bob-track',
    bobExtension: 'bob-ext',
    bobOffice,
    bobCard: 'bob-card',
    veraPaidCard: 'vera-paid',
    veraWord,
  };
}
