"""Game review: where each seat's chance of winning was kept, won and lost."""

from seaboard.review.budget import BUDGETS, Budget, budget_for
from seaboard.review.core import MoveReview, Review, SeatReview, review_position, review_states

__all__ = [
    "BUDGETS",
    "Budget",
    "MoveReview",
    "Review",
    "SeatReview",
    "budget_for",
    "review_position",
    "review_states",
]
