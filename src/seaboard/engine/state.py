"""The State: one immutable position of a game."""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from seaboard.engine.action import Action
from seaboard.engine.errors import IllegalAction
from seaboard.engine.history import History
from seaboard.engine.native import mypyc_attr

if TYPE_CHECKING:
    from seaboard.engine.game import Game
    from seaboard.engine.telling import Naming

from seaboard.engine.language import ENGLISH, N_, Language


@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC):
    """A position. Immutable from the outside: ``play`` returns a new state.

    Subclasses implement ``_legal_actions``, ``_apply`` (which must build a new state and
    leave ``self`` untouched), ``_view``, ``resample``, ``_json`` and the score properties.
    The base class caches the legal actions, validates ``play`` against them, and builds
    the parts of views and JSON that every game shares.
    """

    __slots__ = ("_game", "_history", "_legal_cache", "_seed")

    def __init__(self, game: Game, seed: int, history: History | tuple[Action, ...] = ()) -> None:
        self._game = game
        self._seed = seed
        self._history = History.of(history)
        self._legal_cache: tuple[Action, ...] | None = None

    # -- identity ------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The game this state belongs to."""
        return self._game

    @property
    def seed(self) -> int:
        """The seed every random draw derives from. Secret: never part of a view."""
        return self._seed

    @property
    def history(self) -> tuple[Action, ...]:
        """The actions played since the initial state."""
        return self._history.as_tuple()

    # -- turn and legality ---------------------------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat to act, or None when the game is over."""

    @property
    def is_terminal(self) -> bool:
        """True once the game is over."""
        return self.to_move is None

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions, in a deterministic order (empty when the game is over)."""
        cached = self._legal_cache
        if cached is None:
            cached = () if self.is_terminal else self._legal_actions()
            self._legal_cache = cached
        return cached

    @abstractmethod
    def _legal_actions(self) -> tuple[Action, ...]:
        """Compute the legal actions: the one place where legality lives."""

    def play(self, action: Action | str) -> State:
        """Validate ``action`` (an Action or its notation) and return the next state."""
        if isinstance(action, str):
            action = self._game.parse_action(action)
        if self.is_terminal:
            over = self._game.notation_for(action, None)
            raise IllegalAction(N_("{action}: the game is over"), action=over)
        if action not in self.legal_actions():
            # named as the mover reads it (a game may turn notation to the player's side)
            shown = self._game.notation_for(action, self.to_move)
            refused = action

            def told(language: Language) -> str:
                why = self.explain_illegal(refused, language)
                return language.t(N_("{action}: {why}"), action=shown, why=why)

            raise IllegalAction(told(ENGLISH), told=told)
        return self._apply(action)

    def apply(self, action: Action) -> State:
        """Unchecked fast path for bots and simulations: ``action`` must be legal."""
        return self._apply(action)

    @abstractmethod
    def _apply(self, action: Action) -> State:
        """The next state after a legal action, with the action appended to the history."""

    def scores_after(self, action: Action) -> tuple[float, ...] | None:
        """The scores right after legal ``action`` when the game goes on, or None.

        An optional shortcut for bots that rank hundreds of actions by their score: a game
        may answer without building the next state. None means "apply it and look"; the
        answer must equal ``apply(action).scores`` (the conformance kit checks it).
        """
        return None

    def explain_illegal(self, action: Action, language: Language = ENGLISH) -> str:
        """Why ``action`` is not legal, in a player's words (called only once it is refused).

        Games override this to name the broken rule; it explains, it never decides.
        """
        return language.t(N_("not a legal action now"))

    # -- words -----------------------------------------------------------------------
    def describe(
        self,
        action: Action,
        seat: int | None,
        after: State | None = None,
        names: Sequence[str | None] | None = None,
        language: Language = ENGLISH,
    ) -> str:
        """What legal ``action`` does here, in words for ``seat`` (None: a spectator).

        The text names the players by ``names`` (by seat; None: by their roles, "Player
        2"), the listener as "you", and tells every consequence the seat can see (scores,
        draws, round ends), revealing nothing else: it must be a function of ``seat``'s
        views before and after (and of the names). ``after`` is ``self.apply(action)``
        when the caller already has it. ``language`` is the listener's.
        """
        if after is None:
            after = self.apply(action)
        return self._describe(action, after, self.naming(seat, names, language))

    def naming(
        self,
        seat: int | None,
        names: Sequence[str | None] | None = None,
        language: Language = ENGLISH,
    ) -> Naming:
        """Who is who for ``seat`` at a table whose players are called ``names``."""
        return self._game.words.naming(self._game, seat, names, language)

    def _describe(self, action: Action, after: State, tell: Naming) -> str:
        """The game's own wording, from the words its package registered (``Game.words``)."""
        return self._game.words.describe(self, action, after, tell)

    def describe_start(
        self,
        seat: int | None,
        names: Sequence[str | None] | None = None,
        language: Language = ENGLISH,
    ) -> str:
        """Who begins and why, said at the start of a game, in words for ``seat``."""
        return self._game.words.start(self, self.naming(seat, names, language))

    def timeout_action(self) -> Action | None:
        """The action the rules play when the mover's turn timer runs out, or None.

        Only games with a turn timer (El Switcher's ``turn_seconds``) answer; every front end
        that enforces the timer plays this action and tells it with ``describe_timeout``.
        """
        return None

    def describe_timeout(
        self,
        seat: int | None,
        after: State | None = None,
        names: Sequence[str | None] | None = None,
        language: Language = ENGLISH,
    ) -> str:
        """The turn timer ran out and ``timeout_action`` was played, in words for ``seat``."""
        tell = self.naming(seat, names, language)
        action = self.timeout_action()
        if action is not None:
            done = self.apply(action) if after is None else after
            told = self._game.words.timeout(self, done, tell)
            if told is not None:
                return told
        mover = self.to_move
        if mover is None:
            return tell.t(N_("Time is up."))
        if action is None:
            return tell.line(mover, N_("Time is up for you."), N_("Time is up for {name}."))
        told = self.describe(action, seat, after, names, language)
        return tell.line(
            mover, N_("Time is up for you: {told}"), N_("Time is up for {name}: {told}"), told=told
        )

    def may_reveal(self, action: Action) -> bool:
        """Whether legal ``action`` can show its mover something the mover did not know.

        A draw, a flip, a steal of an unseen tile, a reshuffle or a coin flip can; such an
        action is never taken back (``engine.undo.take_back_refusal``). The default is
        ``Game.hidden_information`` (every action may reveal in a game with secrets); games
        declare it exactly, and the conformance kit checks that an action declared False
        leaves the mover's view the same on many states the mover cannot tell apart.
        """
        return self._game.hidden_information

    def allows_take_back(self, action: Action) -> bool:
        """Whether the rules let the mover take ``action`` back within its turn.

        Front ends ask ``seaboard.engine.undo.take_back_refusal``, which adds the shared
        conditions (same seat, same turn, nothing revealed). A game whose take-backs are
        actions of its own (El Switcher's ``undo``) answers False here.
        """
        return True

    # -- results -------------------------------------------------------------------
    @property
    @abstractmethod
    def scores(self) -> tuple[float, ...]:
        """Points per seat, live during the game."""

    @property
    @abstractmethod
    def winners(self) -> frozenset[int]:
        """The winning seats once the game is over (every tied seat); empty before."""

    @property
    def returns(self) -> tuple[float, ...]:
        """Per seat: +1 a sole win, -1 a loss, 0 a draw or a shared win (0 before the end)."""
        n = self._game.players
        if not self.is_terminal:
            return (0.0,) * n
        won = self.winners
        if len(won) == 1:
            return tuple(1.0 if s in won else -1.0 for s in range(n))
        return tuple(0.0 if s in won else -1.0 for s in range(n))

    # -- information ---------------------------------------------------------------
    def view(self, seat: int | None, *, with_legal: bool = True) -> dict[str, Any]:
        """What ``seat`` may know, as JSON-serialisable data; ``None`` is a spectator.

        "legal" lists the mover's legal actions as notation and "legal_data", in the same
        order, as ``Action.data()``. ``with_legal=False`` leaves both empty, for callers
        (bots' evaluation functions) that do not need them and should not pay for them.
        """
        game = self._game
        if seat is not None and not 0 <= seat < game.players:
            raise ValueError(f"seat {seat} does not exist; seats are 0..{game.players - 1}")
        mover = self.to_move
        legal = self.legal_actions() if with_legal and seat is not None and seat == mover else ()
        base: dict[str, Any] = {
            "game": game.name,
            "seat": seat,
            "to_move": mover,
            "scores": list(self.scores),
            "players": [
                {"seat": s, "role": role, "name": game.role_name(s)}
                for s, role in enumerate(game.roles)
            ],
            "legal": [str(a) for a in legal],
            "legal_data": [a.data() for a in legal],
            "game_over": self.is_terminal,
            "winners": sorted(self.winners) if self.is_terminal else None,
            "turn": len(self._history),
        }
        base.update(self._view(seat))
        return base

    @abstractmethod
    def _view(self, seat: int | None) -> Mapping[str, Any]:
        """The game's own view keys for ``seat`` (a TypedDict of the game's view shape)."""

    @abstractmethod
    def resample(self, seat: int, rng: random.Random) -> State:
        """A state equal in ``view(seat)`` with everything hidden from ``seat`` drawn anew.

        The result must depend only on ``view(seat)``, the public history and ``rng``
        (build unknown pools in a sorted order), and it gets a fresh seed from ``rng``, so
        future chance is unknown too.
        """

    # -- persistence ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """The full state (secrets included) as JSON; ``game.state_from_json`` reads it."""
        out: dict[str, Any] = self._game.config()
        out["seed"] = self._seed
        out["history"] = [str(a) for a in self._history]
        out["state"] = self._json()
        return out

    @abstractmethod
    def _json(self) -> dict[str, Any]:
        """The game's own part of ``to_json``."""

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as its exact JSON round trip (worker processes, Ray): the same in both
        # builds, and a compiled (mypyc) state has no pickling of its own.
        return (_from_json, (self._game, self.to_json()))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.to_json() == other.to_json()

    def __hash__(self) -> int:
        return hash(json.dumps(self.to_json(), sort_keys=True))

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._game.name} turn {len(self._history)}>"


def _from_json(game: Game, obj: dict[str, Any]) -> State:
    return game.state_from_json(obj)
