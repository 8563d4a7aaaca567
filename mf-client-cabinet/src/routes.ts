// mf_client_cabinet's `./routes`: the paths under /{locale} this remote renders for a client. The shell
// sends every other cabinet/* path of a client here too; the App answers "not found" for those.
export const routes = [
  'cabinet',
  'cabinet/sessions/:id',
  'cabinet/purchases',
  'cabinet/profile',
  'cabinet/my-data',
  'cabinet/video_call/personal/:id',
  'cabinet/video_call/couple/:id',
] as const;

/** Where each page lives, relative to /{locale}. */
export const CABINET_PATHS = {
  sessions: 'cabinet',
  session: (id: string) => `cabinet/sessions/${id}`,
  purchases: 'cabinet/purchases',
  profile: 'cabinet/profile',
  myData: 'cabinet/my-data',
  /** The call page (shared with the worker cabinet); the "Join call" button links there. */
  videoCall: (kind: 'personal' | 'couple', id: string) => `cabinet/video_call/${kind}/${id}`,
} as const;
