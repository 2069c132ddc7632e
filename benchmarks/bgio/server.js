// boardgame.io's own server with its default in-memory storage, serving tic-tac-toe.
// Usage: node server.js PORT   (0 picks a free port). Prints one line, "bgio pid P port N".
'use strict';

const { Server } = require('boardgame.io/server');
const { TicTacToe } = require('./game');

const port = Number.parseInt(process.argv[2] || '0', 10);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`server.js: the port must be a number from 0 to 65535, not ${process.argv[2]}`);
  process.exit(2);
}

const server = Server({ games: [TicTacToe] });

server.run(port).then(({ appServer }) => {
  const address = appServer.address();
  console.log(`bgio pid ${process.pid} port ${address.port}`);
});

process.on('SIGTERM', () => process.exit(0));
