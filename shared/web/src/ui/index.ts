// The UI kit (@rozmova/web/ui): the pieces every page is built from, one look (styles/_kit.scss, the theme),
// one wording of failures, one clock, one zone label.
export { Button, buttonClass, type ButtonVariant } from './button';
export { Card, cardClass } from './card';
export { Check, type CheckProps } from './check';
export { Field, describedBy, type FieldProps } from './field';
export { FormFooter, type FormFooterProps } from './form-footer';
export { Notice, noticeClass, type NoticeTone } from './notice';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Pager, type PagerProps } from './pager';
export { ZoneNote, zoneCity } from './zone-note';
export { errorCode, errorText } from './error-text';
export { useNow } from './use-now';
