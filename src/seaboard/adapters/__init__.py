"""Research adapters: observation tensors, PettingZoo environments and OpenSpiel games.

A front end like the terminal: it reads views, legal actions and the integer encoding,
never a game's internals. Needs the ``research`` extra (numpy, pettingzoo, open-spiel);
the rules core stays standard-library only.

* ``seaboard.adapters.observation``: fixed-shape numpy encodings of ``view(seat)`` and the
  action mask, one encoder per game (``seaboard.games.<pkg>.front.encoder``).
* ``seaboard.adapters.pettingzoo``: ``env(name, players=N, **options)``, an AEC environment.
* ``seaboard.adapters.openspiel``: every game registered as ``python_seaboard_<pkg>``.
"""
