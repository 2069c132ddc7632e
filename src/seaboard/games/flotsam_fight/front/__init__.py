"""What the front ends need of Flotsam Fight (seaboard.per_game.part finds each module).

The rules core never imports this package; its modules may import front-end libraries.
"""
