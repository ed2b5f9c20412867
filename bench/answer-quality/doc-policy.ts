import { alternate, type EvalDocument } from './types';

export const POLICY: EvalDocument = {
  id: 'policy',
  register: 'employee policy',
  topic: 'Staff handbook: leave, hours and expenses',
  text: `Harbour & Pine Ltd — Staff Handbook, Part 3: Leave, Working Hours and Expenses

This part of the handbook applies to every employee on a permanent or fixed-term contract. Agency workers and contractors should follow the terms agreed with their agency. If anything here conflicts with your contract, your contract wins. Questions go to People Team at people@harbourpine.co.uk.

Working hours

Our standard working week is 37.5 hours, Monday to Friday. Core hours are 10:00 to 15:30, when everyone is expected to be available unless on leave. Outside core hours you may start and finish when it suits you, as long as your manager agrees the pattern in advance.

Lunch breaks are unpaid and last between 30 and 60 minutes. Anyone working more than six hours in a day must take a break of at least 20 minutes.

Overtime must be approved by your manager before it is worked. Approved overtime is paid at time and a half on weekdays and double time on Sundays and bank holidays. Staff on grade 6 and above do not receive paid overtime; they may take time off in lieu instead.

Remote working

You may work from home up to three days a week once you have passed your probation period. Your team lead may ask you to come to the office on particular days for workshops or client visits. We provide a laptop, a headset and a one-off home office allowance of £250 for a chair or desk. Keep the receipt and claim it through the expenses system.

Annual leave

Full-time employees receive 25 days of annual leave plus the eight UK bank holidays. After five years of continuous service you get one extra day, up to a maximum of 28 days. Part-time staff receive leave pro rata.

Our holiday year runs from 1 January to 31 December. You may carry over up to five unused days into the next year; carried-over days must be used by 31 March or they are lost.

Book leave in the HR portal at least two weeks before the first day you want off. For absences longer than ten working days, ask at least six weeks ahead. Requests are approved on a first come, first served basis, and the office closes between Christmas and New Year, which uses three days of your allowance.

Sickness absence

If you are ill, phone your line manager before 9:30 on the first morning. A text or email is not enough unless you cannot speak. You can self-certify for up to seven calendar days. From the eighth day you need a fit note from your doctor.

Company sick pay is full pay for the first four weeks in any rolling twelve months, then half pay for a further four weeks. After that, statutory sick pay applies.

Family leave

- Maternity and adoption leave: up to 52 weeks. The first 16 weeks are on full pay, the following 23 weeks on statutory pay.
- Second parent leave: four weeks on full pay, to be taken within the first year after the birth or placement.
- Shared parental leave is available on the same terms as statutory leave.
- Dependants leave: up to five paid days a year for emergencies involving a child, partner or parent.

Tell People Team about a pregnancy or adoption no later than 15 weeks before the expected week of childbirth.

Other leave

- Bereavement: up to five paid days for a close family member, and one day for anyone else you need to attend a funeral for.
- Jury service: you will receive full pay; please hand in your juror's allowance form.
- Volunteering: two paid days a year for an approved charity of your choice.
- Moving house: one paid day, once a year.

Expenses

We reimburse reasonable costs you pay while working for the company. Submit claims within 30 days of spending the money, with a photo of every receipt. Claims are paid with the next monthly salary if approved by the 20th of the month.

Travel: use standard class rail. Mileage in your own car is repaid at 45p per mile for the first 10,000 miles each year. Taxis are allowed only after 22:00 or when carrying heavy equipment.

Meals while travelling: up to £25 a day within the UK. Alcohol is never reimbursed.

Hotels: book through the travel desk. The nightly limit is £140 in London and £110 elsewhere.

Equipment and security

Laptops must be locked whenever you leave them. Report a lost or stolen device to the IT service desk within one hour, by phoning extension 4400. Do not install personal software on company machines.

Frequently asked questions

Can I buy extra holiday?
Yes. Each December you can buy up to five extra days, paid for through salary deductions spread over the next year.

Can I work abroad for a while?
Working from another country for up to 20 days a year is possible with approval from your manager and People Team, because of tax rules.

What happens to my leave if I resign?
Unused holiday is paid out in your final salary. If you have taken more leave than you have earned, the difference is deducted.

Who do I talk to about a grievance?
Speak to your line manager first. If that is not appropriate, contact People Team or the confidential employee helpline on 0800 612 4477, available 24 hours a day.`,
  questions: alternate([
    { question: 'how many days holiday do i get', expect: '25 days of annual leave' },
    { question: 'whats the mileage rate if I drive my own car', expect: '45p per mile', form: 'contraction' },
    { question: 'Paternaty leave for dads, how long?', expect: 'four weeks on full pay', form: 'typo' },
    { question: 'Deadline for handing in expense claims?', expect: 'within 30 days' },
    {
      question: 'can I roll over holidays I did not use to next year',
      expect: 'carry over up to five unused days',
    },
    {
      question: 'how long can I be off sick without a doctors note',
      expect: 'self-certify for up to seven calendar days',
    },
    { question: 'is overtime paid extra on a sunday', expect: 'double time on Sundays' },
    {
      question: 'I cant come in because I am sick, who do I tell?',
      expect: 'phone your line manager before 9:30',
      form: 'contraction',
    },
    { question: 'how many days a week am I allowed to work from home', expect: 'up to three days a week' },
    { question: 'what is the max I can spend on a hotel in london', expect: '£140 in London' },
    { question: 'lost my work laptop what now', expect: 'within one hour' },
    { question: 'How far ahead should I request time off?', expect: 'at least two weeks before' },
    { question: 'will they pay for beer with dinner on a work trip', expect: 'Alcohol is never reimbursed' },
    { question: 'Is it possible to purchase additional vacation days?', expect: 'buy up to five extra days' },
    { question: 'how much do you give me for a desk at home', expect: '£250' },
    { question: 'how long is the maternaty leave', expect: 'up to 52 weeks', form: 'typo' },
    { question: 'what times do I have to be around every day', expect: 'Core hours are 10:00 to 15:30' },
    { question: 'do I get paid for my lunch hour', expect: 'Lunch breaks are unpaid' },
    {
      question: "I'm on grade 7, do I get paid for extra hours",
      expect: 'time off in lieu',
      form: 'contraction',
    },
    {
      question: 'my dad passed away, how much time can I take',
      expect: 'up to five paid days for a close family member',
    },
    {
      question: 'got summoned for jury duty, will I still get my salary',
      expect: 'you will receive full pay',
    },
    {
      question: 'can I take a day off to help out at a charity',
      expect: 'two paid days a year for an approved charity',
    },
    {
      question: 'can I grab a cab home after a late client dinner',
      expect: 'Taxis are allowed only after 22:00',
    },
    {
      question: 'whats the daly food allowance when travelling for work',
      expect: 'up to £25 a day',
      form: 'typo',
    },
  ]),
};
