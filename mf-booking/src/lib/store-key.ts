// mf-booking keeps the answers of its plain api calls (request slices, @rozmova/web/store/request-slice) under
// this key of the shell's store, beside the widget's and the recommendation's own slices the rules name.
export const BOOKING_DATA_STORE_KEY = 'bookingData';
