/**
 * The spades table: four seats placed around the viewer (you at the bottom), the trick area, your hand,
 * the bid panel on your turn to bid, the tutorial's tips, the waiting panel before the start, the score
 * table between hands and on demand, game over, and the in-game bottom bar.
 */
import type { Card, Seat } from '@cardroom/engine';
import type { GameData, PowerUpAdvice } from '@cardroom/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feltStyle } from '../components/skins.js';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { BidPanel } from './BidPanel.js';
import { ContractStrip } from './ContractStrip.js';
import { positionOf, seatsAround, sortHand } from './cards.js';
import { GameOver } from './GameOver.js';
import { autoMove, type BidChoice, placeBid, playCard, seeCards } from './game-thunks.js';
import { HandView } from './HandView.js';
import { PowerUpBar } from './PowerUpBar.js';
import { ScoreTableDialog } from './ScoreTable.js';
import { SeatPanel } from './SeatPanel.js';
import { TableBottomBar } from './TableBottomBar.js';
import { LastTrick, TrickArea } from './TrickArea.js';
import { TutorialPanel } from './TutorialPanel.js';
import { legalCards, playerAt, spadesViewOf, suggestion, tutorialTip, viewerSeat } from './table-view.js';
import { useScoresDialog } from './useScoresDialog.js';
import { WaitingPanel } from './WaitingPanel.js';
import './table.css';

export function SpadesTable({ game }: { game: GameData }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.game.playerData);
  const reactions = useAppSelector((state) => state.game.reactions);
  const gameToken = useAppSelector((state) => state.game.gameToken);
  const view = spadesViewOf(game);
  const viewer = viewerSeat(view, me);
  // The viewer's own skins draw their felt and the backs of their blind hand (issue 14).
  const mySkins = me?.skins ?? playerAt(game, viewer)?.skins;
  const [pending, setPending] = useState<Card | null>(null);
  const [bidding, setBidding] = useState(false);
  const [showLast, setShowLast] = useState(false);

  const tutorial = game.type === 'tutorial';
  const finished = game.hasFinished || view?.phase === 'finished';
  const myTurn = view !== null && !finished && view.turn === view.seat;
  const legal = useMemo(() => (view ? legalCards(view) : new Set<Card>()), [view]);
  const hand = useMemo(() => (view ? sortHand(view.myHand, view.mode) : []), [view]);
  // The tutorial's suggestion, else the Bot's advice power-up's (lit until the turn ends).
  const [advice, setAdvice] = useState<PowerUpAdvice | null>(null);
  const hint = useMemo(() => {
    if (tutorial && view) return suggestion(view);
    return advice?.map === 'spades' ? advice.action : null;
  }, [tutorial, view, advice]);
  const tip = tutorial ? tutorialTip(view, game.hasStarted) : null;

  // Between hands: the score table opens when a hand has been scored; closing it lets the next hand start.
  const scores = useScoresDialog(game, view, finished);

  const nameOf = (seat: Seat) =>
    seat === viewer ? t('table.you') : (playerAt(game, seat)?.username ?? t('table.emptySeat'));

  const play = async (card: Card) => {
    if (!view || pending) return;
    const legalNow = myTurn && legal.has(card);
    if (legalNow) setPending(card);
    await dispatch(playCard(game, view, card));
    setPending(null);
  };

  const bid = async (choice: BidChoice) => {
    setBidding(true);
    await dispatch(placeBid(choice));
    setBidding(false);
  };

  const see = async () => {
    setBidding(true);
    await dispatch(seeCards());
    setBidding(false);
  };

  // Offered blind nil: the question is asked at once, not only on the seat's turn (it may look earlier).
  const blindChoice = Boolean(view?.blindNilChoice) && !finished;

  const seats = seatsAround(viewer);
  const seatPanel = (seat: Seat) => (
    <SeatPanel
      key={seat}
      seat={seat}
      position={positionOf(seat, viewer)}
      view={view}
      player={playerAt(game, seat)}
      reaction={reactions[seat] ?? null}
      deadline={view && view.turn === seat ? game.turnDeadline : null}
    />
  );

  const friendly = Boolean(gameToken ?? game.gameToken);
  const playing = view?.phase === 'playing' && !finished;
  const waitingName = view ? nameOf(view.turn) : '';

  return (
    <section
      className={`spades-table${tutorial ? ' spades-tutorial' : ''}`}
      style={feltStyle(mySkins?.felt)}
      data-testid="spades-table"
      aria-label={t('table.label')}
    >
      {tip ? <TutorialPanel tip={tip} view={view} /> : null}
      {game.hasStarted && view && !finished ? <ContractStrip view={view} nameOf={nameOf} /> : null}
      <div className="felt">
        <div className="felt-top">{seatPanel(seats[2] as Seat)}</div>
        <div className="felt-left">{seatPanel(seats[1] as Seat)}</div>
        <div className="felt-right">{seatPanel(seats[3] as Seat)}</div>
        <div className="felt-center">
          {game.hasStarted && view ? (
            <>
              <TrickArea view={view} />
              {view.phase === 'bidding' && (myTurn || blindChoice) ? (
                <BidPanel
                  view={view}
                  suggestedBid={hint?.type === 'bid' ? hint.bid : null}
                  busy={bidding}
                  onBid={(choice) => void bid(choice)}
                  onSee={() => void see()}
                />
              ) : null}
              {view.phase === 'bidding' && !myTurn && !blindChoice ? (
                <p className="table-status" data-testid="bid-waiting">
                  {t('bidPanel.waiting', { name: waitingName })}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
        {!game.hasStarted ? (
          <div className="table-layer">
            <WaitingPanel game={game} friendly={friendly} />
          </div>
        ) : null}
        <div className="felt-corner">
          {view?.lastTrick ? (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-pressed={showLast}
              onClick={() => setShowLast((open) => !open)}
              data-testid="last-trick-toggle"
            >
              {t('table.lastTrick')}
            </button>
          ) : null}
          {view && view.history.length > 0 ? (
            <button
              type="button"
              className="btn btn-small btn-ghost"
              onClick={scores.show}
              data-testid="scores-button"
            >
              {t('table.scores')}
            </button>
          ) : null}
          {showLast && view?.lastTrick ? <LastTrick trick={view.lastTrick} nameOf={nameOf} /> : null}
        </div>
      </div>
      <div className="my-row">
        {seatPanel(viewer)}
        {playing ? (
          <span className={`turn-hint${myTurn ? ' turn-hint-me' : ''}`} data-testid="turn-hint">
            {myTurn ? t('table.yourTurn') : t('table.theirTurn', { name: waitingName })}
          </span>
        ) : null}
        {view?.spadesBroken ? <span className="badge badge-spades">♠ {t('table.spadesBroken')}</span> : null}
        {myTurn && playing && !tutorial ? (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            title={t('table.autoHint')}
            onClick={() => void dispatch(autoMove(game))}
            data-testid="auto-move"
          >
            {t('table.auto')}
          </button>
        ) : null}
      </div>
      {tutorial ? null : <PowerUpBar game={game} myTurn={myTurn && game.hasStarted} onAdvice={setAdvice} />}
      <HandView
        cards={hand}
        legal={legal}
        myTurn={Boolean(playing && myTurn)}
        pending={pending}
        suggested={hint?.type === 'play' ? hint.card : null}
        onPlay={(card) => void play(card)}
        faceDown={blindChoice && view ? (view.handCounts[view.seat] ?? 0) : 0}
        backSkin={mySkins?.card_back ?? null}
      />
      <TableBottomBar game={game} me={me} view={view} />
      {scores.open && view ? (
        <ScoreTableDialog
          history={view.history}
          mode={view.mode}
          nameOf={nameOf}
          viewer={viewer}
          onClose={scores.close}
        />
      ) : null}
      {finished ? <GameOver game={game} view={view} me={me} nameOf={nameOf} /> : null}
    </section>
  );
}
