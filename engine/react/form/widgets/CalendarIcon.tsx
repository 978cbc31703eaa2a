/** The calendar button's icon, drawn (not the 📅 emoji: without an emoji font it shows as an empty box). */
export function CalendarIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" />
    </svg>
  );
}
