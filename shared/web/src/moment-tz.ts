// moment with time-zone data for ten years around now. The market locales come from the shared
// module (a page-wide singleton), and moment-timezone decorates that same shared moment instance.
import '@rozmova/web/moment';
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';

export default moment;
