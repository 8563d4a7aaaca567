export const en = {
  title: { personal: 'Personal session', couple: 'Couple session' },
  loading: 'Preparing your session…',
  waiting: {
    heading: 'Your session with {{name}}',
    startsAt: '{{date}} at {{time}}, your time',
    photo: 'Photo of {{name}}',
    opensIn: 'The room opens in',
    note: 'The room opens 10 minutes before the start. You can keep this page open: it opens the room by itself.',
    open: 'The room is open. Connecting you now.',
    startsHeading: 'Your session starts',
    far: {
      today: 'today at {{time}}',
      tomorrow: 'tomorrow, {{date}}, at {{time}}',
      inDays_one: 'in {{count}} day, on {{date}} at {{time}}',
      inDays_few: 'in {{count}} days, on {{date}} at {{time}}',
      inDays_many: 'in {{count}} days, on {{date}} at {{time}}',
      inDays_other: 'in {{count}} days, on {{date}} at {{time}}',
    },
  },
  devices: {
    heading: 'Check your camera and microphone',
    intro: 'A quick check now means the first minutes of your session are not lost.',
    start: 'Check camera and microphone',
    camera: 'Camera',
    microphone: 'Microphone',
    preview: 'Your camera preview',
    ready: 'Your camera and microphone work. You are ready.',
    denied:
      'Your browser did not allow the camera and microphone. Allow them for this site in the browser settings (the camera icon in the address bar), then try again.',
    missing: 'We could not find a camera or microphone. Please connect one, then try again.',
    failed: 'We could not start the camera and microphone. Close other apps that may be using them, then try again.',
    unsupported: 'This browser cannot check the devices here. You can still join the session.',
    retry: 'Try again',
  },
  joining: 'Connecting you to the room…',
  inCall: { label: 'Video call', leave: 'Leave the call' },
  ended: {
    heading: 'This session has ended',
    body: 'Thank you for coming. Your sessions and the next booking are in your account.',
  },
  refused: {
    not_participant: {
      heading: 'This call is not linked to your account',
      body: 'Only the people taking part in a session can join its call. If you were invited by e-mail, please sign in with the address the invitation was sent to.',
    },
    too_early: {
      heading: 'It is a little early',
      body: 'The room opens 10 minutes before the session starts. Please come back a bit later.',
    },
    cancelled: {
      heading: 'This session was cancelled',
      body: 'A cancelled session has no call. You can see its details and book a new time in your account.',
    },
    sign_in: {
      heading: 'Please sign in',
      body: 'Sign in with the account the session was booked with, then open this link again.',
    },
    failed: {
      heading: 'We could not open the session',
      body: 'Something did not work on the way. Please try again in a moment.',
    },
  },
  unreachable: {
    heading: 'The video service cannot be reached',
    body: 'Your session is still booked. We cannot reach the video service right now: please check your internet connection and try again.',
    support: 'If it still does not work, write to us and we will help:',
  },
  connection: {
    reconnecting: 'The connection dropped. Reconnecting you to the same room…',
    lowBandwidth: 'Low bandwidth',
    audioOnly: 'Audio only',
  },
  care: {
    alertHeading: 'Air-raid alert',
    alert: 'An air-raid alert {{region}}. Go to a shelter; this session can be moved free of charge.',
    alertTherapist:
      'An air-raid alert {{region}}. The client has been told that this session can be moved free of charge.',
    moveFree: 'Move free of charge',
    keepAudioOnly: 'Keep the session in audio-only mode',
    lostPower: 'I lost power or connection',
    lostHeading: 'Move this session free of charge',
    lostBody: 'Power cuts and dropped connections happen. Choose a new time and we will tell the other side.',
    movesLeft: 'Free moves left this month: {{count}} of {{limit}}.',
    limitReached:
      'You have used all {{limit}} free moves for this month, so this session cannot be moved free of charge. You can still move it from your cabinet under the usual rules.',
    chooseTime: 'Choose a new time',
    loadingSlots: 'Looking for free times…',
    noSlots: 'There are no free times in the next two weeks. Write to us and we will find one together.',
    slot: '{{date}} at {{time}}',
    moved: 'Done: the session is now on {{date}} at {{time}}. The other side has been told.',
    failed: 'We could not move the session. Please try again.',
    close: 'Not now',
  },
  support: { email: 'E-mail' },
  actions: { back: 'Back to my sessions', retry: 'Try again', signIn: 'Sign in' },
};

export type VideoCallTexts = typeof en;
