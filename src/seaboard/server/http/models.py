"""Pydantic models of every HTTP body and answer (so /openapi.json describes the API)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

OptionValue = str | int | bool | None


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class GameOption(BaseModel):
    name: str
    default: OptionValue
    values: list[OptionValue] | None
    allowed: str
    help: str
    label: str = ""
    words: str = ""
    choice_words: dict[str, str] = Field(default_factory=dict)
    advanced: bool = False
    clock: bool = False  # sets the table's clock, not the rules ("Play now" leaves it off)


class GameInfo(BaseModel):
    name: str
    title: str
    min_players: int
    max_players: int
    summary: str
    options: list[GameOption]


class RulesText(BaseModel):
    name: str
    title: str
    text: str


class NewPlayer(Strict):
    name: str = Field(min_length=1, max_length=32)


class PlayerCreated(BaseModel):
    player_id: str
    name: str
    token: str


class PlayerInfo(BaseModel):
    player_id: str
    name: str
    account: bool = False
    language: str | None = None  # the language the player chose; None: not chosen yet


class Credentials(Strict):
    name: str = Field(max_length=200, description="the user name (3 to 24 of A-Z a-z 0-9 _ - .)")
    password: str = Field(max_length=1000, description="8 to 128 characters")


class Rename(Strict):
    """A new name, a language, or both."""

    name: str | None = Field(default=None, max_length=200)
    language: str | None = Field(default=None, max_length=16, description="en or de")


class NewPassword(Strict):
    password: str = Field(max_length=1000, description="the current password")
    new_password: str = Field(max_length=1000)


class SignedOut(BaseModel):
    signed_out: bool


MAX_CLOCK_SECONDS = 86_400  # a player's clock: at most a day
MAX_INCREMENT_SECONDS = 3_600  # added per turn: at most an hour
MAX_SPEC_CHARS = 200  # a bot seat's spec


class ClockSpec(Strict):
    base: float = Field(
        gt=0,
        le=MAX_CLOCK_SECONDS,
        allow_inf_nan=False,
        description="seconds on each player's clock",
    )
    increment: float = Field(
        default=0,
        ge=0,
        le=MAX_INCREMENT_SECONDS,
        allow_inf_nan=False,
        description="seconds added per turn",
    )


class ClockShown(BaseModel):
    """A table's clock as shown: what creating accepts, and a turn-based table's days."""

    base: float = Field(description="seconds on each player's clock (or for each move)")
    increment: float = Field(description="seconds added per turn")


class NewTable(Strict):
    game: str = Field(max_length=64)
    players: int | None = None
    options: dict[str, OptionValue] = Field(default_factory=dict)
    seats: list[Annotated[str, Field(max_length=MAX_SPEC_CHARS)] | None] | None = Field(
        default=None, max_length=64, description="per seat: null for a human, or a bot spec"
    )
    public: bool = True
    clock: ClockSpec | None = None
    timeout_policy: Literal["bot", "lose"] | None = Field(
        default=None, description="when a clock runs out; default bot, and lose (only) when rated"
    )
    grace: float | None = Field(
        default=None,
        ge=0.1,
        le=86_400,
        allow_inf_nan=False,
        description="seconds before a gone player's seat can be claimed (casual: a bot takes it)",
    )
    turn_days: Literal[1, 2, 3, 7] | None = Field(
        default=None, description="turn-based: the days each move may take (no clock then)"
    )
    rated: bool = Field(default=False, description="the result counts towards ratings")


class Ended(BaseModel):
    seq: int


class TableCreated(BaseModel):
    table_id: str
    seat: int


class JoinBody(Strict):
    seat: int | None = None


class Joined(BaseModel):
    seat: int


class Left(BaseModel):
    left: int


class SeatInfo(BaseModel):
    seat: int
    role: str
    name: str | None
    bot: str | None
    takeover: str | None = None
    connected: bool
    display_name: str | None = Field(
        description="the seat as shown to people: the player's name (also while a bot plays "
        "for them), 'Bot 3, Beginner level' for a bot's own seat, null for an open seat"
    )


class TableInfo(BaseModel):
    table_id: str
    game: str
    title: str
    players: int
    options: dict[str, Any]
    public: bool
    status: Literal["open", "playing", "over"]
    seats: list[SeatInfo]
    created: int
    clock: ClockShown | None
    timeout_policy: str
    grace: float
    turn_days: int | None = None
    rated: bool = False
    unrated: str | None = Field(
        default=None, description="why a rated table's game does not count for ratings, if so"
    )
    result: dict[str, Any] | None
    rematch: str | None
    paused: bool = Field(
        default=False, description="nobody human is at the table: it waits, no clock runs"
    )


class YourTable(BaseModel):
    table_id: str
    game: str
    title: str
    status: Literal["open", "playing", "over"]
    public: bool
    created: int
    seats: list[SeatInfo]
    seat: int
    your_turn: bool
    result: dict[str, Any] | None
    told: str | None = Field(default=None, description="the result in words for the player")
    ended: int | None


class ReplayLast(BaseModel):
    seat: int | None
    action: str
    text: str


class ReplayStep(BaseModel):
    seq: int
    view: dict[str, Any]
    last: ReplayLast | None


class ReplaySeat(BaseModel):
    seat: int
    role: str
    name: str | None
    bot: str | None
    display_name: str | None = Field(description="as in the table's seats")


class Replay(BaseModel):
    game: str
    title: str
    players: int
    options: dict[str, Any]
    seat: int | None
    seats: list[ReplaySeat]
    steps: list[ReplayStep]
    result: dict[str, Any] | None = None
    told: str | None = Field(default=None, description="the result in words for the seat")


class BotLevelInfo(BaseModel):
    spec: str
    title: str
    name: str = Field(description="the level's name for people: 'Club' reads 'Club level'")
    ratings: dict[str, int] = Field(
        description="the displayed rating per rating group of the games offering the level"
    )
    seconds_per_move: dict[str, float] = Field(
        description="per game, the median seconds a move on one free core of the project's machine"
    )


class QuickPlayBody(Strict):
    game: str = Field(max_length=64)
    players: int | None = Field(default=None, description="the table's size (the game's default)")
    bots_after: float | None = Field(
        default=None, description="seconds of waiting before bots may fill seats; null: never"
    )


class QuickPlayStatus(BaseModel):
    status: Literal["waiting", "seated"]
    table_id: str | None
    game: str
    players: int
    since: int


class QuickPlayLeft(BaseModel):
    left: bool


class Problem(BaseModel):
    detail: str


class ReviewMarks(BaseModel):
    inaccuracy: int
    mistake: int
    blunder: int


class ReviewSeat(BaseModel):
    seat: int
    accuracy: float
    marks: ReviewMarks


class ReviewMove(BaseModel):
    seq: int
    seat: int
    action: str
    chance_before: float
    chance_after: float
    best: str
    best_chance: float
    mark: Literal["inaccuracy", "mistake", "blunder"] | None
    shown: str = Field("", description="the action as its mover reads and types it (from 1)")
    best_shown: str = Field("", description="the best action found, as the mover reads it")
    best_data: dict[str, Any] = Field(
        default_factory=dict, description="the best action's data, to mark on the board"
    )
    best_text: str = Field("", description="the best action in words, as a spectator hears it")


class Review(BaseModel):
    """A game's review; ``seats`` and ``moves`` are empty until ``status`` is done."""

    status: Literal["queued", "running", "done"]
    position: int
    progress: float
    seats: list[ReviewSeat]
    moves: list[ReviewMove]
