/** Night applies when the user's local hour is before 5 or from 17. */
export function isNightTime(date: Date): boolean {
  const hour = date.getHours();
  return hour < 5 || hour >= 17;
}
