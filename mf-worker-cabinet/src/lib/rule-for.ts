// The rule an api refusal names for one field, so that the field can say what is wrong with it.
import type { ApiFailure } from '@rozmova/web/api-client';

/** The rule of the refusal's detail for `field` (`details[].field` equal to it or inside it); null if none. */
export function ruleFor(error: ApiFailure | null, field: string): string | null {
  const detail = error?.details?.find(
    (d) => d.field === field || d.field.startsWith(`${field}.`) || d.field.startsWith(`${field}[`),
  );
  return detail ? detail.rule : null;
}
