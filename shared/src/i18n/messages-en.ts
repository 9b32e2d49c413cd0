/** Every user-visible string of shared, verbatim from the product spec. Interpolation uses {{name}}. */
export const en = {
  errors: {
    generic: 'Something went wrong, please try again.',
    unauthenticated: 'Unauthenticated or other device logged in!',
    guestAborted: 'API call aborted for guest user',
    serverError500: 'Something went wrong - 500 error',
    noInternet: 'No Internet Connection',
    checkInternet: 'Please check your internet.',
    somethingWentWrong: 'Something went wrong',
    requestCancelled: 'Request cancelled: no credentials',
    transactionCancelled: 'Transaction Cancelled',
    popupBlocked: 'Pop-up Blocked! To manage your Subscription, please allow pop-up for this site.',
    leaderboardFetch: 'Error fetching leaderboard',
  },
  network: {
    offlineBanner: 'No Internet Connection',
  },
  search: {
    hint: 'Type at least 3 characters',
    searching: 'Searching...',
    noResult: 'No Result Found',
  },
  section: {
    unavailable: 'This section is unavailable',
    retry: 'Retry',
  },
  noData: {
    title: 'No data generated',
    hint: 'Try something else',
  },
  layout: {
    portrait: 'Please use portrait mode for better user experience',
  },
  auth: {
    loggedOut: 'Logged out successfully!',
  },
  common: {
    loading: 'Loading',
    close: 'Close',
    notifications: 'Notifications',
    version: 'Version {{version}}',
  },
  guestModal: {
    title: 'Please subscribe in order to access this section',
    login: 'Login',
    signup: 'Sign Up',
  },
  header: {
    home: 'Home',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    today: 'Today',
    leaderboard: 'GOTD Leaderboard',
    howToVideos: 'How To Videos',
    calendar: 'Calendar',
    notifications: 'Notifications',
    unreadNotifications: '{{count}} unread notifications',
    search: 'Search',
    searchPlaceholder: 'Search players and teams',
    toggleSearch: 'Toggle search',
    player: 'Player',
    team: 'Team',
  },
  menu: {
    myProfile: 'My Profile',
    favorite: 'Favorite',
    gameHistory: 'Game History',
    subscription: 'Subscription',
    sound: 'Sound',
    on: 'On',
    off: 'Off',
    howToVideos: 'How To Videos',
    ratings: 'Ratings',
    logout: 'Logout',
    guest: 'Guest',
    login: 'Login',
    signup: 'Sign Up',
    avatar: 'Profile picture',
  },
  planModal: {
    title: 'Choose your Baseball Max Plan',
    body: 'Baseball Max gives access to all of Baseball History; every plan starts with a 3-day free trial.',
  },
  gameHeader: {
    exitConfirm: 'Are you sure you want to leave? All progress will be lost.',
    confirm: 'Leave',
    cancel: 'Cancel',
    exitGame: 'Exit game',
    live: 'LIVE',
    replay: 'Replay',
  },
  activePlan: {
    title: 'Active Plan',
    body: 'Your Baseball Max plan is active.',
  },
  lobby: {
    title: 'Lobby',
    locked: 'Locked',
    comingSoon: 'Coming soon',
  },
  statsTabs: {
    label: 'Stats and ratings sections',
    players: 'Players',
    teams: 'Teams',
    leagues: 'Leagues',
  },
  validation: {
    required: 'You need to enter {{field}}',
    emptyNotAllowed: 'Empty values are not allowed!',
    invalidEmail: 'Invalid email address',
    passwordsDoNotMatch: 'Passwords do not match',
    minLength: 'Must be atleast {{n}} characters',
    maxLength: 'Please enter description with max of {{n}} characters',
    numberMax: 'Cannot be greater than {{n}}',
    numberMin: 'Cannot be less than {{n}}',
    typeNumber: 'Type in a number',
  },
} as const;

export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof en>;

export type Join<K extends string, P extends string> = `${K}.${P}`;
export type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : Join<K, Paths<T[K]>>;
}[keyof T & string];

/** Dotted keys of the English set, e.g. 'errors.noInternet'. */
export type MessageKey = Paths<typeof en>;
