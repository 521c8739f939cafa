/** Home's greeting: a welcome for a visitor, a first welcome for a new player, welcome back for the others. */
import type { UserData } from '@cardroom/protocol';
import { activityLength } from '../components/format.js';

export type Greeting = 'welcomeTitle' | 'welcomeNew' | 'welcomeBack';

/** New: joined less than a day ago and has not finished a game yet. */
export function greetingFor(user: Pick<UserData, 'createdAt' | 'stats'> | null, now = Date.now()): Greeting {
  if (!user) return 'welcomeTitle';
  const age = activityLength(user.createdAt, now);
  const joinedToday = age.unit === 'days' && age.count === 0;
  return joinedToday && (user.stats?.gamesPlayed ?? 0) === 0 ? 'welcomeNew' : 'welcomeBack';
}
