import { describe, expect, it } from 'vitest';
import { generateImageIdeas } from './image-ideas';
import { Scene } from './image-scene';

const sceneOf = (keywords: string) => {
  const scene = new Scene(keywords);
  scene.add(keywords);
  return scene;
};

describe('parts that belong to one kind of place are refused where the keywords do not show it', () => {
  it('fills the frame with one person, creature or thing, never a group or a whole place', () => {
    expect(sceneOf('a potter at her wheel').fits('an intimate close-up with a blurred background')).toBe(
      true,
    );
    expect(sceneOf('a beetle on a leaf').fits('a tight close-up filling the frame')).toBe(true);
    for (const many of [
      'a herd of bison crossing a river',
      'wolves and their cubs in the snow',
      'a fishing village',
    ])
      expect(sceneOf(many).fits('a tight close-up filling the frame'), many).toBe(false);
  });

  it('gives a flat design (a logo, a card, a tattoo) no hour, weather, light or camera', () => {
    for (const design of ['logo for my bakery', 'birthday card for grandma', 'tattoo design of a swallow'])
      for (const part of [
        'at high noon',
        'in light rain',
        'lit by pale moonlight',
        'a wide shot from a low angle',
      ])
        expect(sceneOf(design).fits(part), `${design}: ${part}`).toBe(false);
    expect(sceneOf('a fox in the snow').fits('in the blue hour')).toBe(true);
  });

  it('looks up from the ground only under an open sky', () => {
    expect(sceneOf('a windmill in a field').fits('a worm’s-eye view that makes it monumental')).toBe(true);
    expect(sceneOf('a satellite drifting in orbit').fits('a worm’s-eye view that makes it monumental')).toBe(
      false,
    );
    expect(sceneOf('a diver exploring a shipwreck underwater').fits('looking up from the ground')).toBe(
      false,
    );
  });

  it('puts an onlooker only where people are about', () => {
    expect(sceneOf('a juggler at a street fair').fits('from behind a curious onlooker')).toBe(true);
    for (const alone of [
      'a snail climbing a mushroom',
      'a queen on her throne',
      'a lighthouse at the end of the world',
    ])
      expect(sceneOf(alone).fits('from behind a curious onlooker'), alone).toBe(false);
  });

  it('frames with doorways and arches near buildings, with branches and grass on green land', () => {
    expect(sceneOf('a tailor in his shop').fits('framed by an arched doorway in the foreground')).toBe(true);
    expect(sceneOf('a comet over a frozen lake').fits('framed by an arched doorway in the foreground')).toBe(
      false,
    );
    expect(sceneOf('a deer in a meadow').fits('framed by tall grass in the foreground')).toBe(true);
    expect(sceneOf('a tram in a busy city street').fits('framed by tall grass in the foreground')).toBe(
      false,
    );
  });

  it('takes leaf light only among trees, and lamplight not on vehicles or out on a mountain', () => {
    expect(sceneOf('a fox in a pine forest').fits('sunlight filtering through the canopy')).toBe(true);
    expect(sceneOf('a hot air balloon over Paris').fits('sunlight filtering through the canopy')).toBe(false);
    expect(sceneOf('a poet at his desk').fits('flickering candlelight')).toBe(true);
    expect(sceneOf('an old pickup truck at a gas station').fits('flickering candlelight')).toBe(false);
    expect(sceneOf('a shepherd on a mountain pass').fits('gentle lantern light')).toBe(false);
    expect(sceneOf('a fisherman mending nets by lanterns on the pier').fits('flickering candlelight')).toBe(
      true,
    );
  });

  it('sees across water only where there is water, and dust in still air indoors', () => {
    expect(sceneOf('a castle by a lake').fits('a panoramic view from across the water')).toBe(true);
    expect(sceneOf('a castle on a hill').fits('a panoramic view from across the water')).toBe(false);
    expect(sceneOf('a clockmaker in his attic').fits('shafts of light through drifting dust')).toBe(true);
    expect(sceneOf('a kite over a beach').fits('shafts of light through drifting dust')).toBe(false);
  });

  it('keeps a party glad and lively, and colour film in colour', () => {
    expect(sceneOf('a garden party').fits('a calm, unhurried stillness')).toBe(false);
    expect(sceneOf('a wedding dance').fits('a gothic, haunted atmosphere')).toBe(false);
    expect(sceneOf('a faded polaroid of a girl on a swing').fits('in stark black and white')).toBe(false);
    expect(sceneOf('a serene walk home').fits('a tilted Dutch angle full of tension')).toBe(false);
  });

  it('keeps loneliness for one alone, and a view from above for what lies flat', () => {
    expect(sceneOf('a lighthouse on a rock').fits('lonely, tender melancholy')).toBe(true);
    for (const crowd of ['a street parade in Oaxaca', 'three puppies in a basket'])
      expect(sceneOf(crowd).fits('lonely, tender melancholy'), crowd).toBe(false);
    expect(sceneOf('a chessboard mid-game').fits('viewed from directly overhead')).toBe(true);
    for (const upright of ['a mural on a brick wall', 'an owl under the stars'])
      expect(sceneOf(upright).fits('viewed from directly overhead'), upright).toBe(false);
    expect(sceneOf('a paper boat in a puddle').fits('looking up from the ground')).toBe(false);
  });

  it('takes no instant film before there was any, and says "vintage" with an old print there', () => {
    expect(sceneOf('a steam train in the 1910s').fits('faded polaroid snapshot')).toBe(false);
    expect(sceneOf('a Victorian tea party').fits('vintage instant photograph')).toBe(false);
    expect(sceneOf('a diner in the 1970s').fits('faded polaroid snapshot')).toBe(true);
    const ideas = generateImageIdeas({
      keywords: 'a jazz band in the 1930s',
      tags: ['vintage'],
      count: 4,
      seed: 3,
    });
    for (const idea of ideas) expect(idea.description).not.toMatch(/polaroid|instant/i);
  });

  it('knows the hours, skies and places some keywords fix', () => {
    expect(sceneOf('a boy reading under a streetlamp').fits('at high noon')).toBe(false);
    expect(sceneOf('Diwali lamps on a doorstep').fits('cool silver moonlight')).toBe(false);
    expect(sceneOf('a goat on the moon').fits('cool silver moonlight')).toBe(false);
    expect(sceneOf('a manta ray swimming over a reef').fits('on a starry night')).toBe(false);
    expect(sceneOf('Holi in a village square').fits('in stark black and white')).toBe(false);
    expect(
      sceneOf('a bakery at rush hour').fits('layered from a blurred foreground to a sharp focal point'),
    ).toBe(true);
    expect(
      sceneOf('a polaroid of a bakery').fits(
        'layered from a blurred foreground to a sharp focal point. A white border and imperfect focus',
      ),
    ).toBe(false);
  });

  it('keeps pastels soft, old prints old and monochrome, and a fireplace indoors', () => {
    const storm = sceneOf('a scarecrow in a field');
    expect(storm.admit('powdery pinks, mint and lilac')).toBe(true);
    expect(storm.fits('moody chiaroscuro')).toBe(false);
    expect(storm.fits('a single hard light and deep shadows')).toBe(false);
    expect(sceneOf('an office tower at night').fits('antique sepia print')).toBe(false);
    expect(sceneOf('a blacksmith at his forge').fits('antique sepia print')).toBe(true);
    const print = sceneOf('a blacksmith at his forge');
    expect(print.admit('old silver-gelatin photograph')).toBe(true);
    expect(print.fits('Kodak Portra colours')).toBe(false);
    expect(sceneOf('a shepherd feeding lambs at dawn').fits('the gentle glow of a fireplace')).toBe(false);
    expect(sceneOf('a reader by the fireplace').fits('the gentle glow of a fireplace', { echo: true })).toBe(
      true,
    );
    expect(sceneOf('anxiety').fits('a serene, meditative quiet')).toBe(false);
    expect(sceneOf('kids playing hopscotch').fits('a gothic, haunted atmosphere')).toBe(false);
    expect(sceneOf('an ancient Egyptian scribe at work').fits('35mm film photograph')).toBe(false);
    expect(sceneOf('ancient Roman ruins at dawn').fits('35mm film photograph')).toBe(true);
    expect(sceneOf('a sunken city at the bottom of the sea').fits('beneath a brooding storm sky')).toBe(
      false,
    );
    expect(sceneOf('the crew inside a submarine').fits('the gentle glow of a fireplace')).toBe(false);
    const dusk = sceneOf('a barn in golden-hour light');
    expect(dusk.fits('icy blues and silver')).toBe(false);
    expect(dusk.fits('honeyed golds and burnt orange')).toBe(true);
  });

  it('lights a scene by the light its keywords name, and by no other', () => {
    for (let seed = 0; seed < 3; seed++)
      for (const idea of generateImageIdeas({
        keywords: 'a fox in an alley lit by one street light',
        count: 4,
        seed,
      }))
        expect(idea.description).not.toMatch(
          /golden-hour|candlelight|lantern light|fireplace|moonlight|overcast light|dappled|canopy|rim light|backlight|god rays|shafts of light|chiaroscuro|studio|bioluminescent|midday sun|noon light/,
        );
  });

  it('writes no idea for a crowd with a close-up, nor for a vehicle with candlelight', () => {
    const text = (keywords: string, seed: number) =>
      generateImageIdeas({ keywords, count: 8, seed })
        .map((i) => i.description)
        .join(' ');
    for (let seed = 0; seed < 3; seed++) {
      expect(text('a caravan of camels crossing the sahara', seed)).not.toMatch(/close-up|filling the frame/);
      expect(text('a red sports car on a coastal road', seed)).not.toMatch(
        /candlelight|lantern light|fireplace/,
      );
    }
  });
});

describe('lights, framings and skies nobody asked for, refused where the keywords do not show their place', () => {
  it('traces a rim of light only round a body or a thing, never a reef or a waiting room', () => {
    expect(sceneOf('an owl on a branch').fits('crisp rim light tracing every edge')).toBe(true);
    expect(sceneOf('a coral reef').fits('crisp rim light tracing every edge')).toBe(false);
    expect(sceneOf('a hospital waiting room').fits('crisp rim light tracing every edge')).toBe(false);
  });

  it('lets god rays fall only through trees, halls, ruins or water', () => {
    expect(sceneOf('a deer in a pine forest').fits('volumetric god rays cutting through the air')).toBe(true);
    expect(sceneOf('kids building a snowman').fits('volumetric god rays cutting through the air')).toBe(
      false,
    );
  });

  it('keeps a moody single light and a tilted tense frame away from cheer and calm', () => {
    expect(sceneOf('a teacher grading papers late at night').fits('moody chiaroscuro')).toBe(true);
    expect(sceneOf('birthday party for a dog').fits('moody chiaroscuro')).toBe(false);
    expect(sceneOf('grandma knitting by the window').fits('a tilted Dutch angle full of tension')).toBe(
      false,
    );
    expect(sceneOf('alley in a cyberpunk city').fits('an off-kilter, dynamic angle')).toBe(true);
  });

  it('lays out an isometric view only of a building, a room or a site', () => {
    expect(sceneOf('a clockmaker’s workshop').fits('in a diorama-like isometric view')).toBe(true);
    expect(sceneOf('a fox in the snow').fits('in a diorama-like isometric view')).toBe(false);
  });

  it('looks down from above only where there is no roof of rock or water, and no sea creature below', () => {
    expect(sceneOf('a crystal cave with glowing mushrooms').fits("seen from a bird's-eye view")).toBe(false);
    expect(sceneOf('a whale shark and a tiny diver').fits('viewed from directly overhead')).toBe(false);
    expect(sceneOf('hot air balloons over Cappadocia').fits("seen from a bird's-eye view")).toBe(true);
  });

  it('puts towering clouds or a storm sky only over land, sea or a town, and never on a close-up', () => {
    expect(sceneOf('a fishing village by the sea').fits('under towering clouds')).toBe(true);
    const keeper = sceneOf('a lighthouse keeper');
    keeper.add('a tight close-up filling the frame');
    expect(keeper.fits('under towering clouds')).toBe(false);
  });

  it('draws speed lines only where something moves, and an Edo-period print only of nature or old Japan', () => {
    expect(sceneOf('a teacher grading papers').fits('dynamic speed lines and punchy flats')).toBe(false);
    expect(sceneOf('a skateboarder racing downhill').fits('dynamic speed lines and punchy flats')).toBe(true);
    expect(sceneOf('birthday party for a dog').fits('Edo-period ukiyo-e print')).toBe(false);
    expect(sceneOf('cherry blossoms in Kyoto').fits('Edo-period ukiyo-e print')).toBe(true);
  });

  it('shows concept art’s tiny figures only in a place big enough to dwarf them', () => {
    expect(sceneOf('a sleeping fox').fits('tiny figures that reveal the scale')).toBe(false);
    expect(sceneOf('a canyon at dawn').fits('tiny figures that reveal the scale')).toBe(true);
  });

  it('takes no sepia print of a time before cameras, nor of what glows or is all colour', () => {
    expect(sceneOf('ancient Egyptian scribe').fits('antique sepia print')).toBe(false);
    expect(sceneOf('bioluminescent beach').fits('sepia-toned vintage photograph')).toBe(false);
    expect(sceneOf('a motorcycle outside a diner').fits('sepia-toned vintage photograph')).toBe(true);
  });

  it('pours no light through coloured panes in total darkness', () => {
    expect(sceneOf('deep sea jellyfish in total darkness').fits('light pouring through coloured panes')).toBe(
      false,
    );
  });
});

describe('facts of the keywords that rule out an hour, a sky or a light', () => {
  it('hears a rainy forest as rain, not a rain forest', () => {
    expect(sceneOf('a wedding in a rainy forest').fits('sunlight filtering through the canopy')).toBe(false);
  });

  it('keeps owls from high noon, bees from the night and Hanukkah candles from the dawn', () => {
    expect(sceneOf('an owl').fits('at high noon')).toBe(false);
    expect(sceneOf('a honeybee on lavender').fits('on a moonlit night')).toBe(false);
    expect(sceneOf('Hanukkah candles on a windowsill').fits('at dawn')).toBe(false);
  });

  it('reads "as the sun goes down" as an hour, and moonlight as no sky for the Milky Way or towering clouds', () => {
    expect(sceneOf('iftar on a crowded street just as the sun goes down').fits('on a starry night')).toBe(
      false,
    );
    expect(sceneOf('camels under the milky way').fits('cool silver moonlight')).toBe(false);
    expect(sceneOf('an old harbour town').fits('under towering clouds, on a moonlit night')).toBe(false);
  });

  it('gives a sea creature no hour of the sun', () => {
    expect(sceneOf('a whale shark and a tiny diver').fits('at golden hour')).toBe(false);
  });
});
