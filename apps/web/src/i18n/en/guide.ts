/**
 * English texts: the How-to-play guide (spec §2), one list of steps per game mode, written from
 * shared/rules.md. Spanish (es/guide.ts) must have the same number of steps per mode (tuples).
 */
export const guide = {
  guide: {
    open: 'How to play',
    openMode: 'How to play {{mode}}',
    title: 'How to play: {{mode}}',
    step: 'Step {{n}} / {{total}}',
    back: 'Previous step',
    next: 'Next step',
    done: 'Got it!',
    example: 'Example',
    trick: 'A trick, led by the first card',
    winner: 'wins',
    led: 'led',
    tiles: 'Tiles on the table',
    spinner: 'spinner',
    modes: {
      classic: {
        steps: [
          {
            title: 'Partners and the deal',
            body: 'Four players in two partnerships: you and the player across the table. Every hand deals 13 cards to each player and is played in 13 rounds, one trick per round.',
          },
          {
            title: 'Bid your tricks',
            body: "Before play, each player bids how many tricks they expect to win, from 0 to 13; a bid of 0 is nil. Partners' bids add up to the side's contract. Blind nil, bid before looking at your cards, is only for a side 100 or more points behind.",
          },
          {
            title: 'Win the trick',
            body: 'The player left of the dealer leads the first trick, and the winner leads the next. Follow the led suit if you can; if not, play any card. Spades are trump: the highest spade wins the trick, otherwise the highest card of the led suit.',
            example: 'Hearts were led, but the 3♠ beats even the A♥.',
          },
          {
            title: 'Breaking spades',
            body: 'You cannot lead a spade until spades are broken, that is until someone has played a spade on another suit. The one exception: a leader holding nothing but spades may lead one.',
          },
          {
            title: 'Scoring',
            body: 'Make your contract and score 10 points per trick bid, plus 1 point for each extra trick (a bag). Fall short and lose 10 points per trick bid. Nil scores +100 if the nil bidder wins no trick and −100 if they win any; blind nil is ±200.',
          },
          {
            title: 'Bags and winning',
            body: 'Bags add up from hand to hand: every 10 bags cost your side 100 points. The first side to reach 500 points wins, and a side that falls to −200 loses.',
          },
        ],
      },
      deuceshigh: {
        steps: [
          {
            title: 'Spades with a twist',
            body: 'Deuces High plays like Classic: two partnerships, 13 cards each, 13 rounds per hand and bids from 0 to 13 (0 is nil). What changes is the four deuces.',
          },
          {
            title: 'The deuces are the top trumps',
            body: 'All four deuces rank above the ace of spades: 2♠, then 2♥, 2♣ and 2♦, then A♠, K♠ and the rest of the spades down to 3♠.',
            example: 'From the highest trump down: 2♠ > 2♥ > 2♣ > 2♦ > A♠.',
          },
          {
            title: 'Deuces count as spades',
            body: 'Each deuce belongs to the spade suit: play one to follow a spade lead, and playing one on another suit breaks spades. The trump suit has 16 cards; hearts, clubs and diamonds have 12 each.',
          },
          {
            title: 'Bid and play',
            body: 'Bid 0 to 13 tricks as in Classic; deuces in your hand are strong tricks. Follow suit when you can, and do not lead a trump until spades are broken unless you hold only trumps.',
          },
          {
            title: 'Scoring',
            body: 'Scoring is the same as Classic: 10 points per trick bid when the contract is made, +1 per extra trick (a bag), −10 per trick bid when set, nil ±100 and blind nil ±200.',
          },
          {
            title: 'Bags and winning',
            body: 'Every 10 bags cost 100 points. The first side to 500 points wins; a side that falls to −200 loses.',
          },
        ],
      },
      heartsonfire: {
        steps: [
          {
            title: 'Spades where hearts burn',
            body: 'Hearts on Fire is partnership Spades: bidding from 0 to 13 (0 is nil), play, contracts, nil and bags work as in Classic. On top of that, hearts bring heat.',
          },
          {
            title: 'Heat',
            body: 'For every trick your side wins, score +5 for each heart in it. A trick with no heart and no spade in it scores +5 as well.',
            example: 'Three hearts in this trick: +15 heat for the side that wins it.',
          },
          {
            title: 'The Queen of Hearts',
            body: 'The side that wins the Q♥ loses 25 points, unless it wins her in round 13: then she is worth +50. She is a heart too, so she also brings her +5 heat.',
          },
          {
            title: 'Firestorm',
            body: 'When you bid you may declare Firestorm. If your side makes its contract you earn +20; if it is set you lose 20. The player card shows whether you declared it.',
          },
          {
            title: 'Scorch',
            body: 'Win all 13 hearts in one hand and your side scores a Scorch bonus of +50.',
          },
          {
            title: 'Contract and bags',
            body: 'Make your contract for 10 points per trick bid, +1 per extra trick; miss it and lose 10 per trick bid. Every 10 bags still cost 100 points.',
          },
          {
            title: 'Winning',
            body: 'Heat, the queen, Firestorm and Scorch add to your contract score. The first side to 500 points wins; a side that falls to −200 loses.',
          },
        ],
      },
      clubhouse: {
        steps: [
          {
            title: 'Cutthroat Spades',
            body: 'Four players and no partners: everyone bids, wins tricks and scores alone. Each hand deals 13 cards each and has 13 rounds.',
          },
          {
            title: 'Bid alone',
            body: 'Bid the tricks you expect to win, from 0 to 13; 0 is nil. Blind nil, bid before seeing your cards, is allowed only when you trail the leader by 100 or more.',
          },
          {
            title: 'Play',
            body: 'Follow the led suit when you can. Spades are trump, and you cannot lead one until spades are broken unless you hold only spades. The highest spade, else the highest card of the led suit, wins.',
          },
          {
            title: 'Scoring',
            body: 'Make your bid: 10 points per trick bid, +1 per extra trick (a bag). Miss it: −10 per trick bid. Nil ±100, blind nil ±200. Your own 10 bags cost you 100 points.',
          },
          {
            title: 'Winning',
            body: 'The first player to reach 500 points wins the match.',
          },
        ],
      },
      klondike: {
        steps: [
          {
            title: 'The layout',
            body: 'One deck of 52 cards: seven columns of 1 to 7 cards with only the top card face up, and the other 24 in the stock. The goal is to build all four foundations, one per suit, from the ace up to the king.',
          },
          {
            title: 'Building columns',
            body: 'Build down in alternate colours: a red 6 goes on a black 7. You can move a face-up run together. Only a king, or a run headed by a king, fills an empty column. When a face-down card is uncovered, it turns face up.',
          },
          {
            title: 'The stock',
            body: 'Tap the stock to turn 1 card (draw 1) or 3 cards (draw 3) onto the waste; its top card is playable. When the stock is empty, tap it to turn the waste over and go again. Ranked and Vegas tables limit the passes.',
          },
          {
            title: 'Tap or drag',
            body: 'Tap a card to send it where it fits best: to its foundation first, otherwise to a column. Tap it again to try the next place, double-tap to send it home. Or drag it onto a glowing pile.',
          },
          {
            title: 'Scoring',
            body: 'Standard: +5 waste to column, +10 to a foundation, +5 for turning a card, −15 back off a foundation, −2 every 10 seconds, and a bonus for a fast win. Vegas: start at −52 and win +5 per card on the foundations.',
          },
          {
            title: 'Help',
            body: 'Undo takes back moves in free play, Hint shows a good move (or tells you no moves are left), and Auto-complete finishes the deal for you once it can surely be won.',
          },
        ],
      },
      drawdominoes: {
        steps: [
          {
            title: 'The tiles',
            body: 'Draw Dominoes uses a double-six set of 28 tiles. With 2 players each takes 7 tiles; with 3 or 4 players each takes 5. The tiles left over are the boneyard. Everyone plays for themselves.',
          },
          {
            title: 'The lead',
            body: 'In the first hand the player with the highest double leads with it (with no double, the heaviest tile). After that, the winner of a hand leads the next with any tile.',
          },
          {
            title: 'Play a tile',
            body: 'On your turn, place a tile so that one of its ends matches one of the two open ends of the line. A double is laid across the line. If your tile fits both ends, tap the end you want.',
          },
          {
            title: 'Draw or pass',
            body: 'If no tile fits, draw from the boneyard until one does. When the boneyard is empty and nothing fits, you pass.',
          },
          {
            title: 'Going out',
            body: "Play your last tile to go out and score every pip left in the other hands. If no one can play, the hand is blocked: the lightest hand scores the others' pips minus its own.",
          },
          {
            title: 'Winning',
            body: 'The first to reach 100 points wins the game.',
          },
        ],
      },
      tilesonfire: {
        steps: [
          {
            title: 'The tiles',
            body: 'Tiles on Fire uses a double-six set of 28 tiles. With 2 players each takes 7 tiles; with 3 or 4 players each takes 5. Four players play as partners across the table.',
          },
          {
            title: 'Play a tile',
            body: 'On your turn, place a tile so that one of its ends matches an open end of the line of play.',
          },
          {
            title: 'The spinner',
            body: 'The first double played is the spinner: it is open on all four sides, so the line can grow in four directions.',
          },
          {
            title: 'Fire!',
            body: 'After each play, add up the open ends; a double at an end counts both halves. If the total is a multiple of 5 you score it at once: that is a fire.',
            example: 'Open ends 5 + 5 on the double and 0: the total is 10, a fire worth 10 points.',
          },
          {
            title: 'Going out',
            body: "Play your last tile to go out and score the pips left in your opponents' hands, rounded to the nearest 5. If no one can play, the lightest hand scores the same way.",
          },
          {
            title: 'Winning',
            body: 'The first to reach 150 points wins the game.',
          },
        ],
      },
    },
  },
} as const;
