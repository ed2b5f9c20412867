/**
 * Hand-kept words for the subject library, where the emoji annotations miss or mislead: common names that
 * differ from the emoji's label ("car" is "automobile"), jobs drawn as a person with props (a fisherman is a
 * person with a fishing pole and a fish), words that name the setting rather than a thing in it, and words
 * that describe the picture rather than its content.
 */

/** Word or phrase → icon name. Checked before the emoji labels. */
export const ALIASES: Record<string, string> = {
  car: 'automobile',
  'sports car': 'racing-car',
  'race car': 'racing-car',
  truck: 'pickup-truck',
  'pickup truck': 'pickup-truck',
  lorry: 'delivery-truck',
  'fire truck': 'fire-engine',
  'fire engine': 'fire-engine',
  'school bus': 'bus',
  bike: 'bicycle',
  'steam train': 'locomotive',
  train: 'locomotive',
  plane: 'airplane',
  aeroplane: 'airplane',
  jet: 'airplane',
  boat: 'sailboat',
  yacht: 'sailboat',
  'cruise ship': 'passenger-ship',
  scooter: 'motor-scooter',
  swimmer: 'person-swimming',
  surfer: 'person-surfing',
  ufo: 'flying-saucer',
  sofa: 'couch-and-lamp',
  couch: 'couch-and-lamp',
  tree: 'deciduous-tree',
  pine: 'evergreen-tree',
  'palm tree': 'palm-tree',
  flower: 'tulip',
  roses: 'rose',
  cabin: 'house',
  cottage: 'house',
  home: 'house',
  castle: 'castle',
  church: 'church',
  temple: 'hindu-temple',
  school: 'school',
  hospital: 'hospital',
  bridge: 'bridge-at-night',
  skyscraper: 'office-building',
  barn: 'house-with-garden',
  salad: 'green-salad',
  cheese: 'cheese-wedge',
  coffee: 'hot-beverage',
  tea: 'teacup-without-handle',
  'cup of tea': 'teacup-without-handle',
  juice: 'beverage-box',
  'orange juice': 'beverage-box',
  cake: 'birthday-cake',
  'birthday cake': 'birthday-cake',
  burger: 'hamburger',
  cheeseburger: 'hamburger',
  donut: 'doughnut',
  fries: 'french-fries',
  'ice cream': 'soft-ice-cream',
  'ice cream cone': 'soft-ice-cream',
  ramen: 'steaming-bowl',
  noodles: 'steaming-bowl',
  soup: 'steaming-bowl',
  bowl: 'bowl-with-spoon',
  egg: 'egg',
  box: 'package',
  clock: 'mantelpiece-clock',
  lamp: 'light-bulb',
  shoe: 'running-shoe',
  shoes: 'running-shoe',
  glasses: 'glasses',
  spectacles: 'glasses',
  present: 'wrapped-gift',
  gift: 'wrapped-gift',
  ball: 'soccer-ball',
  'treasure chest': 'toolbox',
  chest: 'toolbox',
  sheep: 'ewe',
  kitten: 'cat',
  kitty: 'cat',
  puppy: 'dog',
  piglet: 'pig',
  oak: 'deciduous-tree',
  van: 'minibus',
  cup: 'hot-beverage',
  mug: 'hot-beverage',
  teacup: 'teacup-without-handle',
  pasta: 'spaghetti',
  piano: 'musical-keyboard',
  lamb: 'ewe',
  camel: 'two-hump-camel',
  whale: 'spouting-whale',
  bird: 'bird',
  fish: 'tropical-fish',
  bear: 'bear',
  person: 'person-standing',
  human: 'person-standing',
  figure: 'person-standing',
  man: 'man-standing',
  gentleman: 'man-standing',
  woman: 'woman-standing',
  lady: 'woman-standing',
  girl: 'girl',
  boy: 'boy',
  child: 'child',
  kid: 'child',
  baby: 'baby',
  'old man': 'old-man',
  'old woman': 'old-woman',
  chef: 'cook',
  doctor: 'health-worker',
  nurse: 'health-worker',
  police: 'police-officer',
  policeman: 'police-officer',
  'police officer': 'police-officer',
  cop: 'police-officer',
  fireman: 'firefighter',
  painter: 'artist',
  soldier: 'guard',
  programmer: 'technologist',
  king: 'prince',
  queen: 'princess',
  'construction worker': 'construction-worker',
  builder: 'construction-worker',
  // Common prompt nouns the labels and WordNet miss or get wrong (bench/image-adherence/nouns.ts).
  wizard: 'man-mage',
  sorcerer: 'man-mage',
  mage: 'man-mage',
  witch: 'woman-mage',
  bee: 'honeybee',
  bumblebee: 'honeybee',
  dinosaur: 'sauropod',
  dino: 'sauropod',
  't rex': 't-rex',
  squirrel: 'chipmunk',
  sword: 'dagger',
  swords: 'crossed-swords',
  crystal: 'gem-stone',
  gem: 'gem-stone',
  jewel: 'gem-stone',
  diamond: 'gem-stone',
  map: 'world-map',
  pumpkin: 'jack-o-lantern',
  chocolate: 'chocolate-bar',
  wine: 'wine-glass',
  beer: 'beer-mug',
  spaceship: 'rocket',
  'space ship': 'rocket',
  starship: 'rocket',
  lantern: 'red-paper-lantern',
  // Fluent's horse racing (🏇) is the one picture of a person on a horse ("a man on a horse", parse.ts).
  jockey: 'horse-racing',
  equestrian: 'horse-racing',
  horseman: 'horse-racing',
  horsewoman: 'horse-racing',
  'horse rider': 'horse-racing',
};

/** A thing drawn with others beside it, sized relative to the main icon (1 = the main icon's size). */
export interface Prop {
  icon: string;
  /** Offset of the prop's centre from the main icon's centre, in main-icon sizes. */
  dx: number;
  dy: number;
  scale: number;
}

/** Jobs with no emoji of their own: a person (or a role emoji) with the tools of the job. */
export const COMPOSITES: Record<string, { icon: string; props: Prop[] }> = {
  fisherman: {
    icon: 'man-standing',
    props: [{ icon: 'fishing-pole', dx: 0.3, dy: -0.02, scale: 0.6 }],
  },
  fisher: {
    icon: 'person-standing',
    props: [{ icon: 'fishing-pole', dx: 0.3, dy: -0.02, scale: 0.6 }],
  },
  baker: { icon: 'cook', props: [{ icon: 'bread', dx: 0.48, dy: 0.3, scale: 0.38 }] },
  photographer: {
    icon: 'person-standing',
    props: [{ icon: 'camera', dx: 0.36, dy: -0.05, scale: 0.36 }],
  },
  guitarist: {
    icon: 'man-standing',
    props: [{ icon: 'guitar', dx: 0.32, dy: 0.1, scale: 0.55 }],
  },
  gardener: {
    icon: 'farmer',
    props: [{ icon: 'potted-plant', dx: 0.5, dy: 0.3, scale: 0.4 }],
  },
  sailor: { icon: 'man-standing', props: [{ icon: 'anchor', dx: 0.45, dy: 0.2, scale: 0.4 }] },
  knight: {
    icon: 'man-standing',
    props: [
      { icon: 'shield', dx: -0.3, dy: 0.08, scale: 0.45 },
      { icon: 'dagger', dx: 0.32, dy: 0, scale: 0.45 },
    ],
  },
  pirate: { icon: 'man-standing', props: [{ icon: 'pirate-flag', dx: 0.42, dy: -0.1, scale: 0.5 }] },
  cowboy: { icon: 'man-standing', props: [{ icon: 'horse', dx: 0.6, dy: 0.12, scale: 0.75 }] },
  waiter: {
    icon: 'person-standing',
    props: [{ icon: 'hot-beverage', dx: 0.38, dy: 0.02, scale: 0.3 }],
  },
};

/** The whole-figure icon for a person doing something ("a man riding a bicycle" → man biking). */
export const PERSON_ACTIONS: Record<string, Record<string, string>> = {
  bicycle: { person: 'person-biking', man: 'man-biking', woman: 'woman-biking' },
  run: { person: 'person-running', man: 'man-running', woman: 'woman-running' },
  walk: { person: 'person-walking', man: 'man-walking', woman: 'woman-walking' },
  swim: { person: 'person-swimming', man: 'man-swimming', woman: 'woman-swimming' },
  surf: { person: 'person-surfing', man: 'man-surfing', woman: 'woman-surfing' },
};

/** Words for the setting: the procedural painters draw these, they are not things to place. */
export const SETTING_WORDS = new Set(
  (
    'mountain hill sea ocean wave water coast shore beach sand island lake river pond stream sky cloud ' +
    'sun sunshine moon moonlight star space orbit galaxy nebula universe cosmos planet city street road ' +
    'town village downtown skyline forest wood woods woodland jungle garden meadow field grass grassland ' +
    'lawn desert dune savanna savannah snow ice frost winter spring summer autumn fall rain storm fog ' +
    'mist haze landscape valley countryside nature scenery park farm horizon air ground world outdoors ' +
    'underwater seaside harbour harbor coastline prairie plain parking lot'
  ).split(' '),
);

/** Words for inside a room: the picture becomes an interior with a table or floor. */
export const INDOOR_WORDS = new Set(
  (
    'room kitchen table desk sofa couch bed classroom lab laboratory studio office stage wall shelf ' +
    'window interior indoors plate tray counter library restaurant cafe bar living bedroom box basket bowl vase ' +
    'aquarium tripod easel'
  ).split(' '),
);

/** Words about the picture, not in it: never reported as a missing subject. */
export const GENERIC_WORDS = new Set(
  (
    'art artwork picture image photo photograph painting drawing illustration style scene view shot ' +
    'detail detailed beautiful pretty lovely cute realistic high quality hd 4k 8k render ultra masterpiece ' +
    'background foreground portrait close closeup wide angle lens light lighting color colour tone mood ' +
    'day time hour noon morning afternoon evening night dusk dawn sunset sunrise twilight midnight top ' +
    'side front back middle center centre corner edge bit lot kind sort type piece slice stack pair ' +
    'couple bunch group glass cup bag jar loaf set row line number one two three four five ' +
    'six seven eight nine ten dozen old young little big small tiny large huge giant fresh wooden ' +
    'cartoon anime sketch pixel version theme fantasy dream magic way thing something everything ' +
    'sleep sleeping cook cooking reading riding playing flying floating swimming howling building ' +
    'chasing resting grazing eating jumping leaning launching sitting standing running walking lit'
  ).split(' '),
);

/** Furniture and containers that set a room and are drawn too ("a cat on a sofa"). */
export const FURNITURE = new Set('sofa couch bed chair window plate box basket bowl vase'.split(' '));

/** Containers whose plural contents are drawn heaped in them ("a bowl of apples"). */
export const CONTAINERS = new Set('bowl basket plate box vase'.split(' '));

/** Place words between things, never things themselves. */
export const PREPOSITIONS = new Set(
  'above below beside behind next front inside outside across through around under over near onto against along among beneath beyond top'.split(
    ' ',
  ),
);
