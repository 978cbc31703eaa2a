/**
 * The account's time zone: the console shows every stored time in it, whatever the browser's zone
 * (docs/decisions/forms-walk-fixes.md). A LINE-style Japanese account lives in Japan's time (UTC+9, no daylight
 * saving), the zone the server already counts days, deadlines and date limits in.
 */
export const ACCOUNT_TIME_ZONE = 'Asia/Tokyo';
