/** Seconds of play as minutes and seconds in the language's digits, e.g. "1:05" or "۱:۰۵". */
export function playTimeText(seconds: number, locale: string): string {
  const whole = Math.round(seconds);
  const minutes = new Intl.NumberFormat(locale).format(Math.floor(whole / 60));
  const rest = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(whole % 60);
  return `${minutes}:${rest}`;
}

/** A UTC date "YYYY-MM-DD" as the language writes it, e.g. "27 Nov 2026". */
export function dayText(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
