/**
 * The Terms of Service as data: the page (TermsPage.tsx) only lays it out, and a change of wording is a change
 * of this file alone. Every product fact here follows what the code does (api/src/payments, the account
 * routes, contract/src/subscription.ts, shared/data/lahman/SOURCE.md); where the product says nothing (the operator's legal
 * name, its address, the governing law) the text names it generically instead of inventing one.
 */

/** ISO date of the current version; the page shows it as "Last updated". */
export const TERMS_LAST_UPDATED = '2026-11-27';

export interface TermsLink {
  text: string;
  href: string;
}

/** A paragraph is plain text, or text with links in it; a list is a bulleted list of plain items. */
export type TermsBlock = { paragraph: string | readonly (string | TermsLink)[] } | { list: readonly string[] };

export interface TermsSection {
  /** The heading's element id: the table of contents links to `#${id}`. */
  id: string;
  heading: string;
  blocks: readonly TermsBlock[];
}

/** Shown under the title, before the table of contents. */
export const TERMS_INTRO =
  'These terms are the agreement between you and the operator of this service ("we", "us") for the use of Diamond Dice, ' +
  'a baseball simulation game played in the browser, and of its paid plan, Baseball Max. Please read them before you sign up or start a plan.';

export const CC_BY_SA_URL = 'https://creativecommons.org/licenses/by-sa/3.0/';

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: 'agreement',
    heading: 'Agreeing to these terms',
    blocks: [
      { paragraph: 'By creating an account, starting a Baseball Max plan, or playing as a guest, you agree to these terms. If you do not agree, please do not use the game.' },
      {
        paragraph:
          'You must be able to enter a binding agreement where you live. If you cannot, a parent or guardian has to accept these terms for you and is responsible for your use of the game, including any plan bought for you.',
      },
    ],
  },
  {
    id: 'the-game',
    heading: 'The game',
    blocks: [
      {
        paragraph:
          'Diamond Dice lets you manage historical baseball teams from 1871 to today in single games, head-to-head games against other players, leagues with live drafts, season replays, tournaments, All-Star games, nostalgia replays and the daily Game Of The Day with its leaderboard.',
      },
      {
        paragraph:
          'Games are simulations: a result in the game is produced by the game, not a record of what happened on the field. Some areas, such as the Game Of The Day, can be played without a plan; Baseball Max gives access to all of Baseball History.',
      },
    ],
  },
  {
    id: 'accounts',
    heading: 'Your account',
    blocks: [
      {
        list: [
          'To sign up you give your first and last name, a username, an e-mail address, a password and your date of birth. The account is created when you open the link we e-mail to you; the link works once, for 24 hours.',
          'Give true details and keep your password to yourself. You are responsible for what is done with your account.',
          'An account is for one person. It is signed in on one device at a time: signing in somewhere else signs the other device out.',
          'Your username, and the names you give your teams, leagues and tournaments, are shown to other players (for example on leaderboards, in leagues and in head-to-head games). Choose names you are happy to show.',
        ],
      },
      {
        paragraph:
          'Game Of The Day guest accounts: you can play the daily game without signing up. We then create a limited guest account with a generated name such as "Guest 4821", which appears on the leaderboard. It has no e-mail address or password and lives in the browser that created it; it is limited to the daily game and the other areas open to guests.',
      },
    ],
  },
  {
    id: 'plans',
    heading: 'Baseball Max plans and prices',
    blocks: [
      { paragraph: 'Baseball Max is sold as a subscription in two plans. At the time of this version the prices, in US dollars, are:' },
      {
        list: [
          'Monthly: $14.99 a month for the first 3 months, then $19.99 a month.',
          'Yearly: $119.99 for the first year, then $199.99 a year.',
        ],
      },
      {
        paragraph:
          'The lower first prices are an introductory offer for new subscribers. All plans renew at full price. The plan, price and trial shown on the checkout page when you subscribe are the ones that apply to you. An account can have one plan at a time.',
      },
    ],
  },
  {
    id: 'free-trial',
    heading: 'The free trial',
    blocks: [
      {
        list: [
          'Every plan starts with a 3-day free trial. You give a payment card at checkout, but nothing is charged during the trial.',
          'When the trial ends, the plan starts and its first price is charged to that card automatically, unless you have cancelled before the trial ends.',
          'The date your trial ends is shown after checkout ("Your trial period ends on …") and on your Subscription page.',
          'The free trial is given once per account. If you start a plan again later, it starts paid, without a new trial.',
        ],
      },
    ],
  },
  {
    id: 'billing',
    heading: 'Billing and renewal',
    blocks: [
      {
        list: [
          'Your plan renews automatically at the end of each period, every month or every year, and the price for the next period is charged to your card, until you cancel.',
          'Payments are processed by our card payment provider. You enter your card details on the provider\'s checkout page; we do not receive or store your full card number. We keep your plan, its status, its dates and the provider\'s reference to your subscription.',
          'Your Subscription page (in the menu) shows your plan, its status and the date it renews or ends.',
          'If a renewal payment fails, the plan is shown as "Payment past due" and stays usable while the provider tries the payment again. If it stays unpaid, the plan can end, and with it access to Baseball Max.',
        ],
      },
    ],
  },
  {
    id: 'switching',
    heading: 'Switching plans',
    blocks: [
      {
        paragraph:
          'You can switch between the monthly and the yearly plan from Manage on your Subscription page. The switch takes effect at your next renewal, with no partial charge or credit for the current period; from then on you pay the new plan\'s price. The introductory prices are for new subscribers.',
      },
    ],
  },
  {
    id: 'cancelling',
    heading: 'Cancelling',
    blocks: [
      {
        list: [
          'You can cancel at any time: open the menu, choose Subscription, then Manage. The subscription management page opens in a new tab (allow pop-ups for this site if your browser blocks it).',
          'A cancellation takes effect at the end of the current period: you keep Baseball Max until then and nothing more is charged. Cancelling during the free trial means you are never charged.',
          'Until that date you can change your mind and resume the plan from the same page.',
          'When the plan ends your account stays, with the parts of the game that do not need a plan.',
        ],
      },
    ],
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    blocks: [
      {
        paragraph:
          'Cancelling stops future charges; the game does not refund the unused part of a period already paid. If you believe you were charged by mistake, for example after cancelling during your trial, contact us (see Contact) and we will look into it. This does not limit any right to a refund that the law where you live gives you.',
      },
    ],
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    blocks: [
      { paragraph: 'Play fair and let others play. In particular, do not:' },
      {
        list: [
          'use bots, scripts or other automated means to play, to climb leaderboards or to collect data from the game;',
          'look for or use weaknesses in the game or its servers, or try to get into another player\'s account (please tell us about a bug instead);',
          'share your account or your plan with others, or resell access to the game;',
          'choose usernames or team, league or tournament names that are offensive, impersonate someone, or infringe someone else\'s rights;',
          'harass, threaten or cheat other players in head-to-head games, leagues, drafts, trades or draft chat;',
          'overload or disrupt the game, or get around the limits of guest accounts or of a plan.',
        ],
      },
      {
        paragraph:
          'We may remove offending names or content, and suspend or close accounts that break these rules. If we close an account for that reason, a plan on it ends at the same time.',
      },
    ],
  },
  {
    id: 'baseball-data',
    heading: 'Baseball history and its data',
    blocks: [
      {
        paragraph:
          'The names and statistics of players and teams come from the public historical record: the Lahman Baseball Database by Sean Lahman (SABR), with the Chadwick Baseball Bureau (Baseball Databank), covering the 1871 to 2025 seasons, including Negro Leagues teams and players from 1891 to 1948.',
      },
      {
        paragraph: [
          'That data is licensed under the ',
          { text: 'Creative Commons Attribution-ShareAlike 3.0 Unported licence (CC BY-SA 3.0)', href: CC_BY_SA_URL },
          '. Data the game derives from it, such as the player ratings computed from those statistics, is shared under the same licence with the same attribution.',
        ],
      },
      {
        paragraph:
          'Team, league and player names are used to describe that record. Their use does not mean that any league, team or player endorses the game.',
      },
    ],
  },
  {
    id: 'your-content',
    heading: 'What you put in the game',
    blocks: [
      {
        paragraph:
          'You keep the rights to what you add, such as your profile picture and the names you choose. You allow us to store it and show it to other players as part of the game for as long as it is in your account.',
      },
    ],
  },
  {
    id: 'your-data',
    heading: 'Your data',
    blocks: [
      { paragraph: 'We keep what the game needs to work for you:' },
      {
        list: [
          'your account details: name, username, e-mail address, date of birth, profile picture, a one-way hash of your password (never the password itself) and the time of your last sign-in;',
          'your game data: favourite players and teams, settings such as sound on or off, your games, leagues, drafts, trades, tournaments, notifications and Game Of The Day results;',
          'your plan: which plan, its status, trial and renewal dates, and the payment provider\'s reference to it (not your card);',
          'reports of errors your browser ran into, with your account attached to help support; they are kept for at most 30 days.',
        ],
      },
      {
        paragraph:
          'Your browser stores your sign-in key and a few settings (for example sound on or off) so that you stay signed in. We send you e-mail only about your account: the sign-up link, password resets and a notice when your e-mail address changes.',
      },
      {
        paragraph:
          'On the live site the game also uses an analytics service to count page views and game events, and a customer-support chat that loads when you open the menu. If you arrived through an advertising link, the tracking parameters of that link are kept for your visit and, after you sign up, passed with your account number to our marketing partner so the sign-up can be credited.',
      },
    ],
  },
  {
    id: 'deleting',
    heading: 'Closing your account',
    blocks: [
      {
        list: [
          'You can ask us to delete your account at any time (see Contact); there is no delete button in the game yet. Cancel your plan first: deleting an account does not refund a period already paid.',
          'Deleting removes your account with your profile, favourites, settings, sign-in sessions and the data that belongs only to you.',
          'Records shared with other players, such as a league\'s results, stay for them without your account attached, and kept error reports become anonymous.',
          'A Game Of The Day guest account cannot be signed into again from another browser: clearing your browser data loses it.',
        ],
      },
    ],
  },
  {
    id: 'availability',
    heading: 'Availability and changes to the game',
    blocks: [
      {
        paragraph:
          'We work to keep the game available and correct, but it may be interrupted for maintenance or by faults, and its features, data and plans may change over time. If we change the price of your plan, we will tell you before the change applies to a renewal, so that you can cancel first.',
      },
    ],
  },
  {
    id: 'liability',
    heading: 'Liability',
    blocks: [
      {
        paragraph:
          'The game is provided as it is and as available. As far as the law allows, we are not liable for indirect or consequential loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
      },
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    blocks: [
      {
        paragraph:
          'We may update these terms. The date at the top shows the current version; when a change matters to you we will tell you in the game before it applies. Continuing to use the game after that means you accept the updated terms; if you do not, you can cancel and close your account.',
      },
    ],
  },
  {
    id: 'governing-law',
    heading: 'Governing law',
    blocks: [
      { paragraph: 'These terms are governed by the law of the place where the operator of this service is established, without taking away the protection the law where you live gives you.' },
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    blocks: [
      {
        paragraph:
          'Questions about these terms, your plan or your data: use the support chat that opens with the menu, or write to the operator of this service at the support address published with the game.',
      },
    ],
  },
];
