"""Per-game observation encoders: ``<pkg>.py`` defines ``ENCODER``, an ``Encoder`` subclass."""
