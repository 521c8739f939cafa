/**
 * /game/solitaire, and /game while the player sits at a solitaire table: a Klondike deal for the signed-in
 * player, free play or ranked (a contest or the daily deal, chosen in the play chooser). The server deals and
 * times every action (POST /game/solitaire/create and /move); the table is the store's, like every game's (HTTP
 * replies and realtime states), and shows the view the server answers. A finished ranked game shows its
 * contest's results instead of the free-play win.
 */
import type { KlondikeAction, KlondikeView } from '@cardroom/engine';
import type { GameData, KlondikeIntent } from '@cardroom/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/request.js';
import { useFeedback } from '../../audio/sfx.js';
import { Modal } from '../../components/Modal.js';
import { feltStyle } from '../../components/skins.js';
import { HowToPlayGuide } from '../../guide/HowToPlayGuide.js';
import { gameLoaded } from '../../store/game-slice.js';
import { useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { sessionStarted } from '../../store/session-slice.js';
import { newClientSeed } from '../client-seed.js';
import { loadTable } from '../game-thunks.js';
import { ContestResultPanel } from './ContestResultPanel.js';
import { type ContestRef, findContestOfGame, leaveFreeDeal, type Seated } from './contest-thunks.js';
import { countsInRunningTotal, type DealChoice, readDealChoice, saveDealChoice } from './deal-choice.js';
import { KlondikeControls } from './KlondikeControls.js';
import { KlondikeTable } from './KlondikeTable.js';
import { KlondikeWin } from './KlondikeWin.js';
import { sendMove } from './move-request.js';
import { type ChooserTab, PlayChooser } from './PlayChooser.js';
import { ReplayDealLink } from './ReplayDealLink.js';
import {
  dealCounted,
  type RunningTotal,
  readRunningTotal,
  runningTotalReset,
  runningTotalValue,
  saveRunningTotal,
  scoreSeen,
} from './running-total.js';

const LEFT_HANDED_KEY = 'klondike.leftHanded';

function klondikeViewOf(game: GameData | null): KlondikeView | null {
  const view = game?.view;
  return view?.game === 'klondike' ? (view as KlondikeView) : null;
}

/** The engine's action as the move call takes it: the server stamps the time itself. */
export function intentOf(action: KlondikeAction): KlondikeIntent {
  if (action.type === 'move') return { type: 'move', from: action.from, to: action.to, count: action.count };
  return { type: action.type };
}

export function KlondikeScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const feedback = useFeedback();
  const signedIn = useAppSelector((state) => state.session.accessToken !== null);
  const stored = useAppSelector((state) => state.game.gameData);
  const game = stored?.map === 'solitaire' ? stored : null;
  const view = klondikeViewOf(game);
  // The player's own skins (issue 14): the felt behind the deal and the card backs.
  const me = useAppSelector((state) => state.game.playerData);
  const skins = me?.skins ?? game?.players?.[0]?.skins;
  const [busy, setBusy] = useState(false);
  const [hint, setHint] = useState<KlondikeAction | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dealOpen, setDealOpen] = useState(view === null);
  const [chooserTab, setChooserTab] = useState<ChooserTab>('free');
  const [contestRef, setContestRef] = useState<ContestRef | null>(null);
  const [resultClosed, setResultClosed] = useState(false);
  const [resignOpen, setResignOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const [choice, setChoice] = useState(readDealChoice);
  const [runningTotal, setRunningTotal] = useState(readRunningTotal);
  const [leftHanded, setLeftHanded] = useState(() => localStorage.getItem(LEFT_HANDED_KEY) === 'true');
  const dealtAt = useRef<number | null>(view && !view.finished ? Date.now() - view.elapsedMs : null);
  const celebrated = useRef<string | null>(null);

  const updateRunningTotal = (change: (total: RunningTotal) => RunningTotal) => {
    setRunningTotal((total) => {
      const next = change(total);
      if (next !== total) saveRunningTotal(next);
      return next;
    });
  };

  const deal = async (next: DealChoice) => {
    setChoice(next);
    saveDealChoice(next);
    setDealOpen(false);
    setBusy(true);
    await dispatch(leaveFreeDeal());
    const reply = await dispatch(
      request('solitaireCreate', {
        body: { map: 'solitaire', draw: next.draw, scoring: next.scoring, clientSeed: newClientSeed() },
      }),
    );
    setBusy(false);
    if (!reply) return;
    // The reply's token may carry the new game, as a Spades table's does.
    dispatch(sessionStarted(reply));
    const dealtView = klondikeViewOf(reply.gameData);
    if (countsInRunningTotal(next) && dealtView) {
      updateRunningTotal((total) => dealCounted(total, reply.gameData.game_id, dealtView.score));
    }
    dealtAt.current = Date.now();
    setHint(null);
    setNotice(null);
    setContestRef(null);
    dispatch(gameLoaded(reply));
  };

  const seated = ({ contest, gameData }: Seated) => {
    setDealOpen(false);
    const seatedView = klondikeViewOf(gameData);
    dealtAt.current = Date.now() - (seatedView?.elapsedMs ?? 0);
    setHint(null);
    setNotice(null);
    setResultClosed(false);
    setContestRef({ gameId: gameData.game_id, contestId: contest.contest_id, kind: contest.kind });
  };

  const openChooser = (tab: ChooserTab = 'free') => {
    setChooserTab(tab);
    setDealOpen(true);
  };

  const send = useCallback(
    async (intent: KlondikeIntent) => {
      if (!game) return null;
      setBusy(true);
      const reply = await dispatch(sendMove(game.game_id, intent, t('solitaire.error')));
      setBusy(false);
      if (!reply) return null;
      dispatch(gameLoaded({ gameData: reply.gameData, playerData: reply.playerData }));
      setHint(null);
      setNotice(null);
      return reply;
    },
    [dispatch, game, t],
  );

  const onHint = async () => {
    const reply = await send({ type: 'hint' });
    if (!reply) return;
    const suggestion = reply.hint ?? null;
    if (suggestion === null) {
      feedback.invalid();
      setNotice(t('solitaire.noMoves'));
      return;
    }
    setHint({ ...suggestion, atMs: 0 } as KlondikeAction);
    setNotice(suggestion.type === 'move' ? t('solitaire.hintMove') : t('solitaire.hintDraw'));
  };

  // A deal in progress (after a reload, or opened on another device) is picked up where it was left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival at the screen
  useEffect(() => {
    if (signedIn && !stored) void dispatch(loadTable());
  }, [signedIn]);

  const gameId = game?.game_id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per game: the clock starts when it arrives
  useEffect(() => {
    if (!gameId || !view) return;
    setDealOpen(false);
    dealtAt.current ??= Date.now() - view.elapsedMs;
  }, [gameId]);

  const score = view?.score ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the updater is a fresh closure each render
  useEffect(() => {
    if (gameId !== null && score !== null) updateRunningTotal((total) => scoreSeen(total, gameId, score));
  }, [gameId, score]);
  const tableRunningTotal =
    gameId !== null && runningTotal.gameId === gameId ? runningTotalValue(runningTotal) : null;

  const ranked = view?.settings.ranked ?? false;
  const knownContest = contestRef?.gameId === gameId ? contestRef : null;
  // A ranked table picked up after a reload or from another device: which contest it plays is asked for.
  useEffect(() => {
    if (!gameId || !ranked || knownContest) return;
    let current = true;
    void dispatch(findContestOfGame(gameId)).then((found) => {
      if (current && found) setContestRef(found);
    });
    return () => {
      current = false;
    };
  }, [gameId, ranked, knownContest, dispatch]);

  useEffect(() => {
    if (!view?.won || !game || celebrated.current === game.game_id) return;
    celebrated.current = game.game_id;
    feedback.success();
  }, [view?.won, game, feedback]);

  const onLeftHanded = (value: boolean) => {
    setLeftHanded(value);
    localStorage.setItem(LEFT_HANDED_KEY, String(value));
  };

  if (!signedIn) {
    return (
      <section className="screen kl-screen kl-signed-out" data-testid="solitaire-screen">
        <h1>{t('solitaire.title')}</h1>
        <p className="notice">{t('solitaire.signIn')}</p>
        <Link className="btn btn-primary" to="/auth/login">
          {t('solitaire.signInButton')}
        </Link>
      </section>
    );
  }

  return (
    <section
      className={`kl-screen${leftHanded ? ' kl-left-handed' : ''}`}
      style={feltStyle(skins?.felt)}
      data-testid="solitaire-screen"
      aria-label={t('solitaire.title')}
    >
      {view ? (
        <KlondikeControls
          view={view}
          dealtAt={dealtAt.current}
          busy={busy}
          onUndo={() => void send({ type: 'undo' })}
          onHint={() => void onHint()}
          onAutoComplete={() => void send({ type: 'autoComplete' })}
          onNewDeal={() => openChooser()}
          rankedKind={knownContest?.kind ?? null}
          runningTotal={tableRunningTotal}
          onResign={() => setResignOpen(true)}
        />
      ) : null}
      <div className="kl-notice-row">
        <p className="kl-notice" role="status" data-testid="kl-notice">
          {notice ?? (view?.status === 'lost' ? t('solitaire.lost') : '')}
          {view && view.passes.left !== null && !view.finished ? (
            <span className="kl-passes">{t('solitaire.passesLeft', { count: view.passes.left })}</span>
          ) : null}
        </p>
        {view?.finished ? <ReplayDealLink className="kl-guide-link" /> : null}
        {view?.finished && knownContest && resultClosed ? (
          <button
            type="button"
            className="kl-guide-link"
            onClick={() => setResultClosed(false)}
            data-testid="kl-results-open"
          >
            {t('solitaire.results')}
          </button>
        ) : null}
        {view ? (
          <button
            type="button"
            className="kl-guide-link"
            onClick={() => setGuideOpen(true)}
            data-testid="kl-guide"
          >
            {t('guide.open')}
          </button>
        ) : null}
      </div>
      {view ? (
        <KlondikeTable
          view={view}
          leftHanded={leftHanded}
          hint={hint}
          busy={busy}
          backSkin={skins?.card_back ?? null}
          onAction={(action) => void send(intentOf(action))}
        />
      ) : (
        <div className="kl-empty">
          <button type="button" className="btn btn-primary" onClick={() => openChooser()}>
            {busy ? t('solitaire.loading') : t('solitaire.newDeal')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setGuideOpen(true)}>
            {t('guide.open')}
          </button>
        </div>
      )}
      {view?.won && !ranked ? <KlondikeWin view={view} onAgain={() => openChooser()} /> : null}
      {view?.finished && knownContest && !resultClosed && !dealOpen ? (
        <ContestResultPanel
          contestRef={knownContest}
          view={view}
          onAgain={() => openChooser(knownContest.kind === 'daily' ? 'free' : 'contest')}
          onClose={() => setResultClosed(true)}
        />
      ) : null}
      {dealOpen ? (
        <PlayChooser
          initialTab={chooserTab}
          initialFree={choice}
          leftHanded={leftHanded}
          runningTotal={runningTotalValue(runningTotal)}
          onResetRunningTotal={() => updateRunningTotal(runningTotalReset)}
          rankedInProgress={ranked && view !== null && !view.finished}
          onLeftHanded={onLeftHanded}
          onDeal={(next) => void deal(next)}
          onSeated={seated}
          onClose={() => setDealOpen(false)}
        />
      ) : null}
      {resignOpen ? (
        <Modal
          title={t('solitaire.resignDialog.title')}
          onClose={() => setResignOpen(false)}
          width={360}
          testId="kl-resign-dialog"
          footer={
            <div className="kl-deal-footer">
              <button type="button" className="btn btn-ghost" onClick={() => setResignOpen(false)}>
                {t('solitaire.resignDialog.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                data-testid="kl-resign-confirm"
                onClick={() => {
                  setResignOpen(false);
                  void send({ type: 'resign' });
                }}
              >
                {t('solitaire.resignDialog.confirm')}
              </button>
            </div>
          }
        >
          <p>{t('solitaire.resignDialog.body')}</p>
        </Modal>
      ) : null}
      {guideOpen ? <HowToPlayGuide mode="klondike" onClose={() => setGuideOpen(false)} /> : null}
    </section>
  );
}

/** The solitaire table in /game's table slot (table-components.ts): the same screen, fed by the store. */
export function KlondikeGameTable(_props: { game: GameData }) {
  return <KlondikeScreen />;
}
