// Tic-tac-toe for boardgame.io 0.50.2, laid out the way its tutorial lays a game out
// (setup, moves, turn, endIf). Written for Seaboard's side-by-side server benchmark.
'use strict';

const { INVALID_MOVE } = require('boardgame.io/core');

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

function winnerOf(cells) {
  for (const [a, b, c] of LINES) {
    if (cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]) {
      return cells[a];
    }
  }
  return null;
}

const TicTacToe = {
  name: 'tic-tac-toe',

  setup: () => ({ cells: new Array(9).fill(null) }),

  turn: { minMoves: 1, maxMoves: 1 },

  moves: {
    clickCell: ({ G, playerID }, id) => {
      if (!Number.isInteger(id) || id < 0 || id > 8 || G.cells[id] !== null) {
        return INVALID_MOVE;
      }
      G.cells[id] = playerID;
    },
  },

  endIf: ({ G }) => {
    const winner = winnerOf(G.cells);
    if (winner !== null) {
      return { winner };
    }
    if (G.cells.every((cell) => cell !== null)) {
      return { draw: true };
    }
    return undefined;
  },
};

module.exports = { TicTacToe };
