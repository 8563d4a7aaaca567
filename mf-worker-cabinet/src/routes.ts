// mf_worker_cabinet's `./routes`: the paths under /{locale} this remote renders. Therapists own the
// cabinet pages, admins cabinet/admin/*; any other path under cabinet/ renders "not found" here.
export const THERAPIST_PAGES = {
  agenda: 'cabinet/appointments-list',
  weeklyHours: 'cabinet/working-hours',
  specialHours: 'cabinet/special-hours',
  newBooking: 'cabinet/new-booking',
  statistics: 'cabinet/statistics',
  profile: 'cabinet/profile',
} as const;

export const ADMIN_PAGES = {
  therapists: 'cabinet/admin',
  promoRules: 'cabinet/admin/promo-rules',
  orders: 'cabinet/admin/orders',
  errorReports: 'cabinet/admin/error-reports',
} as const;

/** The call page shared with the client cabinet; a therapist joins their sessions here. */
export const CALL_PAGES = {
  personal: 'cabinet/video_call/personal/:id',
  couple: 'cabinet/video_call/couple/:id',
} as const;

export const routes = [...Object.values(THERAPIST_PAGES), ...Object.values(ADMIN_PAGES), ...Object.values(CALL_PAGES)] as const;
