import { alternate, type EvalDocument } from './types';

export const FAQ: EvalDocument = {
  id: 'faq',
  register: 'product FAQ',
  topic: 'TrailBeat Go wireless speaker: frequently asked questions',
  text: `TrailBeat Go — Frequently Asked Questions

Thanks for choosing the TrailBeat Go portable speaker. Below are the questions our support team hears most often. If yours is not here, write to help@trailbeat.com or chat with us from the app.

Getting started

How do I switch the speaker on?
Press and hold the power button on the top for two seconds until you hear a short rising tone. To switch it off, hold the same button for three seconds.

How do I pair it with my phone?
Switch the speaker on and press the Bluetooth button once; the light flashes blue. Open the Bluetooth settings on your phone and choose "TrailBeat Go". When the light turns solid blue, you are connected. The speaker remembers up to eight devices.

Can I connect two phones at the same time?
Yes. The Go supports multipoint: two devices can be connected at once, and whichever starts playing takes over.

Can I pair two speakers together for stereo?
Yes. Press the link button on both speakers within ten seconds of each other. The first speaker becomes the left channel and the second the right.

Battery and charging

How long does the battery last?
Up to 14 hours at half volume. At full volume with the bass boost on, expect around 6 hours.

How long does charging take?
A full charge takes about 3 hours with a 5 V / 2 A USB-C charger. Ten minutes of charging gives roughly one hour of playback.

Which charger should I use?
Any USB-C charger of at least 10 W. A cable is included, but a wall plug is not.

Can I charge my phone from the speaker?
Yes. The USB-A port on the back works as a power bank when the speaker has more than 20% battery.

How do I check the battery level?
Press the power button briefly. The four lights on the front show the charge in steps of 25%.

Outdoors and durability

Is the speaker waterproof?
The Go is rated IPX5: it resists rain and splashes from any direction, but it must not be submerged. Close the rubber flap over the ports before taking it outside.

Does it float?
No. The speaker sinks, so keep it away from pools and the sea.

Can it survive a drop?
The rubber housing protects it against drops from up to 1.2 metres onto hard ground.

What temperatures can it handle?
Use it between -10 °C and 45 °C. Do not charge it below 0 °C.

Sound and features

Does it have a microphone?
Yes, a built-in microphone with echo cancelling lets you take calls. Press the play button to answer.

What is the range?
Bluetooth 5.3 gives a range of about 30 metres in open air, less through walls.

Can I adjust the bass?
Press the bass button to toggle bass boost, or use the equaliser in the TrailBeat app.

Does it work with voice assistants?
Yes. Hold the play button for two seconds to wake Siri or Google Assistant on your phone.

Is there an aux input?
No, the Go connects by Bluetooth only.

Troubleshooting

The speaker won't connect. What can I do?
Remove "TrailBeat Go" from your phone's Bluetooth list, switch the speaker off and on again, and pair it again. Make sure it is not still connected to another device nearby.

How do I reset it to factory settings?
Hold the volume up and volume down buttons together for eight seconds until the lights flash red three times. All paired devices will be forgotten.

The sound is crackling. Why?
Check that nothing stands between the speaker and your phone, and that the battery is above 10%. Updating the firmware through the app fixes most sound problems.

How do I update the firmware?
Open the TrailBeat app with the speaker connected. If an update is available you will see a banner; the update takes about five minutes. Keep the speaker on the charger while it runs.

Orders, warranty and returns

What is in the box?
The speaker, a 1-metre USB-C cable, a carry strap and a quick-start guide.

Which colours are available?
Forest green, slate grey, sand and coral red.

How long is the warranty?
Two years from the date of purchase, covering manufacturing defects. Battery wear is covered if capacity falls below 70% within the warranty period. Accidental damage and water damage from submersion are not covered.

How do I make a warranty claim?
Fill in the form at trailbeat.com/support with your order number and a short video of the fault. We send a prepaid shipping label.

Can I return it if I do not like it?
Yes, within 30 days of delivery, for a full refund, if the speaker is undamaged and in its original packaging. Return shipping is free within the EU.

Do you ship internationally?
We ship to the EU, the UK, Norway and Switzerland. Orders over 50 euros ship free; smaller orders cost 4.95 euros. Delivery usually takes 2 to 4 working days.`,
  questions: alternate([
    { question: 'can I take it in the shower, is it waterproof', expect: 'rated IPX5' },
    { question: 'how many hours of music on one charge', expect: 'Up to 14 hours at half volume' },
    { question: 'how long is it guaranteed for', expect: 'Two years from the date of purchase' },
    {
      question: "it won't pair with my iphone",
      expect: 'switch the speaker off and on again',
      form: 'contraction',
    },
    { question: 'will it float in the pool', expect: 'The speaker sinks' },
    { question: 'how do i factory reset', expect: 'volume up and volume down buttons together' },
    { question: 'can I plug in a cable from my old mp3 player', expect: 'Bluetooth only' },
    { question: 'how long to fully charge', expect: 'about 3 hours' },
    { question: 'does a charger come with it', expect: 'a wall plug is not' },
    { question: 'can I send it back if I change my mind', expect: 'within 30 days of delivery' },
    { question: 'how far can my phone be from the speaker', expect: 'about 30 metres' },
    { question: 'what colors does it come in', expect: 'Forest green, slate grey, sand and coral red' },
    { question: 'can I take phone calls on it', expect: 'built-in microphone' },
    { question: "what's the delivery cost", expect: 'Orders over 50 euros ship free', form: 'contraction' },
    {
      question: 'conect two speakers for stereo sound',
      expect: 'link button on both speakers',
      form: 'typo',
    },
    {
      question: 'how to update the firmwear',
      expect: 'Open the TrailBeat app with the speaker connected',
      form: 'typo',
    },
    { question: 'how do I get it to start up', expect: 'power button on the top for two seconds' },
    {
      question: "can my phone and my wife's phone both be linked to it together",
      expect: 'two devices can be connected at once',
    },
    { question: 'can the speaker top up my phone', expect: 'works as a power bank' },
    {
      question: 'how do I see how much juice is left',
      expect: 'The four lights on the front show the charge',
    },
    { question: 'what if I knock it off the table', expect: 'drops from up to 1.2 metres' },
    {
      question: "can I use it when it's freezing outside",
      expect: 'between -10 °C and 45 °C',
      form: 'contraction',
    },
    {
      question: 'music keeps crackeling and cutting out',
      expect: 'nothing stands between the speaker and your phone',
      form: 'typo',
    },
    { question: 'can I talk to siri through it', expect: 'Hold the play button for two seconds' },
  ]),
};
