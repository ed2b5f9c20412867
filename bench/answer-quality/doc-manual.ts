import { alternate, type EvalDocument } from './types';

export const MANUAL: EvalDocument = {
  id: 'manual',
  register: 'technical manual',
  topic: 'AquaTherm C24 combi boiler: user and maintenance manual',
  text: `AquaTherm C24 Combination Boiler — User and Maintenance Manual

1. Safety information

Read this manual before using the boiler and keep it near the appliance. Installation, servicing and repairs must be carried out by a registered gas engineer. Do not remove the front casing yourself.

If you smell gas: turn off the gas supply at the meter, open doors and windows, do not use electrical switches or naked flames, and call the gas emergency line on 0800 111 999 from outside the building.

Children must not play with the boiler. Do not store flammable materials such as paint or petrol within one metre of the appliance.

2. Overview of the controls

The front panel has four buttons and a display:

- Power button: switches the boiler on or to standby.
- Mode button: switches between winter mode (heating and hot water) and summer mode (hot water only).
- Plus and minus buttons: change the flow temperature of the radiators or of the hot water, depending on the symbol shown.
- Reset button: restarts the boiler after a lockout.

The pressure gauge under the display shows the water pressure in the heating system in bar.

3. Everyday use

Switching on: make sure the gas valve under the boiler is open and the electrical spur switch is on, then press the power button. The display shows the current water temperature.

Setting the radiator temperature: press the mode button until the radiator symbol flashes, then use plus and minus. The range is 30 to 80 °C. We recommend 60 to 70 °C in winter; lower settings save gas in mild weather.

Setting the hot water temperature: press the mode button until the tap symbol flashes, then use plus and minus. The range is 35 to 60 °C. A setting of 50 °C is comfortable and reduces scalding risk.

Summer mode: in warm months, select summer mode so the boiler heats only tap water. The pump still runs for one minute every 24 hours to stop it from seizing.

Frost protection: when the boiler is on standby and the water inside falls below 5 °C, the burner starts automatically until it reaches 30 °C. Leave the boiler powered and the gas on during winter absences so this protection works.

4. Water pressure

The normal pressure when the system is cold is between 1 and 1.5 bar. When the radiators are hot it may rise to about 2 bar.

If the pressure falls below 0.7 bar, the boiler stops and shows fault code E10. To top it up:

1. Switch the boiler off and let it cool.
2. Find the filling loop under the boiler: a braided hose with a valve at each end.
3. Open both valves slowly and watch the gauge.
4. Close both valves when the needle reaches 1.2 bar.
5. Switch the boiler on and press reset.

If you need to top up more than twice a month, there may be a leak; contact your engineer.

If the pressure rises above 3 bar, the safety valve releases water through the pipe outside the wall. Call an engineer.

5. Bleeding radiators

If a radiator is cold at the top and warm at the bottom, air is trapped inside. With the heating off, use a radiator key to open the bleed valve at the top corner a quarter turn. When water comes out instead of air, close it again. Check the pressure afterwards, as bleeding lowers it.

6. Fault codes

- E10: low water pressure. Top up as described in section 4.
- E20: no flame detected. Check that the gas supply is on and press reset. If the fault returns, call an engineer.
- E28: blocked condensate pipe. In freezing weather, pour warm (not boiling) water over the plastic pipe outside to thaw it, then press reset.
- E50: overheating. Check that radiator valves are open, wait 15 minutes and press reset.
- E133: gas supply interrupted. Check that other gas appliances work, and that you have credit on a prepaid meter.

Do not press reset more than three times in a row. Repeated lockouts mean something is wrong.

7. Maintenance

Have the boiler serviced once a year by a registered engineer. Annual servicing is a condition of the warranty. Keep the service record at the back of this manual.

You may clean the casing with a damp cloth. Do not use solvents or abrasive cleaners.

8. Technical data

- Heat output: 24 kW for heating, 28 kW for hot water.
- Hot water flow: 11.5 litres per minute at a 35 °C rise.
- Efficiency: 94% (ErP class A).
- Dimensions: 700 × 400 × 280 mm. Weight: 29 kg.
- Electrical supply: 230 V, 50 Hz, 85 W.

9. Warranty

The boiler has a seven-year warranty from the date of installation, provided it was registered within 30 days and serviced every year. The warranty does not cover damage caused by frost, limescale or incorrect installation.

10. Frequently asked questions

Why does the boiler make a gurgling noise?
Air in the system usually causes it. Bleed the radiators as described in section 5.

Why is there white steam coming from the flue?
This is normal. A condensing boiler produces water vapour, which is most visible on cold days.

Can I turn the boiler off in summer?
You can, but we recommend summer mode instead, so the pump keeps moving and frost protection stays active.`,
  questions: alternate([
    {
      question: 'the pressure needle is down near zero, how do i fix it',
      expect: 'Find the filling loop under the boiler',
    },
    { question: 'what does E28 mean', expect: 'blocked condensate pipe' },
    { question: 'what should the pressure be when everything is cold', expect: 'between 1 and 1.5 bar' },
    { question: 'I think I can smell gas!!', expect: 'turn off the gas supply at the meter' },
    { question: 'radiater is cold at the top', expect: 'air is trapped inside', form: 'typo' },
    { question: 'how often does it need a service', expect: 'once a year' },
    { question: 'how hot should I set the hot water', expect: 'A setting of 50 °C is comfortable' },
    { question: "what's the warranty on the boiler", expect: 'seven-year warranty', form: 'contraction' },
    {
      question: 'my boiler says no flame, what do I do',
      expect: 'Check that the gas supply is on and press reset',
    },
    { question: 'why is there smoke coming out of the pipe outside', expect: 'This is normal' },
    {
      question: 'going on holiday in winter should i switch it off',
      expect: 'Leave the boiler powered and the gas on',
    },
    { question: 'how heavy is the unit', expect: '29 kg' },
    {
      question: "boiler's making a gurgling sound",
      expect: 'Air in the system usually causes it',
      form: 'contraction',
    },
    { question: 'how do I only get hot water and no heating', expect: 'summer mode (hot water only)' },
    { question: 'pipe outside is frozen, what to do', expect: 'pour warm (not boiling) water' },
    { question: 'how meny times can I press reset', expect: 'more than three times in a row', form: 'typo' },
    { question: 'what temp should the radiators be on in winter', expect: '60 to 70 °C in winter' },
    { question: 'gauge is reading over 3, is that bad', expect: 'safety valve releases water' },
    { question: 'display is showing E50', expect: 'E50: overheating' },
    { question: 'I keep having to refill the pressure every week', expect: 'there may be a leak' },
    {
      question: "what's safe to wipe the outside of the boiler with",
      expect: 'damp cloth',
      form: 'contraction',
    },
    { question: 'how powerful is it in kW', expect: '24 kW for heating' },
    { question: 'does the guarantee cover frost damage', expect: 'does not cover damage caused by frost' },
    {
      question: 'can I take the front cover of myself',
      expect: 'Do not remove the front casing yourself',
      form: 'typo',
    },
  ]),
};
