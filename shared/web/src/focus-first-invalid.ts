// After a submit that found problems, focus goes to the first field (in reading order) that has a
// message, once the messages have rendered: a keyboard or screen-reader user lands on what needs
// fixing and hears why (the field's aria-describedby points at its message).
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Readonly<Record<string, unknown>>): void {
  if (!form) return;
  const fields = Array.from(form.elements) as HTMLInputElement[];
  const first = fields.find((field) => field.name && errors[field.name] !== undefined);
  if (first) setTimeout(() => first.focus(), 0);
}
