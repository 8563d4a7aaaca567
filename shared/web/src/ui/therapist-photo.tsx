// A therapist's photo, or, when they have none, a calm circle with their initials: never a broken image,
// and never a request for a photo that is not there (the api gives no photo_url then).
import styles from './therapist-photo.module.scss';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => Array.from(w)[0]!.toLocaleUpperCase()).join('');
}

export function TherapistPhoto({
  name,
  url,
  size,
  className,
  lazy = false,
}: {
  name: string;
  url: string;
  size: number;
  className?: string;
  lazy?: boolean;
}): React.JSX.Element {
  if (url) {
    return (
      <img className={className} src={url} alt="" width={size} height={size} {...(lazy ? { loading: 'lazy' } : {})} />
    );
  }
  // The name is beside it on every screen, so the placeholder is decoration only.
  return (
    <span
      className={[styles.placeholder, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size, fontSize: Math.round(size / 2.6) }}
      aria-hidden="true"
      data-testid="photo-placeholder"
    >
      {initialsOf(name)}
    </span>
  );
}
