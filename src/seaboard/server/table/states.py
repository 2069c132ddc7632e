"""A table's status: open (seats filling), playing, over."""

OPEN, PLAYING, OVER = "open", "playing", "over"
