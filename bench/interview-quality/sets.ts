/**
 * The interview-quality evaluation set, written before any tuning of the local interview evaluator.
 *
 * Each set is one candidate's mock interview: a job title, and answers to competency questions, each answer
 * graded the way a hiring manager would grade it for its competency: 'strong' (relevant, a real situation,
 * what the candidate did, a result, specifics), 'adequate' (relevant but general, or missing the result or
 * the specifics), 'weak' (empty, off-topic, a refusal, a few words, or hedging without substance).
 *
 * The split is fixed by position: sets are numbered from 0 in the order written; even positions are the
 * development half ('dev', tune on it), odd positions the test half ('test', report only). Add new sets at
 * the end only, so no set changes half.
 */
export type Grade = 'strong' | 'adequate' | 'weak';
export type Split = 'dev' | 'test';

export interface GradedAnswer {
  category: string;
  question: string;
  answer: string;
  grade: Grade;
}

export interface InterviewSet {
  id: string;
  jobTitle: string;
  /** how the set was written: strong, weak, mixed, off-topic, empty, rambling… */
  kind: string;
  answers: GradedAnswer[];
}

const S: InterviewSet[] = [
  {
    id: 'csharp-strong',
    jobTitle: 'C# developer',
    kind: 'strong',
    answers: [
      {
        category: 'Debugging',
        question: 'Tell me about a time you tracked down a memory leak in a .NET service.',
        answer:
          'Last year our order API on .NET 6 grew from 400 MB to 3 GB over two days and then restarted. I took two memory dumps with dotnet-dump a few hours apart and compared them in PerfView. The growth was in event handler subscriptions: a singleton cache subscribed to an event on every scoped service and never unsubscribed. I changed it to a weak event pattern and added a regression test that counts subscriptions. Memory stayed flat at 450 MB afterwards and the nightly restarts stopped.',
        grade: 'strong',
      },
      {
        category: 'Teamwork',
        question: 'Describe a time you disagreed with a teammate about a design decision.',
        answer:
          'A colleague wanted to put all data access in stored procedures, and I preferred Entity Framework with a few raw queries. Instead of arguing in the pull request, I suggested we each build the same report query both ways and measure it. The stored procedure was 20% faster for that one report, so we kept it there and used EF Core elsewhere. We wrote the rule down in our team guidelines, and the review time on data access changes dropped because nobody reopened the debate.',
        grade: 'strong',
      },
      {
        category: 'Code quality',
        question: 'How do you make sure the C# code you ship is maintainable?',
        answer:
          'I write unit tests with xUnit before I refactor, keep methods small, and run the Roslyn analyzers with warnings as errors in CI. On my last team I introduced a pull request checklist and code coverage gates at 80%, which cut the bugs found in QA by about a third over two quarters.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'csharp-weak',
    jobTitle: 'C# developer',
    kind: 'weak',
    answers: [
      {
        category: 'Debugging',
        question: 'Tell me about a time you tracked down a memory leak in a .NET service.',
        answer: 'I have not really had that.',
        grade: 'weak',
      },
      {
        category: 'Teamwork',
        question: 'Describe a time you disagreed with a teammate about a design decision.',
        answer: 'I usually just do what the team says, I guess.',
        grade: 'weak',
      },
      {
        category: 'Code quality',
        question: 'How do you make sure the C# code you ship is maintainable?',
        answer: 'I try to write good code.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'data-mixed',
    jobTitle: 'Data analyst',
    kind: 'mixed',
    answers: [
      {
        category: 'Analysis',
        question: 'Tell me about an analysis that changed a business decision.',
        answer:
          'At a subscription company I noticed churn was highest in the second month. I pulled two years of billing data with SQL, built a cohort table in Python with pandas and found that customers who never used the mobile app churned at 18% versus 6% for app users. I presented this to the product team, they added an onboarding email pushing the app, and second-month churn fell from 11% to 8% in one quarter.',
        grade: 'strong',
      },
      {
        category: 'Communication',
        question: 'How do you explain a complex finding to people who are not technical?',
        answer:
          'I try to keep it simple and use charts rather than tables. I avoid jargon and focus on what the finding means for them.',
        grade: 'adequate',
      },
      {
        category: 'Data quality',
        question: 'Describe a time you found a problem in the data you were given.',
        answer: 'Data is always messy, that is just how it is.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'designer-strong',
    jobTitle: 'UX designer',
    kind: 'strong',
    answers: [
      {
        category: 'User research',
        question: 'Walk me through a time user research changed your design.',
        answer:
          'We were redesigning the checkout of a food delivery app. I ran eight moderated usability tests on a Figma prototype, and six of the eight people missed the promo code field because it sat under the fold. I moved it next to the total and simplified the address step from three screens to one. After launch the checkout completion rate rose from 61% to 70%, and support tickets about promo codes dropped by half.',
        grade: 'strong',
      },
      {
        category: 'Collaboration',
        question: 'How do you work with engineers when a design is hard to build?',
        answer:
          'On a dashboard project the developers said my animated charts would take three sprints. I sat with the front-end lead, we looked at what the charting library already supported, and I reworked the design to use its built-in transitions. It shipped in one sprint and we kept 90% of the intended effect.',
        grade: 'strong',
      },
      {
        category: 'Accessibility',
        question: 'How do you make your designs accessible?',
        answer:
          'I check colour contrast against WCAG AA, design focus states for keyboard users, and test screens with VoiceOver before handoff. In my last role I built an accessible component library in Figma, and our audit score went from 62 to 94.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'pm-adequate',
    jobTitle: 'Product manager',
    kind: 'adequate',
    answers: [
      {
        category: 'Prioritisation',
        question: 'How do you decide what goes on the roadmap?',
        answer:
          'I look at customer feedback, business goals and engineering effort, and I use a scoring framework like RICE to compare items. I review the roadmap with stakeholders every quarter.',
        grade: 'adequate',
      },
      {
        category: 'Stakeholder management',
        question: 'Tell me about a time you had to say no to an important stakeholder.',
        answer:
          'A sales director wanted a custom feature for one client. I explained that it did not fit our strategy and offered an alternative using existing features. He was not happy at first but accepted it.',
        grade: 'adequate',
      },
      {
        category: 'Metrics',
        question: 'How do you measure whether a feature was a success?',
        answer:
          'I define success metrics before we build, such as adoption and retention, and check them after launch in our analytics tool.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'sales-offtopic',
    jobTitle: 'Sales representative',
    kind: 'off-topic',
    answers: [
      {
        category: 'Closing',
        question: 'Tell me about the hardest deal you closed.',
        answer:
          'My favourite holiday was in Portugal. We rented a small house near the beach and ate grilled sardines every evening. The weather was perfect.',
        grade: 'weak',
      },
      {
        category: 'Prospecting',
        question: 'How do you find new customers?',
        answer: 'I like cooking pasta and watching football on weekends with my friends.',
        grade: 'weak',
      },
      {
        category: 'Handling objections',
        question: 'How do you respond when a customer says your price is too high?',
        answer: 'The sky is blue because of the way sunlight scatters in the atmosphere.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'marketing-strong',
    jobTitle: 'Marketing manager',
    kind: 'strong',
    answers: [
      {
        category: 'Campaigns',
        question: 'Tell me about a campaign you ran from start to finish.',
        answer:
          'For a spring launch of a budgeting app, I set the goal at 20,000 sign-ups in six weeks with a budget of $40,000. I split the spend between Meta ads, two finance podcasts and a referral offer, and tested four ad creatives in the first week, keeping the two best. We reached 26,000 sign-ups at a cost of $1.54 each, 30% under plan, and the referral channel alone brought 7,000.',
        grade: 'strong',
      },
      {
        category: 'Analytics',
        question: 'How do you decide which channels to invest in?',
        answer:
          'I track cost per acquisition and 90-day retention per channel in Google Analytics and our CRM. Last year that showed paid search brought cheap but short-lived users, so I moved 25% of the search budget into content and email, and the retained users per dollar went up by 40%.',
        grade: 'strong',
      },
      {
        category: 'Brand',
        question: 'How do you keep a brand consistent across teams?',
        answer:
          'I wrote a one-page voice and tone guide with examples and a shared Canva template library, then ran a short workshop with the sales and support teams. Within two months almost every outgoing deck used the templates.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'support-empty',
    jobTitle: 'Customer support agent',
    kind: 'empty',
    answers: [
      {
        category: 'Empathy',
        question: 'Tell me about a time you calmed down an angry customer.',
        answer: '',
        grade: 'weak',
      },
      {
        category: 'Problem solving',
        question: 'How do you handle a problem you do not know how to solve?',
        answer: ' ',
        grade: 'weak',
      },
      {
        category: 'Efficiency',
        question: 'How do you manage a long queue of tickets?',
        answer: '',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'nurse-strong',
    jobTitle: 'Registered nurse',
    kind: 'strong',
    answers: [
      {
        category: 'Patient safety',
        question: 'Tell me about a time you noticed a patient deteriorating.',
        answer:
          'On a night shift on a surgical ward, a post-operative patient was more confused than at handover. His blood pressure had dropped from 130 to 95 and his heart rate was 118. I escalated using SBAR to the on-call doctor, started the sepsis bundle with fluids and blood cultures, and checked him every 15 minutes. He was diagnosed with an anastomotic leak, went back to theatre within two hours and recovered. The consultant later used the case in teaching about early warning scores.',
        grade: 'strong',
      },
      {
        category: 'Communication',
        question: 'How do you explain a treatment plan to a worried family?',
        answer:
          'I find a quiet room, ask what they already understand, then explain the plan in plain words and check back with them. Once a daughter was upset about her mother being nil by mouth before surgery; after I explained why and showed her the schedule, she helped us keep her mother comfortable and thanked the team.',
        grade: 'strong',
      },
      {
        category: 'Prioritisation',
        question: 'How do you prioritise when several patients need you at once?',
        answer:
          'I use the ABC approach: airway, breathing, circulation first. I delegate tasks like observations to healthcare assistants when appropriate and tell the nurse in charge early if the workload is unsafe.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'teacher-weak-hedging',
    jobTitle: 'Primary school teacher',
    kind: 'hedging',
    answers: [
      {
        category: 'Classroom management',
        question: 'How do you handle disruptive behaviour in class?',
        answer:
          'I guess maybe I would probably try to talk to them, I am not really sure, it kind of depends on the situation I suppose.',
        grade: 'weak',
      },
      {
        category: 'Lesson planning',
        question: 'How do you plan a lesson for pupils with different abilities?',
        answer: 'I think I would maybe give some of them easier things, perhaps, I do not know exactly.',
        grade: 'weak',
      },
      {
        category: 'Parent communication',
        question: 'Tell me about a difficult conversation with a parent.',
        answer: 'I have not had one yet, I suppose it would be hard.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'accountant-mixed',
    jobTitle: 'Accountant',
    kind: 'mixed',
    answers: [
      {
        category: 'Accuracy',
        question: 'Tell me about a time you found an error in the accounts.',
        answer:
          'During the month-end close I reconciled the bank account and found a difference of $12,400. I traced it to a supplier invoice posted twice in Xero, once by the purchase ledger clerk and once from an automatic bank rule. I reversed the duplicate, changed the bank rule to require approval, and since then we have had no duplicate postings in eight closes.',
        grade: 'strong',
      },
      {
        category: 'Deadlines',
        question: 'How do you manage the pressure of year-end?',
        answer: 'I make a checklist and work through it, and I stay late if I need to.',
        grade: 'adequate',
      },
      {
        category: 'Regulation',
        question: 'How do you keep up with changes in tax rules?',
        answer: 'I read the news sometimes.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'logistics-strong',
    jobTitle: 'Logistics coordinator',
    kind: 'strong',
    answers: [
      {
        category: 'Problem solving',
        question: 'Tell me about a time a shipment went wrong and how you fixed it.',
        answer:
          'A container of spare parts for our biggest customer was held at customs in Rotterdam because the commercial invoice had the wrong HS code. I called our broker that morning, got a corrected invoice from the supplier within three hours, and arranged a partial air shipment of the 40 most urgent parts so the customer line did not stop. The container cleared two days later and the customer renewed their contract that quarter.',
        grade: 'strong',
      },
      {
        category: 'Planning',
        question: 'How do you plan routes and loads to keep costs down?',
        answer:
          'I consolidate orders by region in our TMS and book full truckloads where the volume allows. When I took over the northern routes I cut the number of half-empty trucks from 14 a week to 5, which saved about $6,000 a month.',
        grade: 'strong',
      },
      {
        category: 'Supplier relations',
        question: 'How do you deal with a carrier that keeps missing pickup times?',
        answer:
          'I track on-time pickup per carrier, share the figures with them in a monthly review, and agree on a fix. With one carrier that was at 70% on time, we moved pickups an hour later and they reached 95% within two months.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'retail-adequate',
    jobTitle: 'Retail store manager',
    kind: 'adequate',
    answers: [
      {
        category: 'Leadership',
        question: 'How do you motivate your team on a busy weekend?',
        answer:
          'I brief the team before opening, set clear goals for the day, and make sure breaks are fair. I try to be on the shop floor myself so they see me helping.',
        grade: 'adequate',
      },
      {
        category: 'Customer service',
        question: 'Tell me about a time you turned around an unhappy customer.',
        answer:
          'A customer wanted to return shoes without a receipt. I listened, found the purchase in our system with her card, and gave her an exchange. She left happy.',
        grade: 'adequate',
      },
      {
        category: 'Sales targets',
        question: 'What have you done to increase store sales?',
        answer:
          'I moved best sellers to the front of the store and trained staff to suggest accessories at the till.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'hr-strong',
    jobTitle: 'HR generalist',
    kind: 'strong',
    answers: [
      {
        category: 'Employee relations',
        question: 'Tell me about a workplace conflict you helped resolve.',
        answer:
          'Two team leads in the warehouse stopped speaking after a disagreement over shift rotas, and their teams started taking sides. I met each of them separately, then ran a facilitated meeting where we agreed on a rota rule and a weekly ten-minute check-in. Within a month the grievance was withdrawn, and absence in both teams dropped from 7% to 4%.',
        grade: 'strong',
      },
      {
        category: 'Recruitment',
        question: 'How have you improved a hiring process?',
        answer:
          'Our time to hire for engineers was 62 days. I introduced structured interviews with scorecards in Greenhouse and removed one interview round that duplicated the technical test. Time to hire fell to 38 days and offer acceptance rose from 70% to 85%.',
        grade: 'strong',
      },
      {
        category: 'Policy',
        question: 'How do you roll out a new HR policy?',
        answer:
          'I draft it with legal, test it with a few managers, then announce it with a short FAQ. For our hybrid work policy I held four Q&A sessions and 92% of staff acknowledged it in the HRIS within two weeks.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'general-weak-short',
    jobTitle: 'Office assistant',
    kind: 'short',
    answers: [
      {
        category: 'Organisation',
        question: 'How do you keep track of many tasks at once?',
        answer: 'A list.',
        grade: 'weak',
      },
      {
        category: 'Communication',
        question: 'Tell me about a time you had to pass on difficult news.',
        answer: 'Yes once.',
        grade: 'weak',
      },
      {
        category: 'Reliability',
        question: 'Why should we trust you with confidential documents?',
        answer: 'I am trustworthy.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'csharp-rambling',
    jobTitle: 'C# developer',
    kind: 'rambling',
    answers: [
      {
        category: 'Debugging',
        question: 'Tell me about a time you tracked down a memory leak in a .NET service.',
        answer:
          'So, well, memory is something that everyone talks about and it is very important, I always say that computers are getting faster and faster and memory is cheaper now than it was when I started, I remember my first computer had very little memory and we had to be careful, and these days people just add more servers in the cloud, which is fine I suppose, but also the cloud is expensive, and anyway I think memory leaks happen sometimes and you have to be careful with them and think about them when you write your code, and that is basically how I see it in general.',
        grade: 'weak',
      },
      {
        category: 'Teamwork',
        question: 'Describe a time you disagreed with a teammate about a design decision.',
        answer:
          'Teams are interesting, every team is different, some teams are big and some are small, and I have worked in many of them, you know, there are always different opinions and people have different backgrounds, some like tabs and some like spaces, and I think that diversity is good, really, and in the end the most important thing is that everyone is happy and that we all get along, because if people do not get along it is hard to work, that is what I think about teams.',
        grade: 'weak',
      },
      {
        category: 'Code quality',
        question: 'How do you make sure the C# code you ship is maintainable?',
        answer:
          'I write unit tests for the important parts and ask for code reviews on every pull request. I also try to follow SOLID principles.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'data-strong',
    jobTitle: 'Data scientist',
    kind: 'strong',
    answers: [
      {
        category: 'Modelling',
        question: 'Tell me about a model you built that went into production.',
        answer:
          'I built a demand forecasting model for 300 grocery stores. The existing forecast was a moving average with 28% error. I engineered features for holidays, weather and promotions, trained a LightGBM model in Python and validated it on a rolling 12-week backtest. Error fell to 17%, and after the model went live in Airflow, food waste in the pilot stores dropped by 9% in the first quarter.',
        grade: 'strong',
      },
      {
        category: 'Experimentation',
        question: 'How do you design an A/B test?',
        answer:
          'I start from the decision we want to make, pick one primary metric, and compute the sample size for the smallest effect that matters. For a pricing page test I calculated we needed 40,000 visitors per arm, ran it for three weeks without peeking, and found a 4% lift in paid conversions that was significant at 95%.',
        grade: 'strong',
      },
      {
        category: 'Communication',
        question: 'How do you explain model results to business leaders?',
        answer:
          'I lead with the decision and the expected money, then show one chart, and keep the technical details in an appendix. For the forecasting project I showed waste per store before and after, which got the rollout approved in one meeting.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'designer-weak',
    jobTitle: 'Graphic designer',
    kind: 'weak',
    answers: [
      {
        category: 'Creative process',
        question: 'Walk me through how you start a new design brief.',
        answer: 'I just start designing and see what happens.',
        grade: 'weak',
      },
      {
        category: 'Feedback',
        question: 'Tell me about a time a client rejected your design.',
        answer: 'Clients do not always know what they want.',
        grade: 'weak',
      },
      {
        category: 'Tools',
        question: 'Which design tools do you use, and how?',
        answer:
          'I use Photoshop and Illustrator for most work and InDesign for print layouts. I have been using them for about five years.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'pm-strong',
    jobTitle: 'Project manager',
    kind: 'strong',
    answers: [
      {
        category: 'Delivery',
        question: 'Tell me about a project that was falling behind and how you brought it back.',
        answer:
          'I took over an ERP migration that was six weeks late with a fixed go-live before the financial year end. I re-planned it in Jira with the team leads, split the data migration into three waves, and moved two testers from another project for a month. I reported progress weekly to the sponsor with a clear red-amber-green view. We went live on the original date, with 97% of the data migrated in the first wave and the rest within a week.',
        grade: 'strong',
      },
      {
        category: 'Risk management',
        question: 'How do you manage risks on a project?',
        answer:
          'I keep a risk log with owners and review it every week. On a data centre move I flagged the single network engineer as a risk early, we trained a second person, and when the first one fell ill the week of the move, the cutover still happened on schedule.',
        grade: 'strong',
      },
      {
        category: 'Stakeholder management',
        question: 'How do you keep stakeholders informed?',
        answer:
          'I send a one-page status report every Friday and hold a monthly steering meeting. I adjust the detail for each audience.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'sales-strong',
    jobTitle: 'Account executive',
    kind: 'strong',
    answers: [
      {
        category: 'Closing',
        question: 'Tell me about the hardest deal you closed.',
        answer:
          'A logistics company with 2,000 drivers was about to renew with our competitor. I got a meeting with their operations director, mapped their fuel costs from public data, and ran a two-week pilot with 50 drivers that showed a 6% fuel saving. I built the business case with their finance lead, and we signed a three-year contract worth $480,000 a year, my largest deal that year.',
        grade: 'strong',
      },
      {
        category: 'Pipeline',
        question: 'How do you manage your pipeline?',
        answer:
          'I keep every opportunity in Salesforce with a next step and a date, and review the pipeline every Monday. I aim for three times my quarterly quota in qualified pipeline, and last year I hit 112% of quota.',
        grade: 'strong',
      },
      {
        category: 'Handling objections',
        question: 'How do you respond when a customer says your price is too high?',
        answer:
          'I ask what they are comparing it with and what the problem costs them today. Then I tie the price to outcomes they care about, and if needed I adjust the scope rather than discount.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'marketing-weak-offtopic-mix',
    jobTitle: 'Digital marketing specialist',
    kind: 'mixed off-topic',
    answers: [
      {
        category: 'SEO',
        question: 'How would you improve the organic traffic of our website?',
        answer:
          'I would audit the site with Search Console and Ahrefs, fix technical problems like slow pages and broken links, and then write content around the keywords our customers search for.',
        grade: 'adequate',
      },
      {
        category: 'Social media',
        question: 'Tell me about a social media post or campaign that performed well.',
        answer: 'My cat is very funny, she sleeps all day on the sofa and wakes up only for dinner.',
        grade: 'weak',
      },
      {
        category: 'Analytics',
        question: 'Which metrics do you report to management?',
        answer: 'Not sure.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'support-strong',
    jobTitle: 'Customer support specialist',
    kind: 'strong',
    answers: [
      {
        category: 'Empathy',
        question: 'Tell me about a time you calmed down an angry customer.',
        answer:
          'A customer called because her internet had been down for three days before an important job interview on video. She was shouting. I let her finish, apologised for the impact, and told her exactly what I would do. I booked the first technician slot, set up a free mobile hotspot for her that afternoon, and called her back the next day. She joined her interview on time and later gave us a 10 out of 10 survey score.',
        grade: 'strong',
      },
      {
        category: 'Problem solving',
        question: 'How do you handle a problem you do not know how to solve?',
        answer:
          'I tell the customer honestly that I need to check, search our knowledge base in Zendesk, and ask a senior colleague in the team channel. If it takes longer, I give the customer a time when I will get back to them, and I keep that promise.',
        grade: 'adequate',
      },
      {
        category: 'Efficiency',
        question: 'How do you manage a long queue of tickets?',
        answer:
          'I sort by urgency and SLA, answer the quick ones first in a batch, and use saved replies for common questions. In my last job I handled about 80 tickets a day with a 92% satisfaction score, and I wrote 15 macros that the team still uses.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'nurse-weak',
    jobTitle: 'Nurse',
    kind: 'weak',
    answers: [
      {
        category: 'Patient safety',
        question: 'Tell me about a time you noticed a patient deteriorating.',
        answer: 'I would tell the doctor.',
        grade: 'weak',
      },
      {
        category: 'Communication',
        question: 'How do you explain a treatment plan to a worried family?',
        answer: 'I do not know, maybe I would ask someone else to do it.',
        grade: 'weak',
      },
      {
        category: 'Teamwork',
        question: 'Tell me about working with a difficult colleague on a shift.',
        answer:
          'There was a colleague who did not help with the heavy patients. I talked to her about it and we shared the work more evenly after that.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'teacher-strong',
    jobTitle: 'Secondary school maths teacher',
    kind: 'strong',
    answers: [
      {
        category: 'Classroom management',
        question: 'How do you handle disruptive behaviour in class?',
        answer:
          'With a Year 9 class that often lost the first ten minutes, I introduced a silent starter task on the board every lesson and a seating plan that split two disruptive friends. I praised on-task behaviour by name and used the school behaviour policy consistently. Within half a term lessons started on time, and the class average in the end-of-unit test rose from 48% to 61%.',
        grade: 'strong',
      },
      {
        category: 'Lesson planning',
        question: 'How do you plan a lesson for pupils with different abilities?',
        answer:
          'I plan one core task and three levels of challenge, with worked examples for those who need them and an extension problem for the fastest. In my fractions unit, the lower set used fraction walls while the top group proved results algebraically, and every pupil made progress on the exit ticket.',
        grade: 'strong',
      },
      {
        category: 'Parent communication',
        question: 'Tell me about a difficult conversation with a parent.',
        answer:
          'A father was angry that his son had been moved down a set. I showed him the test results and the work samples, listened to his worries, and agreed a plan to review the set after six weeks with extra homework support. His son moved back up after the review and the father thanked me by email.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'finance-adequate',
    jobTitle: 'Financial analyst',
    kind: 'adequate',
    answers: [
      {
        category: 'Forecasting',
        question: 'How do you build a financial forecast?',
        answer:
          'I start from the historical actuals, agree the assumptions with the budget holders, and build a driver-based model in Excel. I update it monthly.',
        grade: 'adequate',
      },
      {
        category: 'Attention to detail',
        question: 'Tell me about a mistake you caught before it reached management.',
        answer:
          'Once I noticed a formula error in a spreadsheet that would have overstated revenue. I fixed it before the report went out.',
        grade: 'adequate',
      },
      {
        category: 'Communication',
        question: 'How do you present variances to non-finance managers?',
        answer:
          'I explain the main reasons for the difference in plain language and show a simple bridge chart from budget to actual.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'operations-mixed',
    jobTitle: 'Operations manager',
    kind: 'mixed',
    answers: [
      {
        category: 'Process improvement',
        question: 'Tell me about a process you improved.',
        answer:
          'Our returns process took 12 days from arrival to refund. I mapped every step with the warehouse team, found that items waited four days for a quality check that only 5% failed, and changed it to a sample check. I also set up a daily dashboard in Power BI. Refund time fell to five days and complaints about refunds dropped by 60%.',
        grade: 'strong',
      },
      {
        category: 'Leadership',
        question: 'How do you lead a team through a big change?',
        answer: 'Change is hard for everyone.',
        grade: 'weak',
      },
      {
        category: 'Budget',
        question: 'How do you keep operations within budget?',
        answer:
          'I review spending against the budget every month with the finance partner and look for savings in overtime and suppliers.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'hospitality-strong',
    jobTitle: 'Hotel front desk supervisor',
    kind: 'strong',
    answers: [
      {
        category: 'Guest experience',
        question: 'Tell me about a time you dealt with an overbooking.',
        answer:
          'On a conference night we were overbooked by six rooms. I checked the no-show history, called two partner hotels at 4 pm and secured rooms at the same rate, and offered the guests who moved free transport and breakfast back with us. I greeted each of them personally. Five of the six rebooked with us later, and none left a negative review.',
        grade: 'strong',
      },
      {
        category: 'Team leadership',
        question: 'How do you train new front desk staff?',
        answer:
          'I pair each new person with an experienced colleague for their first five shifts, use a checklist for the property management system, and do a short review at the end of each week. Our new starters now work alone after two weeks instead of four.',
        grade: 'strong',
      },
      {
        category: 'Upselling',
        question: 'How do you encourage guests to upgrade?',
        answer:
          'I mention the upgrade at check-in when it suits the guest, like a quieter room for business travellers.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'hr-weak',
    jobTitle: 'HR assistant',
    kind: 'weak',
    answers: [
      {
        category: 'Confidentiality',
        question: 'How do you handle confidential employee information?',
        answer: 'I would not tell anyone, probably.',
        grade: 'weak',
      },
      {
        category: 'Recruitment',
        question: 'How would you organise interviews for ten candidates in one week?',
        answer: 'I would put them in a calendar.',
        grade: 'weak',
      },
      {
        category: 'Employee relations',
        question: 'Tell me about a workplace conflict you helped resolve.',
        answer: 'I have never seen a conflict at work.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'frontend-strong',
    jobTitle: 'Front-end developer',
    kind: 'strong',
    answers: [
      {
        category: 'Performance',
        question: 'Tell me about a time you made a web page faster.',
        answer:
          'Our product page had a Largest Contentful Paint of 4.8 seconds on mobile. I profiled it with Lighthouse and Chrome DevTools, found a 900 KB hero image and a blocking analytics script, switched the image to responsive WebP with lazy loading and deferred the script. LCP dropped to 1.9 seconds and the mobile conversion rate rose by 8% in the following month.',
        grade: 'strong',
      },
      {
        category: 'Collaboration',
        question: 'How do you work with designers?',
        answer:
          'I join design reviews early, point out states the mockups miss, like loading and errors, and we keep shared components in Storybook. That cut the back-and-forth on new screens from about five rounds to two.',
        grade: 'strong',
      },
      {
        category: 'Testing',
        question: 'How do you test your front-end code?',
        answer:
          'I write unit tests with Jest and React Testing Library for components, and a few Playwright end-to-end tests for the checkout flow.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'backend-offtopic-partial',
    jobTitle: 'Backend engineer',
    kind: 'off-topic',
    answers: [
      {
        category: 'System design',
        question: 'How would you design a service that sends a million notifications a day?',
        answer:
          'I really enjoy hiking in the mountains, last summer I walked the whole Tour du Mont Blanc with my brother and we slept in huts every night.',
        grade: 'weak',
      },
      {
        category: 'Incidents',
        question: 'Tell me about a production incident you handled.',
        answer:
          'Our payment service went down on a Friday evening because a database migration locked a large table. I was on call, rolled back the deployment within 15 minutes, and wrote the post-mortem. We added a rule to run long migrations in batches, and we have not had a lock outage since.',
        grade: 'strong',
      },
      {
        category: 'Code review',
        question: 'What do you look for in a code review?',
        answer: 'Pizza is better than burgers.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'data-weak-rambling',
    jobTitle: 'Business intelligence analyst',
    kind: 'rambling',
    answers: [
      {
        category: 'Dashboards',
        question: 'Tell me about a dashboard you built that people used.',
        answer:
          'Dashboards are everywhere now, every company has them, and some are good and some are bad, I think colours matter a lot, and also fonts, I like clean fonts, and people want to see numbers, but sometimes they do not look at them, which is funny, and I think in the future maybe AI will make all the dashboards anyway, so who knows what will happen, it is an exciting time to be in data, there is so much going on and so many tools and everyone has an opinion about them.',
        grade: 'weak',
      },
      {
        category: 'SQL',
        question: 'How do you check that a SQL query returns correct results?',
        answer:
          'I compare totals with a known source, check row counts before and after joins, and look at a few records by hand.',
        grade: 'adequate',
      },
      {
        category: 'Stakeholders',
        question: 'How do you handle conflicting requests from two departments?',
        answer:
          'Well, departments always want different things, you know, sales wants one thing and finance wants another thing, it has always been like that in every company, it is part of life, I think, and people just have to live with it and get on with their work.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'csharp-adequate',
    jobTitle: 'Senior .NET developer',
    kind: 'adequate',
    answers: [
      {
        category: 'Architecture',
        question: 'How would you split a large ASP.NET monolith into services?',
        answer:
          'I would first find the boundaries in the domain, start with one part that changes often, and put it behind an API. I would keep the database shared at first and separate it later.',
        grade: 'adequate',
      },
      {
        category: 'Debugging',
        question: 'Tell me about a hard bug you fixed in a C# application.',
        answer:
          'We had a race condition in a background service. I added logging, found the shared list that two threads wrote to, and replaced it with a ConcurrentQueue.',
        grade: 'adequate',
      },
      {
        category: 'Mentoring',
        question: 'How do you help junior developers grow?',
        answer:
          'I pair with them on tasks, give detailed code review comments, and suggest articles and courses.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'nurse-mixed',
    jobTitle: 'ICU nurse',
    kind: 'mixed',
    answers: [
      {
        category: 'Critical care',
        question: 'Tell me about a time you managed a ventilated patient whose condition changed quickly.',
        answer:
          'A ventilated patient with ARDS suddenly desaturated to 82%. I checked the tube position and the circuit, suctioned thick secretions, increased the oxygen as prescribed and called the intensivist. A chest X-ray showed a pneumothorax and a drain was inserted within 30 minutes. Her saturation returned to 95% and she was extubated four days later.',
        grade: 'strong',
      },
      {
        category: 'Family support',
        question: 'How do you support families of critically ill patients?',
        answer:
          'I keep them updated, make time to answer their questions, and involve them in care when it is appropriate.',
        grade: 'adequate',
      },
      {
        category: 'Stress',
        question: 'How do you cope with the stress of intensive care work?',
        answer: 'I do not really cope, to be honest.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'marketing-adequate',
    jobTitle: 'Content marketer',
    kind: 'adequate',
    answers: [
      {
        category: 'Content strategy',
        question: 'How do you decide what content to create?',
        answer:
          'I talk to the sales team about the questions customers ask, look at keyword research, and plan a monthly calendar around those topics.',
        grade: 'adequate',
      },
      {
        category: 'Writing',
        question: 'Tell me about a piece you wrote that performed well.',
        answer:
          'I wrote a guide on choosing accounting software. It got a lot of traffic and the sales team used it with prospects.',
        grade: 'adequate',
      },
      {
        category: 'Analytics',
        question: 'How do you measure content performance?',
        answer: 'I look at page views, time on page and sign-ups from each article in Google Analytics.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'warehouse-strong',
    jobTitle: 'Warehouse supervisor',
    kind: 'strong',
    answers: [
      {
        category: 'Safety',
        question: 'Tell me about a time you improved safety in the warehouse.',
        answer:
          'We had three near misses with forklifts at one blind corner in a month. I reported it, marked a pedestrian walkway with barriers, installed a convex mirror and changed the picking route so people did not cross there. We ran a toolbox talk for all 40 staff. There have been no near misses at that corner in the 14 months since.',
        grade: 'strong',
      },
      {
        category: 'Productivity',
        question: 'How have you raised picking productivity?',
        answer:
          'I analysed the pick data in our WMS and moved the 200 fastest-moving items closer to the packing area. Picks per hour went from 95 to 120 within six weeks.',
        grade: 'strong',
      },
      {
        category: 'Team leadership',
        question: 'How do you handle a team member who is often late?',
        answer:
          'I talk to them privately to find out why, explain the impact on the team, and agree on clear expectations. If it continues I follow the formal process.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'sales-weak',
    jobTitle: 'Sales representative',
    kind: 'weak',
    answers: [
      {
        category: 'Closing',
        question: 'Tell me about the hardest deal you closed.',
        answer: 'I have not closed any big deals yet.',
        grade: 'weak',
      },
      {
        category: 'Prospecting',
        question: 'How do you find new customers?',
        answer: 'I would call people maybe.',
        grade: 'weak',
      },
      {
        category: 'Resilience',
        question: 'How do you deal with rejection?',
        answer: 'I do not like it.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'product-owner-strong',
    jobTitle: 'Product owner',
    kind: 'strong',
    answers: [
      {
        category: 'Backlog management',
        question: 'How do you keep a backlog healthy?',
        answer:
          'When I joined, the backlog had 600 items and nobody trusted it. I archived everything untouched for six months, grouped the rest under five outcomes, and held a refinement session every week. The backlog went down to 120 items, and the team started each sprint with stories that were ready, so our sprint goal success rose from 50% to 85%.',
        grade: 'strong',
      },
      {
        category: 'Customer insight',
        question: 'Tell me about a feature you changed after talking to customers.',
        answer:
          'We planned a complex reporting module, but in twelve customer interviews most people only wanted to export data to Excel. We shipped a simple CSV export in two weeks instead of a three-month project, and it became the most used feature that quarter.',
        grade: 'strong',
      },
      {
        category: 'Prioritisation',
        question: 'How do you decide between two urgent requests?',
        answer: 'It depends.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'teacher-adequate',
    jobTitle: 'English teacher',
    kind: 'adequate',
    answers: [
      {
        category: 'Engagement',
        question: 'How do you get reluctant readers interested in books?',
        answer:
          'I let them choose from a range of books, including graphic novels, and I read aloud to the class to share my own enthusiasm.',
        grade: 'adequate',
      },
      {
        category: 'Assessment',
        question: 'How do you give feedback on essays?',
        answer:
          'I write two strengths and one target on each essay and give the class time in the next lesson to respond to the target.',
        grade: 'adequate',
      },
      {
        category: 'Classroom management',
        question: 'How do you handle a pupil who refuses to work?',
        answer:
          'I speak to the pupil quietly to find out why, offer a choice of how to start, and follow the behaviour policy if needed.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'accountant-strong',
    jobTitle: 'Management accountant',
    kind: 'strong',
    answers: [
      {
        category: 'Month-end close',
        question: 'How have you made a month-end close faster?',
        answer:
          'Our close took ten working days. I listed every task with owners in a shared close calendar, automated the accruals with a template in NetSuite, and moved the intercompany reconciliations to the last week of the month. Within four months the close took five days, and the board pack went out a week earlier.',
        grade: 'strong',
      },
      {
        category: 'Business partnering',
        question: 'Tell me about a time your analysis helped a manager decide.',
        answer:
          'The operations director wanted to close a loss-making product line. I built a contribution margin analysis and showed that the line covered $200,000 of fixed costs that would stay anyway. We kept it, renegotiated two supplier prices, and it became profitable the following year.',
        grade: 'strong',
      },
      {
        category: 'Controls',
        question: 'How do you make sure financial controls are followed?',
        answer: 'I make sure people follow the controls.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'general-mixed',
    jobTitle: 'Administrative coordinator',
    kind: 'mixed',
    answers: [
      {
        category: 'Organisation',
        question: 'How do you keep track of many tasks at once?',
        answer:
          'I keep a task list in Outlook with due dates, block time in my calendar for the most important work, and review the list every morning. When I organised a three-day conference for 150 people, this kept 60 separate tasks on track and everything was ready two days early.',
        grade: 'strong',
      },
      {
        category: 'Communication',
        question: 'Tell me about a time you had to pass on difficult news.',
        answer:
          'I had to tell a visitor that the meeting they travelled for was cancelled at short notice. I apologised and offered to rebook.',
        grade: 'adequate',
      },
      {
        category: 'Adaptability',
        question: 'How do you handle sudden changes in priorities?',
        answer: 'Whatever, I just do it.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'support-adequate',
    jobTitle: 'Technical support engineer',
    kind: 'adequate',
    answers: [
      {
        category: 'Troubleshooting',
        question: 'Walk me through how you troubleshoot a customer who cannot log in.',
        answer:
          'I check whether the account exists and is active, ask what error they see, check the logs for failed attempts, and reset the password or MFA if needed.',
        grade: 'adequate',
      },
      {
        category: 'Escalation',
        question: 'When do you escalate a ticket to engineering?',
        answer:
          'When I have reproduced the problem and it looks like a bug rather than a configuration issue, I escalate it with the steps and logs.',
        grade: 'adequate',
      },
      {
        category: 'Documentation',
        question: 'How do you share what you learn with the team?',
        answer: 'I write articles in the knowledge base when I solve something new.',
        grade: 'adequate',
      },
    ],
  },
  // Sets 41 to 56, added after the first review of the evaluator (written before tuning it again): answers
  // on the wrong subject told as full stories, results phrased in many ways ("cut … by 30 percent", "from 4
  // hours to 20 minutes", "saved $12k a year", "halved", "doubled"), one-sentence answers and rambling.
  {
    id: 'csharp-offtopic-story',
    jobTitle: 'C# developer',
    kind: 'off-topic story',
    answers: [
      {
        category: 'Conflict resolution',
        question: 'Tell me about a time you handled conflict in your team.',
        answer:
          'Last year we had to move our billing database from SQL Server 2012 to Azure SQL before the licence ran out. I wrote the migration scripts with DbUp, ran three rehearsals on a copy of production and measured every step. I moved the reporting queries to a read replica so the cut-over window stayed short. We finished the migration in 40 minutes on a Sunday morning, and query times dropped by 35 percent.',
        grade: 'weak',
      },
      {
        category: 'Performance',
        question: 'Describe a time you made a slow part of an application faster.',
        answer:
          'Our product search endpoint in ASP.NET Core took about 2 seconds at peak. I profiled it with dotTrace and found that we loaded every product variant with Entity Framework and filtered in memory. I rewrote the query to project only the fields the page needed and added a covering index. That cut the p95 response time by 70 percent, from 2 seconds to 600 ms.',
        grade: 'strong',
      },
      {
        category: 'Code reviews',
        question: 'How do you review a pull request from a colleague?',
        answer: 'I read it.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'nurse-offtopic-story',
    jobTitle: 'Registered nurse',
    kind: 'off-topic story',
    answers: [
      {
        category: 'Advocacy',
        question: 'Tell me about a time you disagreed with a doctor about a patient’s care.',
        answer:
          'On my medical ward the supply room was always running out of dressings and cannulas at night. I counted the stock for two weeks, set par levels for each item with the supplies manager and made a simple checklist for the night shift. Stock-outs fell from about 12 a month to 2, and the night staff stopped borrowing from other wards.',
        grade: 'weak',
      },
      {
        category: 'Patient safety',
        question: 'How have you reduced the risk of falls for your patients?',
        answer:
          'On a 28-bed elderly care ward we had around eight falls a month. I led a small project with the physiotherapists: every patient got a falls risk assessment on admission, high-risk patients moved to beds near the nurses’ station, and we started hourly rounding. Within six months we halved the falls, from eight to four a month.',
        grade: 'strong',
      },
      {
        category: 'Time management',
        question: 'How do you prioritise when several patients need you at once?',
        answer:
          'I assess who is the most unwell first, using the early warning scores, then deal with time-critical medications, and I ask the healthcare assistant to help with the routine tasks.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'sales-result-phrasings',
    jobTitle: 'Account executive',
    kind: 'strong, results in words',
    answers: [
      {
        category: 'Prospecting',
        question: 'How do you build your pipeline of new business?',
        answer:
          'When I took over the Midlands territory the pipeline was mostly old leads. I picked 60 mid-sized manufacturers from LinkedIn Sales Navigator, wrote a three-step email sequence about their energy costs and called each one after the second email. In two quarters I doubled my pipeline to £1.2 million and booked 35 first meetings.',
        grade: 'strong',
      },
      {
        category: 'Negotiation',
        question: 'Tell me about a negotiation where the customer pushed hard on price.',
        answer:
          'A logistics customer asked for a 25 percent discount at renewal. I went through their usage with them and showed that they paid for 40 seats but only used 28. I offered to drop the unused seats and move them to a two-year term instead of cutting the price. The customer saved $12k a year, we kept the list price per seat, and they renewed for two years.',
        grade: 'strong',
      },
      {
        category: 'Objection handling',
        question: 'How do you handle the objection that your product is too expensive?',
        answer:
          'I ask what they are comparing it with and then talk about the total cost over the contract, not just the monthly fee.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'warehouse-result-phrasings',
    jobTitle: 'Warehouse team lead',
    kind: 'strong, results in words',
    answers: [
      {
        category: 'Process improvement',
        question: 'Tell me about a process you improved in the warehouse.',
        answer:
          'Our dispatch team printed pick lists once an hour, so urgent orders waited. I worked with the WMS admin to release picks in waves every 15 minutes and grouped the fast movers in the first two aisles. We reduced the time from order to dispatch from 4 hours to 20 minutes for next-day orders.',
        grade: 'strong',
      },
      {
        category: 'Accuracy',
        question: 'How do you keep picking errors low?',
        answer:
          'Mis-picks were costing us returns every week, so I introduced scan-to-confirm on the handhelds and a second check on high-value lines. I coached the two pickers with the most errors one to one. That cut mis-picks by 30 percent in the first month.',
        grade: 'strong',
      },
      {
        category: 'Safety',
        question: 'How do you make sure your team works safely?',
        answer: 'Safety is very important to me.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'teacher-one-sentence',
    jobTitle: 'Secondary school teacher',
    kind: 'one sentence each',
    answers: [
      {
        category: 'Assessment',
        question: 'How do you use assessment to improve learning?',
        answer:
          'Last term I gave my Year 8 class weekly low-stakes quizzes and retaught whatever most of them got wrong, and their end-of-term average rose from 52% to 67%.',
        grade: 'adequate',
      },
      {
        category: 'Behaviour management',
        question: 'How do you deal with a student who keeps disrupting the lesson?',
        answer: 'I speak to them calmly after the lesson.',
        grade: 'adequate',
      },
      {
        category: 'Parent communication',
        question: 'How do you keep parents informed about their child’s progress?',
        answer: 'Parents are important.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'data-one-sentence',
    jobTitle: 'Data analyst',
    kind: 'one sentence each',
    answers: [
      {
        category: 'Data cleaning',
        question: 'How do you prepare a messy dataset for analysis?',
        answer: 'I check for duplicates, missing values and outliers in pandas before I start.',
        grade: 'adequate',
      },
      {
        category: 'Impact',
        question: 'Tell me about an analysis that saved your company money.',
        answer:
          'At my last company I matched our carrier invoices against shipment data in SQL and found duplicate charges that saved us $48,000 a year once finance claimed them back.',
        grade: 'adequate',
      },
      {
        category: 'Visualisation',
        question: 'How do you choose the right chart for your data?',
        answer: 'It depends.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'data-offtopic-story',
    jobTitle: 'Data analyst',
    kind: 'off-topic story',
    answers: [
      {
        category: 'Attention to detail',
        question: 'Describe a time you found an error in a report before it went out.',
        answer:
          'Last spring I organised a charity run for our office. I booked the park, set up an online sign-up page and recruited 12 volunteers to marshal the route. We had 140 runners on the day and raised $3,000 for the local children’s hospital.',
        grade: 'weak',
      },
      {
        category: 'Automation',
        question: 'Tell me about a manual task you automated.',
        answer:
          'Every Monday I spent the morning copying sales figures from three systems into an Excel report. I wrote a Python script that pulls the data through the APIs, cleans it with pandas and refreshes a Power BI dataset. It reduced the weekly report from 4 hours to 20 minutes, and the managers now get it by 9 am instead of after lunch.',
        grade: 'strong',
      },
      {
        category: 'Stakeholder management',
        question: 'How do you handle a stakeholder who disagrees with your findings?',
        answer:
          'I walk them through the data and the assumptions, and if they have a point I rerun the analysis with their numbers.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'teacher-offtopic-story',
    jobTitle: 'Primary school teacher',
    kind: 'off-topic story',
    answers: [
      {
        category: 'Parent communication',
        question: 'How do you handle a parent who is unhappy with their child’s report?',
        answer:
          'In my second year I planned the Year 5 trip to the science museum. I booked two coaches, wrote the risk assessment and arranged eight parent helpers. All 60 children went, the trip came in £200 under budget, and the museum invited us back for a workshop.',
        grade: 'weak',
      },
      {
        category: 'Reading',
        question: 'How have you helped children who were behind in reading?',
        answer:
          'I had six children in Year 3 reading well below their age. I ran daily 15-minute phonics catch-up sessions with them, used decodable books that matched the sounds we had taught and sent the same books home. After two terms four of the six were reading at the expected level.',
        grade: 'strong',
      },
      {
        category: 'Inclusion',
        question: 'How do you support a child with special educational needs in your class?',
        answer:
          'I work with the SENCO on the child’s plan, adapt the tasks and seating, and check in with the parents regularly.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'warehouse-rambling',
    jobTitle: 'Warehouse team lead',
    kind: 'rambling',
    answers: [
      {
        category: 'Leadership',
        question: 'Tell me about a time you had to motivate your team during a busy period.',
        answer:
          'Well, busy periods are always busy, that is the nature of warehouses, and Christmas is the worst of course, everybody knows that, and people get tired and the weather is cold, and the loading bay doors are open all the time, so it is freezing, and you just have to keep going, and I have been in warehouses for a long time now and it is always the same, you know, people come and go, and some are good and some are not, and that is just how it is.',
        grade: 'weak',
      },
      {
        category: 'Stock control',
        question: 'How do you keep stock records accurate?',
        answer:
          'We do cycle counts on a few locations every day and I check the variances with the stock controller before anything is adjusted.',
        grade: 'adequate',
      },
      {
        category: 'Conflict resolution',
        question: 'How do you handle two team members who do not get along?',
        answer:
          'People are people, and honestly everyone has bad days, my own included, and I think if you put twenty people in a building for ten hours there will always be something, it is like a family really, and you cannot choose your family, as they say, so I try to keep things light and have a laugh, because a warehouse without a laugh is a sad place, and most of the time it sorts itself out anyway.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'sales-rambling',
    jobTitle: 'Sales representative',
    kind: 'rambling',
    answers: [
      {
        category: 'Closing',
        question: 'Tell me about the biggest deal you closed.',
        answer:
          'Oh, there have been so many, I have been in sales for about twelve years now, and every deal is different really, some take ages and some happen overnight, and the big ones are exciting of course, but the small ones matter too, you know, because they add up, and I always say that sales is about people, not products, people buy from people, and that is something my first manager told me and I never forgot it, she was a great manager.',
        grade: 'weak',
      },
      {
        category: 'Resilience',
        question: 'How do you deal with losing a deal you worked hard on?',
        answer:
          'I ask the customer for honest feedback on why they chose someone else, note it in the CRM, and move on to the next opportunity.',
        grade: 'adequate',
      },
      {
        category: 'Customer relationships',
        question: 'How do you keep existing customers coming back?',
        answer:
          'For my 40 key accounts I book a review every quarter to look at their orders and what is coming up for them. When one customer’s usage dropped, I noticed it in the review, found that their new buyer did not know our range, and ran a short training session for her. Their orders went back up and that account grew by 18 percent that year.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'nurse-result-phrasings',
    jobTitle: 'Staff nurse',
    kind: 'strong, results in words',
    answers: [
      {
        category: 'Medication safety',
        question: 'Tell me about a time you improved medication safety on your ward.',
        answer:
          'Our ward had a run of drug round interruptions leading to near misses. I introduced red “do not disturb” tabards for the nurse on the drug round and a quiet zone by the medicine trolley, and I audited the rounds for three months. We cut medication errors by 40 percent over that quarter, and the trust rolled the tabards out to four other wards.',
        grade: 'strong',
      },
      {
        category: 'Teamwork',
        question: 'Describe a time you helped a colleague under pressure.',
        answer:
          'A newly qualified nurse on a night shift had two deteriorating patients at once. I took over the routine observations for her bay, helped her call the outreach team for the sicker patient and stayed with her while she did the handover. Both patients were stable by the morning and she told me afterwards that it gave her confidence.',
        grade: 'strong',
      },
      {
        category: 'Discharge planning',
        question: 'How do you make discharges run smoothly?',
        answer:
          'On my surgical ward discharges often waited for medicines until late afternoon. I started ordering discharge medicines the day before with the pharmacist and checking transport at the morning board round. The average wait for a discharge went from 5 hours to 90 minutes, which freed beds for the emergency department earlier in the day.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'csharp-result-phrasings',
    jobTitle: 'Senior C# developer',
    kind: 'strong, results in words',
    answers: [
      {
        category: 'Build and release',
        question: 'Tell me about a time you improved your team’s build or release process.',
        answer:
          'Our Azure DevOps pipeline ran every test project one after another and took 40 minutes. I split the tests into four parallel jobs, cached the NuGet packages and moved the slow integration tests to a nightly run. That cut the build time by 60 percent, and developers stopped batching their changes.',
        grade: 'strong',
      },
      {
        category: 'Cloud costs',
        question: 'Describe a time you reduced the running cost of a service.',
        answer:
          'Our image processing service ran on four large App Service instances all day. I moved the work to Azure Functions triggered by a queue, so it only ran when images arrived. It saved $12k a year, and the processing time per image stayed under two seconds.',
        grade: 'strong',
      },
      {
        category: 'Scalability',
        question: 'How have you made a service handle more load?',
        answer:
          'Our order service hit its limits during sales. I replaced synchronous calls to the stock service with messages on Azure Service Bus and added a Redis cache for product data. We doubled the number of orders per minute it could take without adding servers.',
        grade: 'strong',
      },
    ],
  },
  {
    id: 'support-offtopic-story',
    jobTitle: 'Customer service advisor',
    kind: 'off-topic story',
    answers: [
      {
        category: 'Handling complaints',
        question: 'Tell me about a time you calmed down an angry customer.',
        answer:
          'When our team moved from spreadsheets to Zendesk, I was asked to set it up. I built the ticket categories and macros, trained 14 advisors in three sessions and wrote a short guide. After a month our first response time halved and the team lead used my guide for new starters.',
        grade: 'weak',
      },
      {
        category: 'Empathy',
        question: 'How do you show a customer you understand their problem?',
        answer:
          'I let them finish, repeat the problem back in my own words and tell them what I am going to do next and when.',
        grade: 'adequate',
      },
      {
        category: 'Product knowledge',
        question: 'How do you keep up to date with changes to the products you support?',
        answer: 'I guess I just pick it up as I go, maybe from colleagues.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'coordinator-offtopic-story',
    jobTitle: 'Project coordinator',
    kind: 'off-topic story',
    answers: [
      {
        category: 'Risk management',
        question: 'Tell me about a risk you spotted early on a project and what you did about it.',
        answer:
          'In my last role I was the social secretary for the office. I organised the summer party for 80 people, found a venue within budget and arranged a quiz and a barbecue. Everyone enjoyed it and the director asked me to plan the Christmas party too.',
        grade: 'weak',
      },
      {
        category: 'Scheduling',
        question: 'How do you keep a project schedule up to date?',
        answer:
          'On a 14-month office fit-out I kept the plan in MS Project and updated it every Friday after a 20-minute call with each contractor. When the flooring delivery slipped by three weeks, I moved the IT installation earlier so the teams did not stand idle. We handed over the building on the planned date.',
        grade: 'strong',
      },
      {
        category: 'Communication',
        question: 'How do you keep stakeholders informed?',
        answer: 'Emails.',
        grade: 'weak',
      },
    ],
  },
  {
    id: 'retail-mixed-hedging',
    jobTitle: 'Retail store manager',
    kind: 'mixed, hedging',
    answers: [
      {
        category: 'Sales performance',
        question: 'Tell me about a time you improved your store’s sales.',
        answer:
          'Our store was 15 percent behind target in the spring. I moved the best-selling lines to the front tables, set each shift a daily add-on sales goal and coached the team on suggesting accessories. By the summer we were 8 percent ahead of target and average basket size went from £24 to £31.',
        grade: 'strong',
      },
      {
        category: 'Staff development',
        question: 'How do you develop the people in your team?',
        answer:
          'I think maybe I would probably just let them shadow someone, I suppose, kind of see how it goes.',
        grade: 'weak',
      },
      {
        category: 'Loss prevention',
        question: 'How do you reduce stock loss in a store?',
        answer:
          'I make sure high-value items are near the tills, check the CCTV is working and do spot checks on deliveries.',
        grade: 'adequate',
      },
    ],
  },
  {
    id: 'accountant-result-phrasings',
    jobTitle: 'Management accountant',
    kind: 'mixed, results in words',
    answers: [
      {
        category: 'Month-end close',
        question: 'Tell me about a time you made month-end close faster.',
        answer:
          'Month-end close took us ten working days because accruals were collected by email. I built a shared accruals template in Excel, set a deadline of day two for budget holders and automated the bank reconciliation in Xero. We halved the close, to five days, within three months.',
        grade: 'strong',
      },
      {
        category: 'Business partnering',
        question: 'How do you help budget holders understand their numbers?',
        answer:
          'I meet them monthly and go through the variances, and explain what is driving them in plain language.',
        grade: 'adequate',
      },
      {
        category: 'Controls',
        question: 'Describe a time you found a weakness in a financial control.',
        answer:
          'Last year I went on a hiking trip to the Lake District with friends. We planned the route ourselves, walked 60 miles in five days and raised £900 for a mountain rescue charity.',
        grade: 'weak',
      },
    ],
  },
];

/** The position of the first set added after the first review (sets 41 on exercise its known misses). */
export const FIRST_REVIEW_SET = S.findIndex((set) => set.id === 'csharp-offtopic-story');

export const INTERVIEW_SETS: readonly (InterviewSet & { split: Split; afterReview: boolean })[] = S.map(
  (set, i) => ({
    ...set,
    split: i % 2 === 0 ? 'dev' : 'test',
    afterReview: i >= FIRST_REVIEW_SET,
  }),
);
