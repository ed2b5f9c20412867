import { alternate, type EvalDocument } from './types';

export const TERMS: EvalDocument = {
  id: 'terms',
  register: 'terms of service',
  topic: 'Fotokiste online photo printing: terms of service',
  text: `Fotokiste — Terms of Service
Last updated: 1 March 2024

These terms govern your use of the Fotokiste website and app and every order you place with us. Fotokiste GmbH, Lindenallee 12, 50668 Köln, Germany ("we", "us") provides online photo printing, photo books and wall art. By creating an account or placing an order you agree to these terms.

1. Your account

1.1 You must be at least 16 years old to open an account. Users under 18 need the consent of a parent or guardian to place orders.

1.2 You are responsible for keeping your password secret and for all activity under your account. Tell us immediately at security@fotokiste.de if you believe someone else has used it.

1.3 You may close your account at any time under Settings > Account > Delete account. Open orders will still be completed.

2. Your content

2.1 You keep all rights to the photos and texts you upload. You grant us a limited licence to store, copy and print them only as needed to fulfil your orders.

2.2 You confirm that you have the right to print everything you upload, including the consent of recognisable people. We may refuse to print content that is illegal, infringes someone else's rights, or shows violence or sexual content involving minors.

2.3 Uploaded photos that are not used in an order are deleted after 90 days. Photos in saved projects are kept for as long as your account exists. Finished orders are kept for 12 months so that you can reorder them.

3. Orders and prices

3.1 Prices shown include German VAT. Shipping costs are shown before you pay.

3.2 A contract is formed when we send the order confirmation email, not when you click the order button.

3.3 We accept credit cards, PayPal, Klarna and bank transfer. For bank transfer, production starts once the payment has arrived.

3.4 Discount codes cannot be combined and cannot be exchanged for cash. Only one code may be used per order.

4. Production and delivery

4.1 Prints are usually produced within two working days, photo books within five working days. Delivery times are added on top of production time.

4.2 Standard delivery within Germany costs 3.99 euros and is free for orders over 39 euros. Express delivery costs 9.99 euros.

4.3 If a parcel is lost, let us know within 14 days of the expected delivery date and we will reprint your order at no cost.

5. Right of withdrawal

5.1 Because our products are made to your personal specifications, the legal 14-day right of withdrawal does not apply to personalised products, such as prints, photo books and calendars.

5.2 Non-personalised products, such as empty frames and gift cards, may be returned within 14 days of delivery without giving a reason. You pay the cost of return shipping.

6. Complaints and quality guarantee

6.1 If your product arrives damaged or has a production fault, send us a photo of the problem within 30 days of delivery. We will reprint it or refund you, as you prefer.

6.2 Differences in colour between your screen and the printed product are not a fault, because screens display colours differently. Low image quality caused by low-resolution uploads is also not a fault; our editor warns you when a photo is too small to print sharply.

7. Liability

7.1 We are fully liable for intent and gross negligence. For slight negligence we are liable only for breaches of essential contractual obligations, limited to the damage typically foreseeable.

7.2 We are not responsible for the loss of your original files. Always keep your own copies of your photos.

8. Privacy

We process personal data according to our privacy policy. We never sell your data, and we do not look at your photos except when needed for production, quality control or when we receive a legal complaint.

9. Changes to these terms

We may change these terms for future orders. We will tell registered users by email at least 30 days before a change takes effect. If you do not agree, you may close your account before then.

10. Law and disputes

These terms are governed by German law. For consumers in the EU, the mandatory consumer protection rules of your country also apply. The European Commission's online dispute resolution platform is available at ec.europa.eu/consumers/odr. We are not obliged and not willing to take part in dispute resolution before a consumer arbitration board.

Questions

Write to service@fotokiste.de or call 0221 998 4400, Monday to Friday, 8:00 to 18:00.`,
  questions: alternate([
    { question: 'how old do I have to be to sign up', expect: 'at least 16 years old' },
    {
      question: 'can i return my photo book if i dont like it',
      expect: 'does not apply to personalised products',
      form: 'contraction',
    },
    { question: 'who owns the pictures I upload', expect: 'You keep all rights to the photos' },
    { question: 'how long do you keep my photos', expect: 'deleted after 90 days' },
    { question: 'is shipping free', expect: 'free for orders over 39 euros' },
    { question: 'my prints came damaged', expect: 'send us a photo of the problem within 30 days' },
    { question: 'can I use two discount codes at once', expect: 'cannot be combined' },
    { question: 'how do I delete my account', expect: 'Settings > Account > Delete account' },
    { question: 'the colors look different than on my screen', expect: 'not a fault' },
    { question: 'how long does it take to make a photo book', expect: 'within five working days' },
    { question: 'parcel never arrived', expect: 'reprint your order at no cost' },
    { question: 'do you sell my data', expect: 'We never sell your data' },
    {
      question: 'which payment methods do you take',
      expect: 'credit cards, PayPal, Klarna and bank transfer',
    },
    {
      question: "what's the phone number for customer service",
      expect: '0221 998 4400',
      form: 'contraction',
    },
    {
      question: 'can I send back an emtpy frame',
      expect: 'within 14 days of delivery without giving a reason',
      form: 'typo',
    },
    {
      question: 'will you tell me when the terms chnage',
      expect: 'at least 30 days before a change',
      form: 'typo',
    },
    {
      question: "I'm 17, am I allowed to order",
      expect: 'consent of a parent or guardian',
      form: 'contraction',
    },
    { question: 'I think someone hacked my account', expect: 'security@fotokiste.de' },
    {
      question: 'at what point is my order actually binding',
      expect: 'when we send the order confirmation email',
    },
    {
      question: 'how much extra for the faster delivery option',
      expect: 'Express delivery costs 9.99 euros',
    },
    {
      question: 'I paid by bank transfer, why has nothing been printed yet',
      expect: 'production starts once the payment has arrived',
    },
    { question: 'my pictures came out blurry', expect: 'low-resolution uploads' },
    {
      question: 'will you compensate me if my original photos get lost',
      expect: 'not responsible for the loss of your original files',
    },
    { question: 'which countrys law applies', expect: 'governed by German law', form: 'typo' },
  ]),
};
