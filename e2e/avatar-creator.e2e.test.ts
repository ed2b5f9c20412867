import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eApp, withScreenshotOnFailure, type E2eApp } from './harness';
import { apiSignIn, useCookie } from './sign-in';

/** Where the screenshots a person looks at go (not an assertion). */
const SHOTS = process.env.FACES_SHOTS ?? '/tmp/faces';

/**
 * Issue #12 "Faces": the owner opens the custom-avatar creator in Choose avatar, changes the hair and the
 * skin tone and sees the live preview change, uses the look and saves it; the assistant's page then shows
 * the custom portrait. Then a painted finish is picked for the portrait and saved with it.
 */
describe('custom-avatar creator', () => {
  let app: E2eApp;
  beforeAll(async () => {
    app = await startE2eApp();
  });
  afterAll(async () => app?.stop());

  it('an owner creates a look with a live preview and saves it as the assistant’s avatar', async () => {
    const owner = await apiSignIn(app, 'owner-faces@example.com');
    const created = await fetch(`${app.baseUrl}/api/offices/newOffice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify({ type: 'aiChat', name: 'Faces desk' }),
    });
    const officeId = ((await created.json()) as { _id: string })._id;

    const { page, context } = await app.newPage({ width: 1280, height: 900 });
    await useCookie(app, context, owner.cookie);
    await withScreenshotOnFailure(page, 'avatar creator', async () => {
      await page.goto(`${app.baseUrl}/app/${officeId}`);
      await page.getByRole('button', { name: 'Setup', exact: true }).click();
      const setup = page.getByRole('dialog', { name: 'Assistant Setup' });
      await setup.getByRole('tab', { name: 'Avatar' }).click();
      await setup.getByLabel('Welcome message').fill('Hello, I am Ada.');
      await setup.getByRole('button', { name: 'Choose avatar' }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose avatar' });
      await chooser.getByRole('tab', { name: 'Create your own' }).click();

      const preview = chooser.getByTestId('avatar-preview');
      const loaded = async () =>
        preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      await expect.poll(loaded, { timeout: 15_000 }).toBe(true);
      const first = await preview.getAttribute('src');

      await chooser.getByRole('radiogroup', { name: 'Hair', exact: true }).getByText('Bun').click();
      await chooser
        .getByRole('radiogroup', { name: 'Skin tone' })
        .getByRole('radio', { name: 'Dark', exact: true })
        .click();
      await chooser
        .getByRole('radiogroup', { name: 'Clothes colour' })
        .getByRole('radio', { name: 'Green', exact: true })
        .click();
      await expect.poll(() => preview.getAttribute('src')).not.toBe(first);
      await expect.poll(loaded, { timeout: 15_000 }).toBe(true);
      const src = (await preview.getAttribute('src'))!;
      const customId = decodeURIComponent(src.match(/avatars\/([^/]+)\/preview/)![1]!);
      expect(customId).toMatch(/^custom-[0-9a-z]{11}$/);
      mkdirSync(SHOTS, { recursive: true });
      await chooser.screenshot({ path: `${SHOTS}/creator.png` });

      await chooser.getByRole('button', { name: 'Use this look' }).click();
      await chooser.waitFor({ state: 'hidden' });
      await setup.getByRole('button', { name: 'Save', exact: true }).click();
      await setup.getByRole('link', { name: 'Reload to test' }).waitFor();

      const office = (await (await fetch(`${app.baseUrl}/api/offices/${officeId}`)).json()) as {
        assistants: { avatar: { id: string } | null }[];
      };
      expect(office.assistants[0]?.avatar?.id).toBe(customId);

      // Opening the creator again starts from the saved look.
      await setup.getByRole('button', { name: 'Choose avatar' }).click();
      await expect
        .poll(() => chooser.getByRole('tab', { name: 'Create your own' }).getAttribute('aria-selected'))
        .toBe('true');
      expect(decodeURIComponent((await preview.getAttribute('src'))!)).toContain(customId);
      await page.keyboard.press('Escape');
      await chooser.waitFor({ state: 'hidden' });

      // A painted finish: picked from small portraits of the look in each finish, shown at once, saved.
      const styles = setup.getByRole('radiogroup', { name: 'Portrait style' });
      await styles.getByRole('radio', { name: 'Oil paint' }).click();
      const portrait = setup.getByRole('img', { name: /portrait$/ });
      await expect.poll(() => portrait.getAttribute('src'), { timeout: 15_000 }).toContain('finish=oil');
      await setup.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(async () => {
          const saved = (await (await fetch(`${app.baseUrl}/api/offices/${officeId}`)).json()) as {
            assistants: { avatar: { finish?: string } | null }[];
          };
          return saved.assistants[0]?.avatar?.finish;
        })
        .toBe('oil');
      await setup.screenshot({ path: `${SHOTS}/avatar-tab.png` });
    });
    // Every preview is painted on the server: about 40 s at a load of 5, past 60 s at 11-14 (two CI runs).
  }, 120_000);
});
