/**
 * The engine's vocabulary, as data: which prompt words pick which subject, colour, light and style.
 * Words are matched after lower-casing, dropping accents and a light stemming (see prompt.ts), so list
 * each lemma once; a few common Spanish, French and German words are included.
 */
export type Subject =
  | 'mountains'
  | 'hills'
  | 'sea'
  | 'beach'
  | 'lake'
  | 'clouds'
  | 'sun'
  | 'moon'
  | 'stars'
  | 'planet'
  | 'galaxy'
  | 'space'
  | 'city'
  | 'forest'
  | 'flowers'
  | 'meadow'
  | 'desert'
  | 'snow'
  | 'abstract'
  | 'woman'
  | 'man'
  | 'person'
  | 'cat'
  | 'dog'
  | 'ship'
  | 'spaceship';

export type Light = 'day' | 'bright' | 'golden' | 'night' | 'fog';

export type Style = 'digital' | 'painterly' | 'photo' | 'watercolor' | 'pencil' | 'pixel' | 'oil' | 'neon';

const list = <T extends string>(value: T, words: string): [string, T][] =>
  words.split(/\s+/).map((word) => [word, value]);

export const subjectWords = new Map<string, Subject>([
  ...list(
    'mountains',
    'mountain mount peak alp alpine summit cliff volcano glacier ridge montana montagne berg gebirge',
  ),
  ...list(
    'hills',
    'hill landscape valley countryside field prairie plain scenery nature colina colline hugel',
  ),
  ...list('sea', 'sea ocean wave water seascape coast surf bay harbor harbour mar ocean mer meer'),
  ...list('beach', 'beach shore sand island tropical palm playa plage strand'),
  ...list('lake', 'lake river pond reflection stream lago lac'),
  ...list('clouds', 'sky cloud cloudy heaven nube nuage wolke cielo ciel himmel'),
  ...list('sun', 'sun sunshine sol soleil sonne'),
  ...list('moon', 'moon lunar moonlight moonlit luna lune mond'),
  ...list('stars', 'star starry constellation estrella etoile stern'),
  ...list('planet', 'planet saturn jupiter mars earth planeta planete'),
  ...list('galaxy', 'galaxy nebula milky cosmos cosmic universe aurora galaxia galaxie'),
  ...list('space', 'space astronaut orbit outer interstellar espacio espace weltraum'),
  ...list(
    'city',
    'city skyline building skyscraper town street downtown urban metropolis tower ciudad ville stadt',
  ),
  ...list('forest', 'forest tree wood woodland pine jungle bosque foret wald arbol arbre baum'),
  ...list(
    'flowers',
    'flower garden blossom bloom rose tulip daisy sunflower poppy lavender petal flor fleur blume',
  ),
  ...list('meadow', 'meadow grass grassland lawn spring wiese prado'),
  ...list('desert', 'desert dune sahara cactus canyon arid desierto desert wuste'),
  ...list('snow', 'snow winter ice frozen snowy frost nieve neige schnee'),
  ...list('abstract', 'abstract pattern geometric shape circle square triangle line composition fractal'),
  ...list('woman', 'woman girl lady queen princess mujer femme frau'),
  ...list('man', 'man boy gentleman king warrior knight hombre homme mann'),
  ...list('person', 'person portrait face people human figure character selfie child'),
  ...list('cat', 'cat kitten kitty gato chat katze'),
  ...list('dog', 'dog puppy hound perro chien hund'),
  ...list('ship', 'ship boat sail sailboat yacht barco bateau schiff'),
  ...list('spaceship', 'spaceship rocket spacecraft ufo starship shuttle'),
]);

const tone = (hslText: string, words: string): [string, [number, number, number]][] => {
  const [h = 0, s = 0, l = 0] = hslText.split(' ').map(Number);
  return words.split(/\s+/).map((word) => [word, [h, s, l]]);
};

/** Hue (degrees), saturation and lightness of each colour word. */
export const colourWords = new Map<string, [number, number, number]>([
  ...tone('0 .78 .46', 'red crimson scarlet ruby cherry rojo roja rouge rot'),
  ...tone('22 .9 .52', 'orange tangerine naranja'),
  ...tone('45 .85 .52', 'gold amber'),
  ...tone('52 .92 .55', 'yellow lemon amarillo jaune gelb'),
  ...tone('100 .55 .42', 'green verde vert grun'),
  ...tone('140 .6 .38', 'emerald jade'),
  ...tone('80 .7 .5', 'lime'),
  ...tone('175 .6 .4', 'teal turquoise aqua cyan'),
  ...tone('215 .7 .48', 'blue azure azul bleu blau'),
  ...tone('228 .6 .28', 'navy sapphire'),
  ...tone('265 .5 .42', 'purple indigo morado lila'),
  ...tone('280 .55 .6', 'violet lavender lilac'),
  ...tone('310 .7 .55', 'magenta fuchsia'),
  ...tone('340 .75 .7', 'pink rosa rosado'),
  ...tone('25 .45 .32', 'brown chocolate coffee marron braun'),
  ...tone('35 .35 .78', 'beige cream sepia'),
  ...tone('0 0 .94', 'white blanco blanc weiss'),
  ...tone('0 0 .08', 'black negro noir schwarz'),
  ...tone('0 0 .55', 'grey gray silver gris grau'),
]);

export const lightWords = new Map<string, Light>([
  ...list('night', 'night dark moody midnight nocturnal gloomy noir shadow noche nuit nacht'),
  ...list('golden', 'sunset sunrise dusk dawn golden twilight evening warm atardecer coucher'),
  ...list('bright', 'bright sunny day daylight noon summer cheerful vibrant happy light'),
  ...list('fog', 'fog foggy mist misty haze hazy smoke dreamy ethereal niebla brume brouillard nebel'),
]);

export const styleWords = new Map<string, Style>([
  ...list('watercolor', 'watercolor watercolour aquarelle gouache wash ghibli acuarela'),
  ...list('pencil', 'pencil sketch drawing graphite charcoal drawn hatching ink lapiz crayon bleistift'),
  ...list('pixel', 'pixel pixelated 8bit 16bit retro voxel'),
  ...list('oil', 'oil impasto impressionist impressionism canvas brushstroke'),
  ...list('neon', 'neon cyberpunk synthwave vaporwave glow glowing futuristic'),
  ...list('digital', 'digital vector illustration flat minimal minimalist poster'),
  ...list('photo', 'photo photograph photographic photorealistic realistic cinematic'),
  ...list('painterly', 'painting painted painterly artistic paint'),
]);
