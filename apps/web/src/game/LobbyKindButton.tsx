/**
 * One way to play in a lobby (against the computer, people, a friend, as a guest): its icon, name, hint and
 * entry cost, shared by the spades and the dominoes lobbies.
 */
import { useTranslation } from 'react-i18next';
import { CurrencyIcon } from '../components/CurrencyIcon.js';
import { formatCount } from '../components/format.js';
import type { PlayKind } from '../store/game-slice.js';
import { KindIcon } from './KindIcon.js';

export function LobbyKindButton({
  kind,
  label,
  hint,
  testId,
  busy,
  disabled,
  primary = false,
  short = false,
  cost,
  onStart,
}: {
  kind: PlayKind;
  label: string;
  hint: string;
  testId: string;
  /** This kind is being opened (its spinner shows). */
  busy: boolean;
  disabled: boolean;
  primary?: boolean;
  /** The player has fewer coins than the entry. */
  short?: boolean;
  cost?: number;
  onStart(kind: PlayKind): void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      className={`lobby-kind${primary ? ' lobby-kind-primary' : ''}${short ? ' lobby-kind-short' : ''}`}
      onClick={() => onStart(kind)}
      disabled={disabled}
      aria-busy={busy}
      data-testid={testId}
    >
      <span className="lobby-kind-icon">
        {busy ? <span className="spinner" /> : <KindIcon kind={kind} />}
      </span>
      <span className="lobby-kind-text">
        <strong>{label}</strong>
        <span className="lobby-kind-hint">{hint}</span>
      </span>
      {cost === undefined ? null : (
        <span className="lobby-kind-cost">
          {cost === 0 ? (
            t('lobby.free')
          ) : (
            <>
              <CurrencyIcon kind="coins" size={16} />
              <span className="visually-hidden">{t('lobby.entry', { cost })}</span>
              <span aria-hidden="true">{formatCount(cost, i18n.language)}</span>
            </>
          )}
        </span>
      )}
    </button>
  );
}

/** A lobby's ways to play while one of them (`busy`) is opening: each button spins or waits accordingly. */
export function kindButtonsFor(busy: PlayKind | null, onStart: (kind: PlayKind) => void) {
  return (
    kind: PlayKind,
    label: string,
    hint: string,
    testId: string,
    options: { primary?: boolean; short?: boolean; cost?: number },
  ) => (
    <LobbyKindButton
      key={kind}
      kind={kind}
      label={label}
      hint={hint}
      testId={testId}
      busy={busy === kind}
      disabled={busy !== null}
      onStart={onStart}
      {...options}
    />
  );
}
