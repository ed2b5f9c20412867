// Whether a keyword only steers the look (a style, a family of styles, a mood or a palette: "cinematic",
// "photo", "cozy", "pastel"): it is no subject. "Thunderstorm over the prairie, cinematic" is a picture of
// a thunderstorm, whose facts (no close-up of a storm) hold; "cinematic" is not what it shows.
import { steeringFromTags } from './style-steering';

const cache = new Map<string, boolean>();

export function isTagWord(keyword: string): boolean {
  const lower = keyword.trim().toLowerCase();
  const known = cache.get(lower);
  if (known !== undefined) return known;
  const steering = steeringFromTags([lower]);
  const tag =
    steering.styles.length + steering.families.length + steering.moods.length + steering.palettes.length > 0;
  if (cache.size > 5000) cache.clear();
  cache.set(lower, tag);
  return tag;
}
