// A song of faith, found or found again: grace, coming back, a quiet church, light through a window, a
// prayer answered. Thankful and humble, never a goal worked for. It sings to nobody.
import { NOT_PERSON, hook, pair, type LyricKit } from './kit';

export const FAITH: LyricKit = {
  verse: [
    pair('I carry {kw} like a light', 'It keeps the way ahead in sight', ['abstract']),
    pair('I found {kw} where I didn’t look', 'Not in a sermon or a book', ['abstract', 'place', 'thing']),
    pair('I came back home to {kw} at last', 'And let go of the heavy past', ['abstract', 'place']),
    pair('I sing of {kw} with all my heart', 'It gave me back a brand new start', NOT_PERSON),
    pair('I’m thankful for {kw} each day', 'It lights the corners of my way', NOT_PERSON),
    pair('The light comes through the window glass', 'And all my heavy doubts will pass'),
    pair('A little church beside the road', 'Took off my shoulders half the load'),
    pair('I bowed my head and said a prayer', 'And felt that someone heard me there'),
    pair('I wandered far and wandered wide', 'And grace was waiting at my side'),
    pair('The wooden pews, the open door', 'I feel at home here like before'),
    pair('I don’t have answers, only grace', 'And light that shines on every face'),
  ],
  chorus: [
    pair('Amazing grace has brought me back', 'And set me on a steady track'),
    pair('I’m found again, I’m found again', 'My prayer was answered there and then'),
    pair('The light came in and found me there', 'It lifted every doubt and care'),
    pair('I’ll sing it loud, I’ll sing it free', 'The grace that came and rescued me'),
    pair('I was lost, but now I’m found', 'I’m standing on the holy ground'),
    pair('I lift my voice up to the sky', 'I’m held, and I no longer ask why'),
  ],
  hooks: [
    hook('I found {kw} again', ['abstract']),
    hook('Thank God for {kw}', NOT_PERSON),
    hook('Coming home to {kw}', ['abstract', 'place']),
    hook('Hallelujah for {kw}', NOT_PERSON),
    hook('I’m singing of {kw}', NOT_PERSON),
  ],
};
