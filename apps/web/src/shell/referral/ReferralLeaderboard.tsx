/**
 * The referral leaderboard (spec §2, §9): rank, player and invites; ranks 1–3 in gold, silver and
 * bronze; at most 700 wide, scrolling past 420 high; the player's own row highlighted.
 */
import {
  LEADERBOARD_MAX_WIDTH,
  LEADERBOARD_SCROLL_HEIGHT,
  type ReferralLeaderboardRow,
} from '@cardroom/protocol';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/Avatar.js';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

export function ReferralLeaderboard({ rows, selfId }: { rows: ReferralLeaderboardRow[]; selfId: string }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) {
    return (
      <p className="muted referral-empty" data-testid="referral-empty">
        {t('referral.empty')}
      </p>
    );
  }
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div
      className="referral-board"
      style={{ maxWidth: LEADERBOARD_MAX_WIDTH, maxHeight: LEADERBOARD_SCROLL_HEIGHT }}
      data-testid="referral-leaderboard"
    >
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('referralShare.rank')}</th>
            <th scope="col">{t('referral.player')}</th>
            <th scope="col" className="numeric">
              {t('referral.referred')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const medal = MEDALS[index];
            const self = row.user_id === selfId;
            const classes = [medal ? `rank-${index + 1} medal-${medal}` : '', self ? 'row-self' : '']
              .filter(Boolean)
              .join(' ');
            return (
              <tr key={row.user_id} className={classes || undefined} data-rank={index + 1}>
                <td>
                  <span className="rank-badge">{index + 1}</span>
                </td>
                <td>
                  <span className="referral-player">
                    <Avatar name={row.username} src={row.avatar} size={24} />
                    <span className="referral-name">{row.username}</span>
                    {self ? <span className="referral-you">{t('referralShare.you')}</span> : null}
                  </span>
                </td>
                <td className="numeric">{number.format(row.total_referred)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
