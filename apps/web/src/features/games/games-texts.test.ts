import { describe, expect, it } from 'vitest';
import { GAME_TEXTS, claimLabel, earnedLine, imageName, likesPhrase, pickAnnouncement } from './games-texts';

describe('game texts', () => {
  it("quotes the spec's wrap-up", () => {
    expect(GAME_TEXTS.wrapUp).toBe("That's a wrap for today!");
  });

  it('counts credits and likes in words', () => {
    expect(claimLabel(1)).toBe('Claim 1 credit');
    expect(claimLabel(20)).toBe('Claim 20 credits');
    expect(earnedLine(5)).toBe('You won 5 credits today.');
    expect(likesPhrase(1)).toBe('1 like');
    expect(likesPhrase(0)).toBe('0 likes');
  });

  it('announces the tick or cross with the likes that decided it', () => {
    const sun = { name: 'Sun', likes: 9 };
    const moon = { name: 'Moon', likes: 2 };
    expect(pickAnnouncement(true, sun, sun)).toBe('Right! “Sun” has the most likes: 9 likes.');
    expect(pickAnnouncement(false, moon, sun)).toBe('Not this one: “Moon” has 2 likes, “Sun” has 9 likes.');
    // A tie: the pick was right, and the words say why the other one is marked too.
    expect(pickAnnouncement(true, moon, { ...sun, likes: 2 }, true)).toBe(
      'Right! “Moon” is tied for the most likes: 2 likes.',
    );
  });

  it('names unnamed images by their place', () => {
    expect(imageName('  ', 1)).toBe('Image 2');
    expect(imageName('Fox', 0)).toBe('Fox');
  });
});
